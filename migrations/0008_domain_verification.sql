CREATE TABLE `domain_verifications` (
	`organization_id` text PRIMARY KEY NOT NULL,
	`domain` text NOT NULL,
	`origin` text NOT NULL,
	`token` text NOT NULL,
	`method` text,
	`email` text,
	`code_hash` text,
	`code_expires_at` integer,
	`code_attempts` integer DEFAULT 0 NOT NULL,
	`verified_at` integer,
	`last_checked_at` integer,
	`last_error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `domain_verifications_recheck_idx` ON `domain_verifications` (`method`,`last_checked_at`);--> statement-breakpoint
ALTER TABLE `organizations` ADD `verified_domain` text;--> statement-breakpoint
ALTER TABLE `organizations` ADD `domain_verified_until` integer;