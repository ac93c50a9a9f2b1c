import { inArray } from "drizzle-orm";
import type { CompareRowDto, ComparisonDto } from "../../../contract/compare";
import type { Db } from "../../db/client";
import { organizationWithCategories } from "../../db/organization-row";
import { organizations } from "../../db/schema";
import { canSeeOrganization } from "../access/permissions";
import { fromRow } from "../organizations/organizations";
import { getReferenceData } from "../reference/reference";

/**
 * Compare: the public organizations among `ids` (at most COMPARE_MAX, validated by contract/compare.ts),
 * in the order asked, and for every category group the categories at least one of them has, each with every
 * organization's detail text. One indexed read of the organizations (their categories come with them) and the memoised
 * catalogue. The same for everyone, whoever asks (so the page is cacheable): an unpaid or hidden organization is
 * "missing", exactly like an unknown id.
 */
export async function compareOrganizations(db: Db, ids: string[]): Promise<ComparisonDto> {
  const [rows, { categories, groups }] = await Promise.all([
    db.select(organizationWithCategories).from(organizations).where(inArray(organizations.id, ids)),
    getReferenceData(db),
  ]);
  const byId = new Map(rows.filter((row) => canSeeOrganization(row, null)).map((row) => [row.id, fromRow(row)]));
  const shown = ids.flatMap((id) => byId.get(id) ?? []);
  const rowsByGroup = new Map<string, CompareRowDto[]>();
  for (const category of categories) {
    if (!shown.some((org) => org.categoryIds.includes(category.id))) continue;
    const cells = shown.map((org) =>
      org.categoryIds.includes(category.id) ? (org.categoriesDetails[category.id] ?? "") : null,
    );
    const row = { id: category.id, name: category.name, emoji: category.emoji, cells };
    rowsByGroup.set(category.groupId, [...(rowsByGroup.get(category.groupId) ?? []), row]);
  }
  return {
    organizations: shown.map(({ id, name, logo, location, country }) => ({ id, name, logo, location, country })),
    groups: groups.flatMap((group) => {
      const groupRows = rowsByGroup.get(group.id);
      return groupRows ? [{ id: group.id, name: group.name, emoji: group.emoji, rows: groupRows }] : [];
    }),
    missing: ids.filter((id) => !byId.has(id)),
  };
}
