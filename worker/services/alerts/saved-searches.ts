import { and, asc, count, desc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { directorySearch } from "../../../contract/directory-url";
import { message } from "../../../contract/errors";
import { DIGEST_MAX_ORGANIZATIONS, MAX_SAVED_SEARCHES } from "../../../contract/limits";
import { type Locale, localizePath } from "../../../contract/locale";
import {
  jobBoardSearch,
  type SavedSearchDto,
  type SavedSearchInput,
  type SavedSearchUpdate,
} from "../../../contract/saved-searches";
import type { Db } from "../../db/client";
import { organizations, type SavedSearch, savedSearches, user } from "../../db/schema";
import { savedSearchDigestEmail } from "../../platform/email";
import type { Config } from "../../platform/env";
import { conflict, invalid, notFound } from "../../platform/errors";
import { unsubscribeLinks as links, mailOut } from "../../platform/mail-out";
import type { Viewer } from "../access/permissions";
import { hasCategory } from "../directory/directory-queries";
import { type CategoryNames, matchesText } from "../directory/directory-search";
import { getCatalogue } from "../reference/catalogue";
import { getReferenceData } from "../reference/reference";
import { countryName, getReferenceTranslations, translateCategory } from "../reference/translations";
import { jobFilterChips, jobFiltersOf, newRolesQuery, roleDigestItem } from "./job-alerts";

/**
 * Saved searches with daily alerts: a person's named filters of the directory or of the job board, and a digest of
 * the organizations newly listed (or the roles first posted) that match them. Only their owner reads or changes them (anyone else's id is "not
 * found"); the unsubscribe link of a digest needs no sign-in, as it carries a signature of the search's id.
 */

const filtersOf = (row: Pick<SavedSearch, "countryCode" | "categoryIds" | "query">) => ({
  country: row.countryCode ?? undefined,
  categories: row.categoryIds,
  q: row.query ?? undefined,
});

/** The page a search searches, and its query string there. */
const placeOf = (row: SavedSearch) =>
  row.kind === "jobs"
    ? { page: "/jobs" as const, search: jobBoardSearch(jobFiltersOf(row)) }
    : { page: "/" as const, search: directorySearch(filtersOf(row)) };

export function toSavedSearchDto(row: SavedSearch): SavedSearchDto {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    country: row.countryCode,
    categories: row.categoryIds,
    q: row.query,
    locale: row.locale,
    alerts: row.alerts,
    createdAt: row.createdAt.toISOString(),
    workplace: row.workplace,
    type: row.employmentType,
    seniority: row.seniority,
    salary: row.salary,
    currency: row.salary === null ? null : row.salaryCurrency,
    period: row.salary === null ? null : row.salaryPeriod,
    ...placeOf(row),
  };
}

export async function listSavedSearches(db: Db, viewer: Viewer): Promise<SavedSearchDto[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, viewer.id))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(toSavedSearchDto);
}

/**
 * The dashboard's list: each search with its filters as the directory's chips read them (the catalogue's names, in
 * the page's language, and flags) and its directory URL in the language it was saved in.
 */
export async function listSavedSearchViews(db: Db, viewer: Viewer, locale: Locale = "en") {
  const [rows, { categories, countries }, translations] = await Promise.all([
    db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, viewer.id))
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id)),
    getReferenceData(db),
    getReferenceTranslations(db, locale),
  ]);
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const countryByCode = new Map(countries.map((country) => [country.code, country]));
  return rows.map((row) => {
    const { id, name, alerts, kind, query: q, countryCode: country, categoryIds: ids } = row;
    const { page, search } = placeOf(row);
    const place = country ? countryByCode.get(country) : undefined;
    const filters = [
      ...(q ? [`“${q}”`] : []),
      ...(country ? [place ? `${place.flagEmoji} ${countryName(place.code, place.name, locale)}` : country] : []),
      ...ids.map((categoryId) => {
        const category = categoryById.get(categoryId);
        return category ? `${category.emoji} ${translateCategory(category, translations).name}` : categoryId;
      }),
      ...(kind === "jobs" ? jobFilterChips(row, locale) : []),
    ];
    const url = localizePath(`${page}${search}`, row.locale);
    return { id, name, alerts, kind, createdAt: row.createdAt.toISOString(), filters, url };
  });
}

/**
 * Saves the filters under a name. Categories must be the catalogue's; a person keeps at most MAX_SAVED_SEARCHES, and
 * the same filters once. Both hold under concurrent saves too: the database keeps (person, filters) unique, and a save
 * that finds the person over the limit once it is written takes itself back. Its digest starts with what is listed
 * from now on.
 */
