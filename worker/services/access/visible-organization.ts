import type { Db } from "../../db/client";
import { type OrganizationRow, organizationRow } from "../../db/organization-row";
import { requireVisibleOrganization, type Viewer } from "./permissions";

/**
 * The organization with its category rows, as stored, when this viewer may see it; 404 otherwise, as for an id that
 * does not exist. The one read every request about one organization starts from, reads and writes alike.
 */
export async function loadVisibleOrganization(db: Db, id: string, viewer: Viewer | null): Promise<OrganizationRow> {
  const [row] = await organizationRow(db, id);
  return requireVisibleOrganization(row, id, viewer);
}
