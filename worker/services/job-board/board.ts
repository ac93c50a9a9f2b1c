import { and, count, desc, eq, gt, isNull, like, lt, or, type SQL, sql } from "drizzle-orm";
import { integer, sqliteTable } from "drizzle-orm/sqlite-core";
import { message } from "../../../contract/errors";
import {
  type BoardCardDto,
  type BoardFacets,
  type BoardQuery,
  EMPLOYMENT_TYPES,
  SENIORITIES,
  WORKPLACES,
} from "../../../contract/job-board";
import type { Db } from "../../db/client";
import { type JobPosting, jobPostings, organizationCategories, organizations } from "../../db/schema";
import { invalid } from "../../platform/errors";
import { imageUrl } from "../../platform/image-urls";
import { base64url, fromBase64url } from "../../platform/signing";
import { toFtsQuery } from "../directory/directory-search";

/** Roles on one page of the board. */
export const BOARD_PAGE_SIZE = 20;

/** The full-text index of postings (migration 0016), for joins: not in the drizzle schema, which would create it. */
const postingsFts = sqliteTable("job_postings_fts", { rowid: integer("rowid").notNull() });

/** Where the board goes on: after the last role shown, in board order (newest first). */
type BoardCursor = { postedAt: number; id: string };

function encodeCursor(posting: Pick<JobPosting, "postedAt" | "id">): string {
  return base64url(new TextEncoder().encode(JSON.stringify([posting.postedAt.getTime(), posting.id])));
}

function decodeCursor(cursor: string): BoardCursor {
  const bytes = fromBase64url(cursor);
  try {
    const [postedAt, id] = JSON.parse(new TextDecoder().decode(bytes ?? new Uint8Array())) as unknown[];
    if (typeof postedAt === "number" && Number.isInteger(postedAt) && typeof id === "string") return { postedAt, id };
  } catch {}
  throw invalid(message("request.invalidCursor"));
}

/** Every filter but the page: the roles that are open now and match (also what a saved job search's alerts match). */
export function matching(filters: BoardQuery, now: Date): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(jobPostings.status, "open"),
    eq(jobPostings.isListed, true),
    gt(jobPostings.expiresAt, now),
    isNull(jobPostings.hiddenAt),
    ...filters.categories.map((category) => like(jobPostings.categorySet, `%,${category},%`)),
  ];
  if (filters.country) {
    // An office in the country, or remote from anywhere or from a list that names it.
    conditions.push(
      or(
        eq(jobPostings.locationCountry, filters.country),
        and(
          eq(jobPostings.workplace, "remote"),
          or(
            eq(sql`${jobPostings.remoteCountries}`, "[]"),
            like(jobPostings.remoteCountries, `%"${filters.country}"%`),
          ),
        ),
      ),
    );
  }
  if (filters.workplace) conditions.push(eq(jobPostings.workplace, filters.workplace));
  if (filters.type) conditions.push(eq(jobPostings.employmentType, filters.type));
  if (filters.seniority) conditions.push(eq(jobPostings.seniority, filters.seniority));
  if (filters.salary !== undefined) {
    conditions.push(
      eq(jobPostings.salaryCurrency, filters.currency),
      eq(jobPostings.salaryPeriod, filters.period),
      sql`${jobPostings.salaryMax} >= ${filters.salary}`,
    );
  }
  if (filters.q !== undefined) {
    const fts = toFtsQuery(filters.q);
    conditions.push(
      fts
        ? sql`${jobPostings}.rowid in (select ${postingsFts.rowid} from ${postingsFts} where ${postingsFts} match ${fts})`
        : sql`0`,
    );
  }
  return and(...conditions)!;
}

const cardColumns = {
  id: jobPostings.id,
  title: jobPostings.title,
  employmentType: jobPostings.employmentType,
  seniority: jobPostings.seniority,
  workplace: jobPostings.workplace,
  remoteCountries: jobPostings.remoteCountries,
  locationCity: jobPostings.locationCity,
  locationCountry: jobPostings.locationCountry,
  salaryMin: jobPostings.salaryMin,
  salaryMax: jobPostings.salaryMax,
  salaryCurrency: jobPostings.salaryCurrency,
  salaryPeriod: jobPostings.salaryPeriod,
  postedAt: jobPostings.postedAt,
  organizationId: jobPostings.organizationId,
  organizationName: organizations.name,
  organizationLogoKey: organizations.logoKey,
};

/** Open roles with what a card shows of their organization. */
const cards = (db: Db) =>
  db.select(cardColumns).from(jobPostings).innerJoin(organizations, eq(organizations.id, jobPostings.organizationId));

type CardRow = Awaited<ReturnType<typeof cards>>[number];

function toCard(row: CardRow): BoardCardDto {
  const { organizationId, organizationName, organizationLogoKey, ...posting } = row;
  return {
    ...posting,
    postedAt: posting.postedAt.toISOString(),
    organization: { id: organizationId, name: organizationName, logoUrl: imageUrl(organizationLogoKey) },
  };
}

const tally = (rows: { value: string; total: number }[], values: readonly string[]) =>
  Object.fromEntries(values.map((value) => [value, rows.find((row) => row.value === value)?.total ?? 0]));

/**
 * One page of the board, newest first, with the total of matching roles and facet counts (how many of them each
 * category, workplace, employment type and seniority holds) on the first page.
 */
export async function listBoard(db: Db, filters: BoardQuery, now = new Date(), limit = BOARD_PAGE_SIZE) {
  const where = matching(filters, now);
  const after = filters.cursor ? decodeCursor(filters.cursor) : null;
  const page = cards(db)
    .where(
      after
        ? and(
            where,
            or(
              lt(jobPostings.postedAt, new Date(after.postedAt)),
              and(eq(jobPostings.postedAt, new Date(after.postedAt)), lt(jobPostings.id, after.id)),
            ),
          )
        : where,
    )
    .orderBy(desc(jobPostings.postedAt), desc(jobPostings.id))
    .limit(limit + 1);
  if (after) {
    const rows = await page;
    return { postings: rows.slice(0, limit).map(toCard), nextCursor: nextOf(rows, limit), total: null, facets: null };
  }
  const byColumn = (
    column: typeof jobPostings.workplace | typeof jobPostings.employmentType | typeof jobPostings.seniority,
  ) =>
    db
      .select({ value: sql<string>`${column}`, total: count() })
      .from(jobPostings)
      .where(where)
      .groupBy(column);
  const [rows, [totalRow], categories, workplace, type, seniority] = await db.batch([
    page,
    db.select({ total: count() }).from(jobPostings).where(where),
    db
      .select({ value: organizationCategories.categoryId, total: count() })
      .from(jobPostings)
      .innerJoin(organizationCategories, eq(organizationCategories.organizationId, jobPostings.organizationId))
      .where(where)
      .groupBy(organizationCategories.categoryId),
    byColumn(jobPostings.workplace),
    byColumn(jobPostings.employmentType),
    byColumn(jobPostings.seniority),
  ]);
  return {
    postings: rows.slice(0, limit).map(toCard),
    nextCursor: nextOf(rows, limit),
    total: totalRow?.total ?? 0,
    facets: {
      categories: Object.fromEntries(categories.map((row) => [row.value, row.total])),
      workplace: tally(workplace, WORKPLACES),
      type: tally(type, EMPLOYMENT_TYPES),
      seniority: tally(seniority, SENIORITIES),
    } satisfies BoardFacets,
  };
}

function nextOf(rows: CardRow[], limit: number): string | null {
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return last ? encodeCursor(last) : null;
}
