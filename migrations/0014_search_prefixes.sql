-- The full-text index keeps every prefix length a search uses (3 to 8 characters): a prefix is then one lookup of the
-- index, however many words share it, instead of a merge of every matching word's list of organizations. The
-- triggers of migration 0002 write to the index by name and go on working with the new table.
DROP TABLE `organizations_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `organizations_fts` USING fts5(
  `name`, `description`,
  content='organizations', content_rowid='rowid',
  tokenize='unicode61 remove_diacritics 2', prefix='3 4 5 6 7 8'
);
--> statement-breakpoint
INSERT INTO `organizations_fts` (`organizations_fts`) VALUES ('rebuild');
