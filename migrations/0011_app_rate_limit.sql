CREATE TABLE `app_rate_limit` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`started_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `app_rate_limit_expires_idx` ON `app_rate_limit` (`expires_at`);--> statement-breakpoint
-- The app's counters lived in better-auth's table under an "app:" prefix; they are short-lived and start afresh here.
DELETE FROM `rate_limit` WHERE `key` LIKE 'app:%';
