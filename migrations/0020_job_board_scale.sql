CREATE TABLE `job_board_counts` (
	`facet` text NOT NULL,
	`value` text NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`facet`, `value`)
);
--> statement-breakpoint
DROP INDEX `job_postings_board_idx`;--> statement-breakpoint
CREATE INDEX `job_postings_open_board_idx` ON `job_postings` (`posted_at`,`id`,`expires_at`,`workplace`,`employment_type`,`seniority`,`location_country`,`salary_currency`,`salary_period`,`salary_max`,`remote_countries`,`category_set`,`status`,`is_listed`,`hidden_at`) WHERE status = 'open' and is_listed = 1 and hidden_at is null;
--> statement-breakpoint
-- job_board_counts: how many roles are on the board (open, listed, not hidden), in all and per category, workplace,
-- employment type and seniority. These triggers keep it in step with every write, whatever code writes (the copy
-- triggers of migration 0016 update is_listed and category_set, which fires the update triggers). A change takes
-- the old row's share away and adds the new row's.
CREATE TRIGGER `job_board_counts_insert` AFTER INSERT ON `job_postings` WHEN NEW.`status` = 'open' AND NEW.`is_listed` AND NEW.`hidden_at` IS NULL
BEGIN
  INSERT INTO `job_board_counts` (`facet`, `value`, `total`)
  SELECT * FROM (
    SELECT '', '', 1
    UNION ALL SELECT 'workplace', NEW.`workplace`, 1
    UNION ALL SELECT 'type', NEW.`employment_type`, 1
    UNION ALL SELECT 'seniority', NEW.`seniority`, 1
    UNION ALL SELECT 'category', `value`, 1
    FROM json_each('["' || replace(trim(NEW.`category_set`, ','), ',', '","') || '"]') WHERE NEW.`category_set` <> ''
  ) WHERE true
  ON CONFLICT (`facet`, `value`) DO UPDATE SET `total` = `total` + excluded.`total`;
END;
--> statement-breakpoint
CREATE TRIGGER `job_board_counts_delete` AFTER DELETE ON `job_postings` WHEN OLD.`status` = 'open' AND OLD.`is_listed` AND OLD.`hidden_at` IS NULL
BEGIN
  INSERT INTO `job_board_counts` (`facet`, `value`, `total`)
  SELECT * FROM (
    SELECT '', '', -1
    UNION ALL SELECT 'workplace', OLD.`workplace`, -1
    UNION ALL SELECT 'type', OLD.`employment_type`, -1
    UNION ALL SELECT 'seniority', OLD.`seniority`, -1
    UNION ALL SELECT 'category', `value`, -1
    FROM json_each('["' || replace(trim(OLD.`category_set`, ','), ',', '","') || '"]') WHERE OLD.`category_set` <> ''
  ) WHERE true
  ON CONFLICT (`facet`, `value`) DO UPDATE SET `total` = `total` + excluded.`total`;
END;
--> statement-breakpoint
CREATE TRIGGER `job_board_counts_update_old` AFTER UPDATE OF `status`, `is_listed`, `hidden_at`, `workplace`, `employment_type`, `seniority`, `category_set` ON `job_postings`
WHEN OLD.`status` = 'open' AND OLD.`is_listed` AND OLD.`hidden_at` IS NULL
BEGIN
  INSERT INTO `job_board_counts` (`facet`, `value`, `total`)
  SELECT * FROM (
    SELECT '', '', -1
    UNION ALL SELECT 'workplace', OLD.`workplace`, -1
    UNION ALL SELECT 'type', OLD.`employment_type`, -1
    UNION ALL SELECT 'seniority', OLD.`seniority`, -1
    UNION ALL SELECT 'category', `value`, -1
    FROM json_each('["' || replace(trim(OLD.`category_set`, ','), ',', '","') || '"]') WHERE OLD.`category_set` <> ''
  ) WHERE true
  ON CONFLICT (`facet`, `value`) DO UPDATE SET `total` = `total` + excluded.`total`;
END;
--> statement-breakpoint
CREATE TRIGGER `job_board_counts_update_new` AFTER UPDATE OF `status`, `is_listed`, `hidden_at`, `workplace`, `employment_type`, `seniority`, `category_set` ON `job_postings`
WHEN NEW.`status` = 'open' AND NEW.`is_listed` AND NEW.`hidden_at` IS NULL
BEGIN
  INSERT INTO `job_board_counts` (`facet`, `value`, `total`)
  SELECT * FROM (
    SELECT '', '', 1
    UNION ALL SELECT 'workplace', NEW.`workplace`, 1
    UNION ALL SELECT 'type', NEW.`employment_type`, 1
    UNION ALL SELECT 'seniority', NEW.`seniority`, 1
    UNION ALL SELECT 'category', `value`, 1
    FROM json_each('["' || replace(trim(NEW.`category_set`, ','), ',', '","') || '"]') WHERE NEW.`category_set` <> ''
  ) WHERE true
  ON CONFLICT (`facet`, `value`) DO UPDATE SET `total` = `total` + excluded.`total`;
END;
--> statement-breakpoint
-- The roles there already, counted once.
INSERT INTO `job_board_counts` (`facet`, `value`, `total`)
SELECT '', '', count(*) FROM `job_postings` WHERE status = 'open' and is_listed = 1 and hidden_at is null
UNION ALL SELECT 'workplace', `workplace`, count(*) FROM `job_postings` WHERE status = 'open' and is_listed = 1 and hidden_at is null GROUP BY `workplace`
UNION ALL SELECT 'type', `employment_type`, count(*) FROM `job_postings` WHERE status = 'open' and is_listed = 1 and hidden_at is null GROUP BY `employment_type`
UNION ALL SELECT 'seniority', `seniority`, count(*) FROM `job_postings` WHERE status = 'open' and is_listed = 1 and hidden_at is null GROUP BY `seniority`;
--> statement-breakpoint
INSERT INTO `job_board_counts` (`facet`, `value`, `total`)
SELECT 'category', c.value, count(*) FROM `job_postings`, json_each('["' || replace(trim(`category_set`, ','), ',', '","') || '"]') c
WHERE status = 'open' and is_listed = 1 and hidden_at is null AND `category_set` <> '' GROUP BY c.value;
