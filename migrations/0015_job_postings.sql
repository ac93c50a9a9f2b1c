CREATE TABLE `job_postings` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`created_by` text,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`employment_type` text NOT NULL,
	`seniority` text NOT NULL,
	`workplace` text NOT NULL,
	`remote_countries` text DEFAULT '[]' NOT NULL,
	`time_zone_min` integer,
	`time_zone_max` integer,
	`location_city` text,
	`location_country` text,
	`salary_min` integer NOT NULL,
	`salary_max` integer NOT NULL,
	`salary_currency` text NOT NULL,
	`salary_period` text NOT NULL,
	`apply_url` text,
	`apply_email` text,
	`status` text DEFAULT 'open' NOT NULL,
	`posted_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`expiry_notice_at` integer,
	`hidden_at` integer,
	`hidden_reason` text,
	`is_listed` integer DEFAULT false NOT NULL,
	`category_set` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `job_postings_board_idx` ON `job_postings` (`status`,`is_listed`,`posted_at`,`id`);--> statement-breakpoint
CREATE INDEX `job_postings_organization_idx` ON `job_postings` (`organization_id`,`status`,`expires_at`);--> statement-breakpoint
CREATE INDEX `job_postings_expiry_idx` ON `job_postings` (`status`,`expires_at`);