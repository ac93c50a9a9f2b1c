ALTER TABLE `organizations` ADD `explore_rejection_reason` text;--> statement-breakpoint
CREATE INDEX `admin_audit_log_action_time_idx` ON `admin_audit_log` (`action`,`created_at`);--> statement-breakpoint
CREATE INDEX `admin_audit_log_target_time_idx` ON `admin_audit_log` (`target_type`,`target_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `job_runs_time_idx` ON `job_runs` (`started_at`);