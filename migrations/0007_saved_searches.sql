CREATE TABLE `saved_searches` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`country_code` text,
	`category_ids` text DEFAULT '[]' NOT NULL,
	`query` text,
	`locale` text DEFAULT 'en' NOT NULL,
	`alerts` integer DEFAULT true NOT NULL,
	`checked_until` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_searches_user_idx` ON `saved_searches` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `saved_searches_alerts_idx` ON `saved_searches` (`alerts`,`id`);--> statement-breakpoint
ALTER TABLE `organizations` ADD `listed_at` integer;--> statement-breakpoint
CREATE INDEX `organizations_listed_at_idx` ON `organizations` (`listed_at`);--> statement-breakpoint
-- Organizations listed before this migration count as listed when they were created (no digest reads that far back).
UPDATE `organizations` SET `listed_at` = `created_at` WHERE `is_listed` = 1;
--> statement-breakpoint
-- listed_at is the moment an organization is first listed, whatever code lists it: inserted listed (seeds, factories),
-- paid, or made an Explore company. A later unlisting and listing again keeps the first moment.
CREATE TRIGGER `organizations_listed_at_insert` AFTER INSERT ON `organizations`
WHEN NEW.`is_listed` AND NEW.`listed_at` IS NULL
BEGIN
  UPDATE `organizations` SET `listed_at` = cast(unixepoch('subsecond') * 1000 as integer) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `organizations_listed_at_update`
AFTER UPDATE OF `payment_status`, `is_explore_company` ON `organizations`
WHEN NEW.`is_listed` AND NEW.`listed_at` IS NULL
BEGIN
  UPDATE `organizations` SET `listed_at` = cast(unixepoch('subsecond') * 1000 as integer) WHERE `id` = NEW.`id`;
END;
