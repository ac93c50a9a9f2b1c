-- The "New Profile" placeholder goes as soon as an organization has a real category: remove it where one was chosen
-- beside it. The triggers on organization_categories keep the category sets and the directory counts in step.
DELETE FROM `organization_categories`
WHERE `category_id` = 'default_category'
  AND EXISTS (
    SELECT 1 FROM `organization_categories` `other`
    WHERE `other`.`organization_id` = `organization_categories`.`organization_id`
      AND `other`.`category_id` <> 'default_category'
  );--> statement-breakpoint
-- Nor is it a city's topic.
UPDATE `cities` SET `topic_ids` = (
  SELECT coalesce(json_group_array(`value`), '[]') FROM json_each(`cities`.`topic_ids`) WHERE `value` <> 'default_category'
)
WHERE EXISTS (SELECT 1 FROM json_each(`cities`.`topic_ids`) WHERE `value` = 'default_category');
