CREATE INDEX `session_expires_idx` ON `session` (`expires_at`);--> statement-breakpoint
CREATE INDEX `user_guest_idle_idx` ON `user` (`is_anonymous`,`updated_at`);