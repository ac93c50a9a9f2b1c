ALTER TABLE `saved_searches` ADD `filters_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Searches saved before this migration keep a key of their own (their id), so the unique index can be built.
UPDATE `saved_searches` SET `filters_key` = `id` WHERE `filters_key` = '';--> statement-breakpoint
CREATE UNIQUE INDEX `saved_searches_user_filters_idx` ON `saved_searches` (`user_id`,`filters_key`);
