ALTER TABLE `categories` ADD `set_key` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `categories_set_key_unique` ON `categories` (`set_key`);--> statement-breakpoint
-- An organization's category set (organization_categories.category_set, on every filter index entry) names its
-- categories by a small number each (docs/decisions/0072) instead of their ids: ",3,17,42," instead of
-- ",async_communication,climate_tech,four_day_week,". The sets were most of the filter indexes' size.
-- Every category gets its key once: the existing ones in id order, a new one the next number.
UPDATE `categories` SET `set_key` = (SELECT count(*) FROM `categories` `c` WHERE `c`.`id` <= `categories`.`id`);--> statement-breakpoint
CREATE TRIGGER `categories_set_key` AFTER INSERT ON `categories` WHEN NEW.`set_key` IS NULL
BEGIN
  UPDATE `categories` SET `set_key` = (SELECT coalesce(max(`set_key`), 0) + 1 FROM `categories`)
  WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
-- The table is written again with the new sets rather than updated in place: rows and index entries that shrink stay
-- in half-empty pages, so only rows written anew take less room. Its triggers and indexes are dropped for the copy
-- (nothing it does is a change the triggers should follow) and created again after it, as they were, the set
-- triggers reading the keys.
DROP TRIGGER `organization_categories_copy_facts`;--> statement-breakpoint
DROP TRIGGER `organization_categories_set_insert`;--> statement-breakpoint
DROP TRIGGER `organization_categories_set_delete`;--> statement-breakpoint
DROP TRIGGER `organization_categories_set_update`;--> statement-breakpoint
DROP TRIGGER `directory_counts_category_insert`;--> statement-breakpoint
DROP TRIGGER `directory_counts_category_delete`;--> statement-breakpoint
DROP TRIGGER `directory_counts_category_update`;--> statement-breakpoint
DROP TRIGGER `job_postings_categories_insert`;--> statement-breakpoint
DROP TRIGGER `job_postings_categories_delete`;--> statement-breakpoint
DROP TRIGGER `job_postings_categories_update`;--> statement-breakpoint
DROP TRIGGER `organizations_category_terms_insert`;--> statement-breakpoint
DROP TRIGGER `organizations_category_terms_delete`;--> statement-breakpoint
DROP TRIGGER `organizations_category_terms_update`;--> statement-breakpoint
DROP INDEX `organization_categories_country_filter_idx`;--> statement-breakpoint
DROP INDEX `organization_categories_filter_idx`;--> statement-breakpoint
DROP INDEX `organization_categories_image_key_idx`;--> statement-breakpoint
CREATE TABLE `organization_categories_rewritten` AS
SELECT `organization_id`, `category_id`, `position`, `detail`, `image_key`, `country_code`, `is_listed`, `name`,
  coalesce((
    SELECT ',' || group_concat(`k`.`set_key`, ',') || ',' FROM `organization_categories` `c`
    JOIN `categories` `k` ON `k`.`id` = `c`.`category_id`
    WHERE `c`.`organization_id` = `oc`.`organization_id`
  ), '') AS `category_set`
FROM `organization_categories` `oc`;--> statement-breakpoint
DELETE FROM `organization_categories`;--> statement-breakpoint
INSERT INTO `organization_categories` (`organization_id`, `category_id`, `position`, `detail`, `image_key`,
  `country_code`, `is_listed`, `name`, `category_set`)
SELECT * FROM `organization_categories_rewritten` ORDER BY `organization_id`, `category_id`;--> statement-breakpoint
DROP TABLE `organization_categories_rewritten`;--> statement-breakpoint
CREATE INDEX `organization_categories_country_filter_idx` ON `organization_categories` (`category_id`,`is_listed`,`country_code`,`name`,`organization_id`,`category_set`);--> statement-breakpoint
CREATE INDEX `organization_categories_filter_idx` ON `organization_categories` (`category_id`,`is_listed`,`name`,`organization_id`,`category_set`);--> statement-breakpoint
CREATE INDEX `organization_categories_image_key_idx` ON `organization_categories` (`image_key`) WHERE image_key is not null;--> statement-breakpoint
CREATE TRIGGER `organization_categories_copy_facts` AFTER INSERT ON `organization_categories`
BEGIN
  UPDATE `organization_categories`
  SET (`country_code`, `is_listed`, `name`) =
    (SELECT `country_code`, `is_listed`, `name` FROM `organizations` WHERE `id` = NEW.`organization_id`)
  WHERE `organization_id` = NEW.`organization_id` AND `category_id` = NEW.`category_id`;
END;--> statement-breakpoint
CREATE TRIGGER `organization_categories_set_insert` AFTER INSERT ON `organization_categories`
BEGIN
  UPDATE `organization_categories` SET `category_set` = (
    SELECT ',' || group_concat(`k`.`set_key`, ',') || ',' FROM `organization_categories` `c`
    JOIN `categories` `k` ON `k`.`id` = `c`.`category_id`
    WHERE `c`.`organization_id` = NEW.`organization_id`
  ) WHERE `organization_id` = NEW.`organization_id`;
END;--> statement-breakpoint
CREATE TRIGGER `organization_categories_set_delete` AFTER DELETE ON `organization_categories`
BEGIN
  UPDATE `organization_categories` SET `category_set` = (
    SELECT ',' || group_concat(`k`.`set_key`, ',') || ',' FROM `organization_categories` `c`
    JOIN `categories` `k` ON `k`.`id` = `c`.`category_id`
    WHERE `c`.`organization_id` = OLD.`organization_id`
  ) WHERE `organization_id` = OLD.`organization_id`;
