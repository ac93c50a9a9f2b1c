CREATE INDEX `organization_categories_image_key_idx` ON `organization_categories` (`image_key`) WHERE image_key is not null;--> statement-breakpoint
CREATE INDEX `organizations_logo_key_idx` ON `organizations` (`logo_key`) WHERE logo_key is not null;--> statement-breakpoint
CREATE INDEX `organizations_banner_key_idx` ON `organizations` (`banner_key`) WHERE banner_key is not null;--> statement-breakpoint
CREATE INDEX `cities_hero_image_key_idx` ON `cities` (`hero_image_key`) WHERE hero_image_key is not null;