export async function createSavedSearch(
  db: Db,
  viewer: Viewer,
  given: Omit<SavedSearchInput, "kind" | "currency" | "period"> & Partial<SavedSearchInput>,
  now = new Date(),
): Promise<SavedSearchDto> {
  const input = { kind: "organizations" as const, currency: "USD" as const, period: "year" as const, ...given };
  const categoryIds = [...input.categories].sort();
  const jobs = input.kind === "jobs";
  // A job board search's key starts with its page, so the same words saved for both pages are two searches.
  const filtersKey = jobs
    ? `/jobs${jobBoardSearch({ ...input, categories: categoryIds })}`
    : directorySearch({ country: input.country, categories: categoryIds, q: input.q });
  const [{ categories }, own] = await Promise.all([
    getReferenceData(db),
    db.select({ filtersKey: savedSearches.filtersKey }).from(savedSearches).where(eq(savedSearches.userId, viewer.id)),
  ]);
  const known = new Set(categories.map((category) => category.id));
  if (categoryIds.some((id) => !known.has(id))) throw invalid(message("organization.unknownCategory"));
  if (own.some((row) => row.filtersKey === filtersKey)) throw duplicate();
  if (own.length >= MAX_SAVED_SEARCHES) throw tooMany();
  const id = crypto.randomUUID();
  const [[row], [mine]] = await db.batch([
    db
      .insert(savedSearches)
      .values({
        id,
        userId: viewer.id,
        name: input.name,
        kind: input.kind,
        countryCode: input.country ?? null,
        categoryIds,
        query: input.q ?? null,
        workplace: (jobs && input.workplace) || null,
        employmentType: (jobs && input.type) || null,
        seniority: (jobs && input.seniority) || null,
        salary: jobs ? (input.salary ?? null) : null,
        salaryCurrency: jobs && input.salary !== undefined ? input.currency : null,
        salaryPeriod: jobs && input.salary !== undefined ? input.period : null,
        filtersKey,
        locale: input.locale,
        checkedUntil: now,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [savedSearches.userId, savedSearches.filtersKey] })
      .returning(),
    db.select({ total: count() }).from(savedSearches).where(eq(savedSearches.userId, viewer.id)),
  ]);
  // Another save of the same filters won the race.
  if (!row) throw duplicate();
  if ((mine?.total ?? 0) > MAX_SAVED_SEARCHES) {
    await db.delete(savedSearches).where(eq(savedSearches.id, id));
    throw tooMany();
  }
  return toSavedSearchDto(row);
}

const duplicate = () => conflict(message("savedSearch.duplicate"), "DUPLICATE_SAVED_SEARCH");
const tooMany = () => conflict(message("savedSearch.tooMany"), "TOO_MANY_SAVED_SEARCHES");

const ownSearch = (viewer: Viewer, id: string) => and(eq(savedSearches.id, id), eq(savedSearches.userId, viewer.id));

export async function updateSavedSearch(
  db: Db,
  viewer: Viewer,
  id: string,
  input: SavedSearchUpdate,
): Promise<SavedSearchDto> {
  const [row] = await db
    .update(savedSearches)
    .set({
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.alerts === undefined ? {} : { alerts: input.alerts }),
    })
    .where(ownSearch(viewer, id))
    .returning();
  if (!row) throw notFound(message("savedSearch.notFound"));
  return toSavedSearchDto(row);
}

export async function deleteSavedSearch(db: Db, viewer: Viewer, id: string): Promise<void> {
  const [row] = await db.delete(savedSearches).where(ownSearch(viewer, id)).returning({ id: savedSearches.id });
  if (!row) throw notFound(message("savedSearch.notFound"));
}

// ---------------------------------------------------------------------------
// Unsubscribe links: no sign-in, a signed id
// ---------------------------------------------------------------------------

const unsubscribeLinks = links(
  "saved-search-unsubscribe",
  { page: "/unsubscribe", oneClick: "/api/saved-searches/unsubscribe" },
  () => invalid(message("savedSearch.invalidToken")),
);

/** What an unsubscribe link is for, without changing it (the page shows it before the person confirms). */
export async function readUnsubscribe(config: Config, db: Db, token: string) {
  const id = await unsubscribeLinks.read(config, token);
  const [row] = await db
    .select({ name: savedSearches.name, alerts: savedSearches.alerts, locale: savedSearches.locale })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  if (!row) throw notFound(message("savedSearch.notFound"));
  return row;
}

/** Turns off the alerts of the search the link names; doing it twice changes nothing. */
export async function unsubscribe(config: Config, db: Db, token: string) {
  const id = await unsubscribeLinks.read(config, token);
  const [row] = await db
    .update(savedSearches)
    .set({ alerts: false })
    .where(eq(savedSearches.id, id))
    .returning({ name: savedSearches.name, alerts: savedSearches.alerts, locale: savedSearches.locale });
  if (!row) throw notFound(message("savedSearch.notFound"));
  return row;
}

