import { eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "./client";
import { organizationCategories, organizations } from "./schema";

/**
 * Selected with every organization: its category rows as one JSON array, so a page of organizations is one query
 * instead of one for the organizations and one for their categories.
 */
const categoryRowsJson = sql<string>`(select json_group_array(json_array(${organizationCategories.categoryId}, ${organizationCategories.position}, ${organizationCategories.detail}, ${organizationCategories.imageKey})) from ${organizationCategories} where ${organizationCategories.organizationId} = ${organizations.id})`;

export const organizationWithCategories = { ...getTableColumns(organizations), categoryRows: categoryRowsJson };

/** The query of one organization's row with its categories, alone or in a batch. */
export function organizationRow(db: Db, id: string) {
  return db.select(organizationWithCategories).from(organizations).where(eq(organizations.id, id)).limit(1);
}

export type OrganizationRow = Awaited<ReturnType<typeof organizationRow>>[number];
