CREATE TABLE `analytics_rollups` (
	`period` text NOT NULL,
	`bucket` integer NOT NULL,
	`event_type` text NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`org_id` text DEFAULT '' NOT NULL,
	`events` integer NOT NULL,
	`visitors` integer NOT NULL,
	PRIMARY KEY(`period`, `bucket`, `event_type`, `city`, `org_id`)
);
--> statement-breakpoint
CREATE INDEX `analytics_rollups_org_idx` ON `analytics_rollups` (`org_id`,`period`,`bucket`);--> statement-breakpoint
CREATE TABLE `vitals_rollups` (
	`period` text NOT NULL,
	`bucket` integer NOT NULL,
	`metric` text NOT NULL,
	`route` text NOT NULL,
	`lane` text NOT NULL,
	`samples` integer NOT NULL,
	`p75` real NOT NULL,
	PRIMARY KEY(`period`, `bucket`, `metric`, `route`, `lane`)
);
--> statement-breakpoint
ALTER TABLE `analytics_events` ADD `visitor` text;--> statement-breakpoint
CREATE INDEX `analytics_events_time_idx` ON `analytics_events` (`created_at`);--> statement-breakpoint
CREATE INDEX `vitals_samples_time_idx` ON `vitals_samples` (`created_at`);