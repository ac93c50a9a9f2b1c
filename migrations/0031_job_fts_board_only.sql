-- The roles' full-text index holds the roles on the board only (docs/decisions/0071): open, listed and not hidden, as
-- the board's partial index does. Closed and expired roles are most of the table as it ages; every reader of the index
-- filters them out, so indexing them made a filter's matches mostly roles no one can see, the index larger, and a
-- broad filter's first matches a poor count. The triggers follow a role onto and off the board.
DROP TRIGGER `job_postings_fts_insert`;--> statement-breakpoint
DROP TRIGGER `job_postings_fts_delete`;--> statement-breakpoint
DROP TRIGGER `job_postings_fts_update`;--> statement-breakpoint
INSERT INTO `job_postings_fts` (`job_postings_fts`) VALUES ('delete-all');--> statement-breakpoint
INSERT INTO `job_postings_fts` (`rowid`, `title`, `description`, `board_terms`)
SELECT `rowid`, `title`, `description`, `board_terms` FROM `job_postings`
WHERE `status` = 'open' AND `is_listed` = 1 AND `hidden_at` IS NULL;--> statement-breakpoint
INSERT INTO `job_postings_fts` (`job_postings_fts`) VALUES ('optimize');--> statement-breakpoint
CREATE TRIGGER `job_postings_fts_insert` AFTER INSERT ON `job_postings`
WHEN NEW.`status` = 'open' AND NEW.`is_listed` = 1 AND NEW.`hidden_at` IS NULL
BEGIN
  INSERT INTO `job_postings_fts` (`rowid`, `title`, `description`, `board_terms`)
  VALUES (NEW.`rowid`, NEW.`title`, NEW.`description`, NEW.`board_terms`);
END;--> statement-breakpoint
CREATE TRIGGER `job_postings_fts_delete` AFTER DELETE ON `job_postings`
WHEN OLD.`status` = 'open' AND OLD.`is_listed` = 1 AND OLD.`hidden_at` IS NULL
BEGIN
  INSERT INTO `job_postings_fts` (`job_postings_fts`, `rowid`, `title`, `description`, `board_terms`)
  VALUES ('delete', OLD.`rowid`, OLD.`title`, OLD.`description`, OLD.`board_terms`);
END;--> statement-breakpoint
-- FTS5 must be told the exact words of a row it holds to remove it, and only of such a row: the old row leaves the
-- index if it was on the board, the new one enters it if it is.
CREATE TRIGGER `job_postings_fts_update`
AFTER UPDATE OF `title`, `description`, `workplace`, `employment_type`, `seniority`, `location_country`,
  `remote_countries`, `status`, `is_listed`, `hidden_at`
ON `job_postings`
BEGIN
  INSERT INTO `job_postings_fts` (`job_postings_fts`, `rowid`, `title`, `description`, `board_terms`)
  SELECT 'delete', OLD.`rowid`, OLD.`title`, OLD.`description`, OLD.`board_terms`
  WHERE OLD.`status` = 'open' AND OLD.`is_listed` = 1 AND OLD.`hidden_at` IS NULL;
  INSERT INTO `job_postings_fts` (`rowid`, `title`, `description`, `board_terms`)
  SELECT NEW.`rowid`, NEW.`title`, NEW.`description`, NEW.`board_terms`
  WHERE NEW.`status` = 'open' AND NEW.`is_listed` = 1 AND NEW.`hidden_at` IS NULL;
END;
