CREATE TABLE `newsletter_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`confirmed_at` integer,
	`sent_until` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriptions_email_idx` ON `newsletter_subscriptions` (`email`);--> statement-breakpoint
CREATE INDEX `newsletter_subscriptions_status_idx` ON `newsletter_subscriptions` (`status`,`id`);--> statement-breakpoint
ALTER TABLE `saved_searches` ADD `kind` text DEFAULT 'organizations' NOT NULL;--> statement-breakpoint
ALTER TABLE `saved_searches` ADD `workplace` text;--> statement-breakpoint
ALTER TABLE `saved_searches` ADD `employment_type` text;--> statement-breakpoint
ALTER TABLE `saved_searches` ADD `seniority` text;--> statement-breakpoint
ALTER TABLE `saved_searches` ADD `salary` integer;--> statement-breakpoint
ALTER TABLE `saved_searches` ADD `salary_currency` text;--> statement-breakpoint
ALTER TABLE `saved_searches` ADD `salary_period` text;