ALTER TABLE `job_postings` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX `job_postings_hidden_idx` ON `job_postings` (`hidden_at`);