ALTER TABLE `organizations` ADD `search_terms` text GENERATED ALWAYS AS (category_terms || ' country' || lower(country_code)) VIRTUAL;--> statement-breakpoint
-- A search in a country (docs/decisions/0067): the full-text index's third column is organizations.search_terms, the
-- category words and the country as one word, so that FTS5 intersects a search's words with the country itself.
DROP TRIGGER `organizations_fts_insert`;
--> statement-breakpoint
DROP TRIGGER `organizations_fts_delete`;
--> statement-breakpoint
DROP TRIGGER `organizations_fts_update`;
--> statement-breakpoint
DROP TABLE `organizations_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `organizations_fts` USING fts5(
  `name`, `description`, `search_terms`,
  content='organizations', content_rowid='rowid',
  tokenize='unicode61 remove_diacritics 2', prefix='3 4 5 6 7 8'
);
--> statement-breakpoint
INSERT INTO `organizations_fts` (`organizations_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `organizations_fts_insert` AFTER INSERT ON `organizations`
BEGIN
  INSERT INTO `organizations_fts` (`rowid`, `name`, `description`, `search_terms`)
  VALUES (NEW.`rowid`, NEW.`name`, NEW.`description`, NEW.`search_terms`);
END;
--> statement-breakpoint
CREATE TRIGGER `organizations_fts_delete` AFTER DELETE ON `organizations`
BEGIN
  INSERT INTO `organizations_fts` (`organizations_fts`, `rowid`, `name`, `description`, `search_terms`)
  VALUES ('delete', OLD.`rowid`, OLD.`name`, OLD.`description`, OLD.`search_terms`);
END;
--> statement-breakpoint
CREATE TRIGGER `organizations_fts_update` AFTER UPDATE OF `name`, `description`, `category_terms`, `country_code` ON `organizations`
BEGIN
  INSERT INTO `organizations_fts` (`organizations_fts`, `rowid`, `name`, `description`, `search_terms`)
  VALUES ('delete', OLD.`rowid`, OLD.`name`, OLD.`description`, OLD.`search_terms`);
  INSERT INTO `organizations_fts` (`rowid`, `name`, `description`, `search_terms`)
  VALUES (NEW.`rowid`, NEW.`name`, NEW.`description`, NEW.`search_terms`);
END;
