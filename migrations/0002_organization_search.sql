-- Full-text search over organization names and descriptions (SQLite FTS5, external content). Triggers keep the index
-- in step with every write; the scheduled "search-index" job checks it and rebuilds it if it ever drifts.
CREATE VIRTUAL TABLE `organizations_fts` USING fts5(
  `name`, `description`,
  content='organizations', content_rowid='rowid',
  tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);
--> statement-breakpoint
CREATE TRIGGER `organizations_fts_insert` AFTER INSERT ON `organizations`
BEGIN
  INSERT INTO `organizations_fts` (`rowid`, `name`, `description`) VALUES (NEW.`rowid`, NEW.`name`, NEW.`description`);
END;
--> statement-breakpoint
CREATE TRIGGER `organizations_fts_delete` AFTER DELETE ON `organizations`
BEGIN
  INSERT INTO `organizations_fts` (`organizations_fts`, `rowid`, `name`, `description`)
  VALUES ('delete', OLD.`rowid`, OLD.`name`, OLD.`description`);
END;
--> statement-breakpoint
CREATE TRIGGER `organizations_fts_update` AFTER UPDATE OF `name`, `description` ON `organizations`
BEGIN
  INSERT INTO `organizations_fts` (`organizations_fts`, `rowid`, `name`, `description`)
  VALUES ('delete', OLD.`rowid`, OLD.`name`, OLD.`description`);
  INSERT INTO `organizations_fts` (`rowid`, `name`, `description`) VALUES (NEW.`rowid`, NEW.`name`, NEW.`description`);
END;