END;--> statement-breakpoint
CREATE TRIGGER `organization_categories_set_update` AFTER UPDATE OF `category_id`, `organization_id` ON `organization_categories`
BEGIN
  UPDATE `organization_categories` SET `category_set` = (
    SELECT ',' || group_concat(`k`.`set_key`, ',') || ',' FROM `organization_categories` `c`
    JOIN `categories` `k` ON `k`.`id` = `c`.`category_id`
    WHERE `c`.`organization_id` = `organization_categories`.`organization_id`
  ) WHERE `organization_id` IN (OLD.`organization_id`, NEW.`organization_id`);
END;--> statement-breakpoint
CREATE TRIGGER `directory_counts_category_insert` AFTER INSERT ON `organization_categories` WHEN NEW.`is_listed`
BEGIN
  INSERT OR IGNORE INTO `directory_counts` (`country_code`, `category_id`, `total`)
  VALUES ('', NEW.`category_id`, 0), (NEW.`country_code`, NEW.`category_id`, 0);
  UPDATE `directory_counts` SET `total` = `total` + 1
  WHERE `category_id` = NEW.`category_id` AND `country_code` IN ('', NEW.`country_code`);
END;--> statement-breakpoint
CREATE TRIGGER `directory_counts_category_delete` AFTER DELETE ON `organization_categories` WHEN OLD.`is_listed`
BEGIN
  UPDATE `directory_counts` SET `total` = `total` - 1
  WHERE `category_id` = OLD.`category_id` AND `country_code` IN ('', OLD.`country_code`);
END;--> statement-breakpoint
CREATE TRIGGER `directory_counts_category_update`
AFTER UPDATE OF `is_listed`, `country_code`, `category_id` ON `organization_categories`
WHEN OLD.`is_listed` IS NOT NEW.`is_listed` OR OLD.`country_code` IS NOT NEW.`country_code`
  OR OLD.`category_id` IS NOT NEW.`category_id`
BEGIN
  UPDATE `directory_counts` SET `total` = `total` - 1
  WHERE OLD.`is_listed` AND `category_id` = OLD.`category_id` AND `country_code` IN ('', OLD.`country_code`);
  INSERT OR IGNORE INTO `directory_counts` (`country_code`, `category_id`, `total`)
  VALUES ('', NEW.`category_id`, 0), (NEW.`country_code`, NEW.`category_id`, 0);
  UPDATE `directory_counts` SET `total` = `total` + 1
  WHERE NEW.`is_listed` AND `category_id` = NEW.`category_id` AND `country_code` IN ('', NEW.`country_code`);
END;--> statement-breakpoint
CREATE TRIGGER `job_postings_categories_insert` AFTER INSERT ON `organization_categories`
BEGIN
  UPDATE `job_postings` SET `category_set` = (
    SELECT ',' || group_concat(`category_id`, ',') || ',' FROM `organization_categories`
    WHERE `organization_id` = NEW.`organization_id`
  ) WHERE `organization_id` = NEW.`organization_id`;
END;--> statement-breakpoint
CREATE TRIGGER `job_postings_categories_delete` AFTER DELETE ON `organization_categories`
BEGIN
  UPDATE `job_postings` SET `category_set` = coalesce((
    SELECT ',' || group_concat(`category_id`, ',') || ',' FROM `organization_categories`
    WHERE `organization_id` = OLD.`organization_id`
  ), '') WHERE `organization_id` = OLD.`organization_id`;
END;--> statement-breakpoint
CREATE TRIGGER `job_postings_categories_update` AFTER UPDATE OF `category_id`, `organization_id` ON `organization_categories`
BEGIN
  UPDATE `job_postings` SET `category_set` = coalesce((
    SELECT ',' || group_concat(`c`.`category_id`, ',') || ',' FROM `organization_categories` `c`
    WHERE `c`.`organization_id` = `job_postings`.`organization_id`
  ), '') WHERE `organization_id` IN (OLD.`organization_id`, NEW.`organization_id`);
END;--> statement-breakpoint
CREATE TRIGGER `organizations_category_terms_insert` AFTER INSERT ON `organization_categories`
BEGIN
  UPDATE `organizations` SET `category_terms` = (
    SELECT coalesce(group_concat(lower(hex(`c`.`category_id`)), ' '), '') FROM `organization_categories` `c`
    WHERE `c`.`organization_id` = NEW.`organization_id`
  ) WHERE `id` = NEW.`organization_id`;
END;--> statement-breakpoint
CREATE TRIGGER `organizations_category_terms_delete` AFTER DELETE ON `organization_categories`
BEGIN
  UPDATE `organizations` SET `category_terms` = (
    SELECT coalesce(group_concat(lower(hex(`c`.`category_id`)), ' '), '') FROM `organization_categories` `c`
    WHERE `c`.`organization_id` = OLD.`organization_id`
  ) WHERE `id` = OLD.`organization_id`;
END;--> statement-breakpoint
CREATE TRIGGER `organizations_category_terms_update` AFTER UPDATE OF `category_id`, `organization_id` ON `organization_categories`
BEGIN
  UPDATE `organizations` SET `category_terms` = (
    SELECT coalesce(group_concat(lower(hex(`c`.`category_id`)), ' '), '') FROM `organization_categories` `c`
    WHERE `c`.`organization_id` = `organizations`.`id`
  ) WHERE `id` IN (OLD.`organization_id`, NEW.`organization_id`);
END;
