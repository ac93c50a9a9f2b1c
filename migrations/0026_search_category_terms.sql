ALTER TABLE `organizations` ADD `category_terms` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Search by category names (docs/decisions/0050): organizations.category_terms holds the organization's categories as
-- words of the full-text index, each the hex of its id (one word whatever the id's spelling), in a column of its own
-- that only category words are looked up in. These triggers keep it in step with organization_categories, whatever
-- code writes; the index's own triggers below follow it like the name and description.
CREATE TRIGGER `organizations_category_terms_insert` AFTER INSERT ON `organization_categories`
BEGIN
  UPDATE `organizations` SET `category_terms` = (
    SELECT coalesce(group_concat(lower(hex(`c`.`category_id`)), ' '), '') FROM `organization_categories` `c`
    WHERE `c`.`organization_id` = NEW.`organization_id`
  ) WHERE `id` = NEW.`organization_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `organizations_category_terms_delete` AFTER DELETE ON `organization_categories`
BEGIN
  UPDATE `organizations` SET `category_terms` = (
    SELECT coalesce(group_concat(lower(hex(`c`.`category_id`)), ' '), '') FROM `organization_categories` `c`
    WHERE `c`.`organization_id` = OLD.`organization_id`
  ) WHERE `id` = OLD.`organization_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `organizations_category_terms_update` AFTER UPDATE OF `category_id`, `organization_id` ON `organization_categories`
BEGIN
  UPDATE `organizations` SET `category_terms` = (
    SELECT coalesce(group_concat(lower(hex(`c`.`category_id`)), ' '), '') FROM `organization_categories` `c`
    WHERE `c`.`organization_id` = `organizations`.`id`
  ) WHERE `id` IN (OLD.`organization_id`, NEW.`organization_id`);
END;
--> statement-breakpoint
UPDATE `organizations` SET `category_terms` = (
  SELECT coalesce(group_concat(lower(hex(`c`.`category_id`)), ' '), '') FROM `organization_categories` `c`
  WHERE `c`.`organization_id` = `organizations`.`id`
);
--> statement-breakpoint
DROP TRIGGER `organizations_fts_insert`;
--> statement-breakpoint
DROP TRIGGER `organizations_fts_delete`;
--> statement-breakpoint
DROP TRIGGER `organizations_fts_update`;
--> statement-breakpoint
DROP TABLE `organizations_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `organizations_fts` USING fts5(
  `name`, `description`, `category_terms`,
  content='organizations', content_rowid='rowid',
  tokenize='unicode61 remove_diacritics 2', prefix='3 4 5 6 7 8'
);
--> statement-breakpoint
INSERT INTO `organizations_fts` (`organizations_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `organizations_fts_insert` AFTER INSERT ON `organizations`
BEGIN
  INSERT INTO `organizations_fts` (`rowid`, `name`, `description`, `category_terms`)
  VALUES (NEW.`rowid`, NEW.`name`, NEW.`description`, NEW.`category_terms`);
END;
--> statement-breakpoint
CREATE TRIGGER `organizations_fts_delete` AFTER DELETE ON `organizations`
BEGIN
  INSERT INTO `organizations_fts` (`organizations_fts`, `rowid`, `name`, `description`, `category_terms`)
  VALUES ('delete', OLD.`rowid`, OLD.`name`, OLD.`description`, OLD.`category_terms`);
END;
--> statement-breakpoint
CREATE TRIGGER `organizations_fts_update` AFTER UPDATE OF `name`, `description`, `category_terms` ON `organizations`
BEGIN
  INSERT INTO `organizations_fts` (`organizations_fts`, `rowid`, `name`, `description`, `category_terms`)
  VALUES ('delete', OLD.`rowid`, OLD.`name`, OLD.`description`, OLD.`category_terms`);
  INSERT INTO `organizations_fts` (`rowid`, `name`, `description`, `category_terms`)
  VALUES (NEW.`rowid`, NEW.`name`, NEW.`description`, NEW.`category_terms`);
END;