// ---------------------------------------------------------------------------
// The daily digest
// ---------------------------------------------------------------------------

/** Saved searches read per database round trip by the digest job. */
const DIGEST_PAGE = 50;

/**
 * The organizations listed in (checked_until, now] that match a saved search, oldest first, one more than a digest
 * lists (to tell that there are more). Reads the listed_at index's range of the window: a day's new listings, not
 * the directory. Its words may name categories as on the directory (`names`: the catalogue in the search's language).
 */
export function newMatchesQuery(
  db: Db,
  search: Pick<SavedSearch, "countryCode" | "categoryIds" | "query" | "checkedUntil">,
  now: Date,
  names: CategoryNames = [],
) {
  return db
    .select({ id: organizations.id, name: organizations.name, description: organizations.description })
    .from(organizations)
    .where(
      and(
        // Unary plus: the listing and the country are checked on the window's rows, never used to pick an index
        // (the planner would rather walk the whole list, or a country's, than the window's range of listed_at).
        sql`+${organizations.isListed} = 1`,
        gt(organizations.listedAt, search.checkedUntil),
        lte(organizations.listedAt, now),
        search.countryCode ? sql`+${organizations.countryCode} = ${search.countryCode}` : undefined,
        ...search.categoryIds.map((categoryId) => hasCategory(organizations.id, categoryId)),
        search.query ? matchesText(search.query, names) : undefined,
      ),
    )
    .orderBy(asc(organizations.listedAt), asc(organizations.id))
    .limit(DIGEST_MAX_ORGANIZATIONS + 1);
}

export type DigestRun = { searches: number; emailed: number; failed: number };

/**
 * Emails each saved search with alerts on (of a verified, permanent account not banned) the organizations newly listed
 * (for a job board search, the roles first posted and open now) that match it, and moves its window to `now`. Nothing is sent when nothing is new. A search whose email failed keeps its
 * window, so the next run sends what this one could not; running twice sends nothing twice.
 */
export async function sendSavedSearchDigests(config: Config, db: Db, now = new Date()): Promise<DigestRun> {
  const origin = config.APP_URL.replace(/\/$/, "");
  const { recipients, ...sent } = await mailOut(config, db, {
    nextPage: async (after) => {
      const rows = await db
        .select({ search: savedSearches, email: user.email })
        .from(savedSearches)
        .innerJoin(user, eq(user.id, savedSearches.userId))
        .where(
          and(
            eq(savedSearches.alerts, true),
            gt(savedSearches.id, after),
            eq(user.emailVerified, true),
            eq(user.isAnonymous, false),
            sql`coalesce(${user.banned}, 0) = 0`,
          ),
        )
        .orderBy(asc(savedSearches.id))
        .limit(DIGEST_PAGE);
      return rows.map((row) => ({ id: row.search.id, ...row }));
    },
    emailsOf: async (page) => {
      const names = new Map<Locale, CategoryNames>();
      for (const { search } of page) {
        if (!names.has(search.locale)) names.set(search.locale, (await getCatalogue(db, search.locale)).categories);
      }
      const [first, ...rest] = page.map(({ search }) =>
        search.kind === "jobs"
          ? newRolesQuery(db, search, now)
          : newMatchesQuery(db, search, now, names.get(search.locale)),
      );
      const matches = await db.batch([first!, ...rest]);
      return Promise.all(
        page.map(async ({ search, email }, index) => {
          const found = matches[index]!;
          if (found.length === 0) return null;
          const url = (path: string) => `${origin}${localizePath(path, search.locale)}`;
          const { page: searched, search: query } = placeOf(search);
          const items = found
            .slice(0, DIGEST_MAX_ORGANIZATIONS)
            .map((row) =>
              "title" in row
                ? roleDigestItem(row, search.locale, url(`/jobs/${row.id}`))
                : { name: row.name, description: row.description, url: url(`/organizations/${row.id}`) },
            );
          return savedSearchDigestEmail({
            to: email,
            locale: search.locale,
            searchName: search.name,
            roles: search.kind === "jobs",
            organizations: items,
            more: found.length > DIGEST_MAX_ORGANIZATIONS,
            searchUrl: url(`${searched}${query}`),
            manageUrl: url("/profile"),
            ...(await unsubscribeLinks.of(config, search.id, search.locale)),
          });
        }),
      );
    },
    markDone: (ids) => db.update(savedSearches).set({ checkedUntil: now }).where(inArray(savedSearches.id, ids)),
    describe: ({ id }) => `Digest of saved search ${id}`,
  });
  return { searches: recipients, ...sent };
}
