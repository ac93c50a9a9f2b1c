-- organization_categories.country_code, .is_listed and .name mirror the organization's values so that a category
-- filter reads one index range already in list order. The database keeps them in sync, whatever code writes.
CREATE TRIGGER `organization_categories_copy_facts` AFTER INSERT ON `organization_categories`
BEGIN
  UPDATE `organization_categories`
  SET (`country_code`, `is_listed`, `name`) =
    (SELECT `country_code`, `is_listed`, `name` FROM `organizations` WHERE `id` = NEW.`organization_id`)
  WHERE `organization_id` = NEW.`organization_id` AND `category_id` = NEW.`category_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `organizations_sync_category_facts`
AFTER UPDATE OF `name`, `country_code`, `payment_status`, `is_explore_company` ON `organizations`
BEGIN
  UPDATE `organization_categories`
  SET `country_code` = NEW.`country_code`, `is_listed` = NEW.`is_listed`, `name` = NEW.`name`
  WHERE `organization_id` = NEW.`id`;
END;
