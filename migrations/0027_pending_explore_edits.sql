CREATE TABLE `organization_pending_edits` (
	`organization_id` text PRIMARY KEY NOT NULL,
	`revision` text NOT NULL,
	`content` text NOT NULL,
	`submitted_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`submitted_by`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
