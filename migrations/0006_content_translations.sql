-- Reference data and city guides in other languages (issue #14, docs/decisions/0022): one row per entity, language
-- and field. The seed writes the Spanish ones; an entity without a row shows its English text.
CREATE TABLE `content_translations` (
	`entity_type` text NOT NULL,
	`entity_id` text NOT NULL,
	`locale` text NOT NULL,
	`field` text NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`entity_type`, `locale`, `entity_id`, `field`)
);
