ALTER TABLE `checkout_sessions` ADD `outcome` text;--> statement-breakpoint
ALTER TABLE `checkout_sessions` ADD `fulfilment_id` text;--> statement-breakpoint
-- Hand-written: completed checkouts get the outcome they had, and of a person's open checkouts for one organization
-- only the newest stays open, so that the unique index below can be built.
UPDATE `checkout_sessions` SET `outcome` = CASE WHEN EXISTS (SELECT 1 FROM `claims` WHERE `claims`.`checkout_session_id` = `checkout_sessions`.`id` AND `claims`.`status` = 'refused') THEN 'refused' ELSE 'fulfilled' END WHERE `status` = 'complete';--> statement-breakpoint
UPDATE `checkout_sessions` SET `status` = 'expired' WHERE `status` = 'open' AND `rowid` NOT IN (SELECT max(`rowid`) FROM `checkout_sessions` WHERE `status` = 'open' GROUP BY `organization_id`, `user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `checkout_sessions_one_open_idx` ON `checkout_sessions` (`organization_id`,`user_id`) WHERE status = 'open';
