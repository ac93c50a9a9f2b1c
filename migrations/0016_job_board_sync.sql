-- A posting carries copies of its organization's facts, so the board filters on the posting's own row: whether the
-- organization is listed (job_postings.is_listed) and every category it has (job_postings.category_set, ",a,b,").
-- The database keeps them in step, whatever code writes.
CREATE TRIGGER `job_postings_copy_facts` AFTER INSERT ON `job_postings`
BEGIN
  UPDATE `job_postings` SET
    `is_listed` = (SELECT `is_listed` FROM `organizations` WHERE `id` = NEW.`organization_id`),
    `category_set` = coalesce((
      SELECT ',' || group_concat(`category_id`, ',') || ',' FROM `organization_categories`
      WHERE `organization_id` = NEW.`organization_id`
    ), '')
  WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `job_postings_follow_listing`
AFTER UPDATE OF `payment_status`, `is_explore_company` ON `organizations`
WHEN OLD.`is_listed` IS NOT NEW.`is_listed`
BEGIN
  UPDATE `job_postings` SET `is_listed` = NEW.`is_listed` WHERE `organization_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `job_postings_categories_insert` AFTER INSERT ON `organization_categories`
BEGIN
  UPDATE `job_postings` SET `category_set` = (
    SELECT ',' || group_concat(`category_id`, ',') || ',' FROM `organization_categories`
    WHERE `organization_id` = NEW.`organization_id`
  ) WHERE `organization_id` = NEW.`organization_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `job_postings_categories_delete` AFTER DELETE ON `organization_categories`
BEGIN
  UPDATE `job_postings` SET `category_set` = coalesce((
    SELECT ',' || group_concat(`category_id`, ',') || ',' FROM `organization_categories`
    WHERE `organization_id` = OLD.`organization_id`
  ), '') WHERE `organization_id` = OLD.`organization_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `job_postings_categories_update` AFTER UPDATE OF `category_id`, `organization_id` ON `organization_categories`
BEGIN
  UPDATE `job_postings` SET `category_set` = coalesce((
    SELECT ',' || group_concat(`c`.`category_id`, ',') || ',' FROM `organization_categories` `c`
    WHERE `c`.`organization_id` = `job_postings`.`organization_id`
  ), '') WHERE `organization_id` IN (OLD.`organization_id`, NEW.`organization_id`);
END;
--> statement-breakpoint
-- Full-text search over a posting's title and description, as the directory's (prefixes of 3 to 8 characters).
CREATE VIRTUAL TABLE `job_postings_fts` USING fts5(
  `title`, `description`,
  content='job_postings', content_rowid='rowid',
  tokenize='unicode61 remove_diacritics 2', prefix='3 4 5 6 7 8'
);
--> statement-breakpoint
CREATE TRIGGER `job_postings_fts_insert` AFTER INSERT ON `job_postings`
BEGIN
  INSERT INTO `job_postings_fts` (`rowid`, `title`, `description`) VALUES (NEW.`rowid`, NEW.`title`, NEW.`description`);
END;
--> statement-breakpoint
CREATE TRIGGER `job_postings_fts_delete` AFTER DELETE ON `job_postings`
BEGIN
  INSERT INTO `job_postings_fts` (`job_postings_fts`, `rowid`, `title`, `description`)
  VALUES ('delete', OLD.`rowid`, OLD.`title`, OLD.`description`);
END;
--> statement-breakpoint
CREATE TRIGGER `job_postings_fts_update` AFTER UPDATE OF `title`, `description` ON `job_postings`
BEGIN
  INSERT INTO `job_postings_fts` (`job_postings_fts`, `rowid`, `title`, `description`)
  VALUES ('delete', OLD.`rowid`, OLD.`title`, OLD.`description`);
  INSERT INTO `job_postings_fts` (`rowid`, `title`, `description`) VALUES (NEW.`rowid`, NEW.`title`, NEW.`description`);
END;
