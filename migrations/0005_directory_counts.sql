CREATE TABLE `directory_counts` (
	`country_code` text NOT NULL,
	`category_id` text NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`country_code`, `category_id`)
);
--> statement-breakpoint
DROP INDEX `organization_categories_filter_idx`;--> statement-breakpoint
DROP INDEX `organization_categories_country_filter_idx`;--> statement-breakpoint
ALTER TABLE `organization_categories` ADD `category_set` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `organization_categories` SET `category_set` = (
  SELECT ',' || group_concat(`c`.`category_id`, ',') || ',' FROM `organization_categories` `c`
  WHERE `c`.`organization_id` = `organization_categories`.`organization_id`
);--> statement-breakpoint
CREATE INDEX `organization_categories_filter_idx` ON `organization_categories` (`category_id`,`is_listed`,`name`,`organization_id`,`category_set`);--> statement-breakpoint
CREATE INDEX `organization_categories_country_filter_idx` ON `organization_categories` (`category_id`,`is_listed`,`country_code`,`name`,`organization_id`,`category_set`);--> statement-breakpoint
-- category_set holds every category of the organization on each of its rows (",a,b,"), so a filter by several
-- categories checks them on the filter index's entries. Kept in step with every insert, delete or change of a row.
CREATE TRIGGER `organization_categories_set_insert` AFTER INSERT ON `organization_categories`
BEGIN
  UPDATE `organization_categories` SET `category_set` = (
    SELECT ',' || group_concat(`c`.`category_id`, ',') || ',' FROM `organization_categories` `c`
    WHERE `c`.`organization_id` = NEW.`organization_id`
  ) WHERE `organization_id` = NEW.`organization_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `organization_categories_set_delete` AFTER DELETE ON `organization_categories`
BEGIN
  UPDATE `organization_categories` SET `category_set` = (
    SELECT ',' || group_concat(`c`.`category_id`, ',') || ',' FROM `organization_categories` `c`
    WHERE `c`.`organization_id` = OLD.`organization_id`
  ) WHERE `organization_id` = OLD.`organization_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `organization_categories_set_update` AFTER UPDATE OF `category_id`, `organization_id` ON `organization_categories`
BEGIN
  UPDATE `organization_categories` SET `category_set` = (
    SELECT ',' || group_concat(`c`.`category_id`, ',') || ',' FROM `organization_categories` `c`
    WHERE `c`.`organization_id` = `organization_categories`.`organization_id`
  ) WHERE `organization_id` IN (OLD.`organization_id`, NEW.`organization_id`);
END;
--> statement-breakpoint
-- directory_counts holds, per country ('' = all) and category ('' = none: the organization total), how many listed
-- organizations there are. These triggers keep it in step with every write, whatever code writes; the rows for
-- categories follow organization_categories' copies of is_listed and country_code (migration 0001), so a category
-- row is counted once it is listed, however it got there (insert, the copy trigger, a later change).
CREATE TRIGGER `directory_counts_organization_insert` AFTER INSERT ON `organizations` WHEN NEW.`is_listed`
BEGIN
  INSERT OR IGNORE INTO `directory_counts` (`country_code`, `category_id`, `total`) VALUES ('', '', 0), (NEW.`country_code`, '', 0);
  UPDATE `directory_counts` SET `total` = `total` + 1 WHERE `category_id` = '' AND `country_code` IN ('', NEW.`country_code`);
END;
--> statement-breakpoint
CREATE TRIGGER `directory_counts_organization_delete` AFTER DELETE ON `organizations` WHEN OLD.`is_listed`
BEGIN
  UPDATE `directory_counts` SET `total` = `total` - 1 WHERE `category_id` = '' AND `country_code` IN ('', OLD.`country_code`);
END;
--> statement-breakpoint
CREATE TRIGGER `directory_counts_organization_update`
AFTER UPDATE OF `country_code`, `payment_status`, `is_explore_company` ON `organizations`
WHEN OLD.`is_listed` IS NOT NEW.`is_listed` OR OLD.`country_code` IS NOT NEW.`country_code`
BEGIN
  UPDATE `directory_counts` SET `total` = `total` - 1
  WHERE OLD.`is_listed` AND `category_id` = '' AND `country_code` IN ('', OLD.`country_code`);
  INSERT OR IGNORE INTO `directory_counts` (`country_code`, `category_id`, `total`) VALUES ('', '', 0), (NEW.`country_code`, '', 0);
  UPDATE `directory_counts` SET `total` = `total` + 1
  WHERE NEW.`is_listed` AND `category_id` = '' AND `country_code` IN ('', NEW.`country_code`);
END;
--> statement-breakpoint
CREATE TRIGGER `directory_counts_category_insert` AFTER INSERT ON `organization_categories` WHEN NEW.`is_listed`
BEGIN
  INSERT OR IGNORE INTO `directory_counts` (`country_code`, `category_id`, `total`)
  VALUES ('', NEW.`category_id`, 0), (NEW.`country_code`, NEW.`category_id`, 0);
  UPDATE `directory_counts` SET `total` = `total` + 1
  WHERE `category_id` = NEW.`category_id` AND `country_code` IN ('', NEW.`country_code`);
END;
--> statement-breakpoint
CREATE TRIGGER `directory_counts_category_delete` AFTER DELETE ON `organization_categories` WHEN OLD.`is_listed`
BEGIN
  UPDATE `directory_counts` SET `total` = `total` - 1
  WHERE `category_id` = OLD.`category_id` AND `country_code` IN ('', OLD.`country_code`);
END;
--> statement-breakpoint
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
END;
--> statement-breakpoint
-- Counts of the rows already there (scripts/seed-scale.ts runs the same two statements after a bulk load).
INSERT INTO `directory_counts` (`country_code`, `category_id`, `total`)
SELECT '', '', count(*) FROM `organizations` WHERE `is_listed`
UNION ALL SELECT `country_code`, '', count(*) FROM `organizations` WHERE `is_listed` GROUP BY `country_code`;
--> statement-breakpoint
INSERT INTO `directory_counts` (`country_code`, `category_id`, `total`)
SELECT '', `category_id`, count(*) FROM `organization_categories` WHERE `is_listed` GROUP BY `category_id`
UNION ALL SELECT `country_code`, `category_id`, count(*) FROM `organization_categories` WHERE `is_listed` GROUP BY `country_code`, `category_id`;
--> statement-breakpoint
CREATE INDEX `organizations_sitemap_idx` ON `organizations` (`id`,`updated_at`) WHERE is_listed = 1;
