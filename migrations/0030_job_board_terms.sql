ALTER TABLE `job_postings` ADD `board_terms` text GENERATED ALWAYS AS ('1' || substr(workplace, 1, 2) || ' 2' || substr(employment_type, 1, 2) || ' 3' || substr(seniority, 1, 2) ||
  iif(location_country is null, '', ' 4' || lower(location_country)) ||
  iif(workplace <> 'remote', '', iif(remote_countries = '[]', ' 4any',
    ' 4' || replace(replace(replace(replace(lower(remote_countries), '[', ''), ']', ''), '"', ''), ',', ' 4')))) VIRTUAL;--> statement-breakpoint
-- The board's filters in its full-text index (docs/decisions/0069): a third column, job_postings.board_terms, holds
-- each role's workplace, employment type, seniority and countries as words, so that FTS5 intersects a filter's values
-- (and a search's words with them) instead of the board walking its roles in order to find the few that match.
DROP TRIGGER `job_postings_fts_insert`;
--> statement-breakpoint
DROP TRIGGER `job_postings_fts_delete`;
--> statement-breakpoint
DROP TRIGGER `job_postings_fts_update`;
--> statement-breakpoint
DROP TABLE `job_postings_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `job_postings_fts` USING fts5(
  `title`, `description`, `board_terms`,
  content='job_postings', content_rowid='rowid',
  tokenize='unicode61 remove_diacritics 2', prefix='3 4 5 6 7 8', detail=column
);
--> statement-breakpoint
INSERT INTO `job_postings_fts` (`job_postings_fts`) VALUES ('rebuild');
--> statement-breakpoint
INSERT INTO `job_postings_fts` (`job_postings_fts`) VALUES ('optimize');
--> statement-breakpoint
CREATE TRIGGER `job_postings_fts_insert` AFTER INSERT ON `job_postings`
BEGIN
  INSERT INTO `job_postings_fts` (`rowid`, `title`, `description`, `board_terms`)
  VALUES (NEW.`rowid`, NEW.`title`, NEW.`description`, NEW.`board_terms`);
END;
--> statement-breakpoint
CREATE TRIGGER `job_postings_fts_delete` AFTER DELETE ON `job_postings`
BEGIN
  INSERT INTO `job_postings_fts` (`job_postings_fts`, `rowid`, `title`, `description`, `board_terms`)
  VALUES ('delete', OLD.`rowid`, OLD.`title`, OLD.`description`, OLD.`board_terms`);
END;
--> statement-breakpoint
CREATE TRIGGER `job_postings_fts_update`
AFTER UPDATE OF `title`, `description`, `workplace`, `employment_type`, `seniority`, `location_country`, `remote_countries`
ON `job_postings`
BEGIN
  INSERT INTO `job_postings_fts` (`job_postings_fts`, `rowid`, `title`, `description`, `board_terms`)
  VALUES ('delete', OLD.`rowid`, OLD.`title`, OLD.`description`, OLD.`board_terms`);
  INSERT INTO `job_postings_fts` (`rowid`, `title`, `description`, `board_terms`)
  VALUES (NEW.`rowid`, NEW.`title`, NEW.`description`, NEW.`board_terms`);
END;
