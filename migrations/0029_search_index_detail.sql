-- The full-text indexes keep only what the searches read (docs/decisions/0068): every search is words and prefixes,
-- each one token and never a phrase of several, so the indexes keep in which column a word is, not where in it. Every
-- prefix length stays; each index is rebuilt and merged into one segment, as fast to read as the one it replaces. The
-- triggers of migrations 0016 and 0028 write to the indexes by name and go on working.
DROP TABLE `job_postings_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `job_postings_fts` USING fts5(
  `title`, `description`,
  content='job_postings', content_rowid='rowid',
  tokenize='unicode61 remove_diacritics 2', prefix='3 4 5 6 7 8', detail=column
);
--> statement-breakpoint
INSERT INTO `job_postings_fts` (`job_postings_fts`) VALUES ('rebuild');
--> statement-breakpoint
INSERT INTO `job_postings_fts` (`job_postings_fts`) VALUES ('optimize');
--> statement-breakpoint
DROP TABLE `organizations_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `organizations_fts` USING fts5(
  `name`, `description`, `search_terms`,
  content='organizations', content_rowid='rowid',
  tokenize='unicode61 remove_diacritics 2', prefix='3 4 5 6 7 8', detail=column
);
--> statement-breakpoint
INSERT INTO `organizations_fts` (`organizations_fts`) VALUES ('rebuild');
--> statement-breakpoint
INSERT INTO `organizations_fts` (`organizations_fts`) VALUES ('optimize');
