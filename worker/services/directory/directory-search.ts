import { and, asc, count, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { type AnySQLiteColumn, alias, integer, sqliteTable } from "drizzle-orm/sqlite-core";
import type { DirectoryFilterQuery, DirectoryQuery } from "../../../contract/directory";
import {
  COUNT_CAP,
  PAGE_SCAN,
  SEARCH_CHECKS,
  SEARCH_MAX_WORDS,
  SEARCH_MIN_WORD,
  SEARCH_PREFIX_MAX,
  SEARCH_PREFIX_MIN,
  SEARCH_SCAN,
} from "../../../contract/limits";
import type { Db } from "../../db/client";
import { organizationWithCategories } from "../../db/organization-row";
import { organizationCategories, organizations } from "../../db/schema";
import type { CategoryKey } from "../reference/reference";
import { tallyCategories } from "./category-set";
import { afterCursor, type Count, type Cursor, decodeCursor, type PageRow, walkBound } from "./directory-paging";
import { type CategorySizes, categoryWalk, hasCategory } from "./directory-queries";

/**
 * The characters of a word as the full-text indexes' tokenizer reads them (unicode61): letters and digits, except the
 * few its Unicode tables still count as marks (some New Tai Lue and Vedic signs), which end a word as they end a token.
 * A word is then always one token of the index: the indexes keep no positions, and a phrase of several tokens would be
 * an error rather than a search.
 */
export const WORD = /(?:(?![\u19B0-\u19C0\u19C8\u19C9\u1CF2\u1CF3])[\p{L}\p{N}])+/gu;

/** A word of a search as the full-text index reads it: the last one (being typed) matches as a prefix. */
type SearchWord = { text: string; prefix: boolean };

/**
 * The words of what a person typed that a search uses, bounded so that no search walks the whole index: words under
 * SEARCH_MIN_WORD characters are left out (a one-letter prefix would match nearly every row), at most
 * SEARCH_MAX_WORDS words are used, and only the last word (the one being typed) is a prefix ("clim" finds
 * "climate"), from SEARCH_PREFIX_MIN characters on, cut to SEARCH_PREFIX_MAX: the prefix lengths the index keeps, so
 * that a prefix is read like a word.
 */
function searchWords(text: string): SearchWord[] {
  const words = (text.toLowerCase().match(WORD) ?? [])
    .filter((word) => word.length >= SEARCH_MIN_WORD)
    .slice(0, SEARCH_MAX_WORDS);
  return words.map((word, index) =>
    index === words.length - 1 && word.length >= SEARCH_PREFIX_MIN
      ? { text: [...word].slice(0, SEARCH_PREFIX_MAX).join(""), prefix: true }
      : { text: word, prefix: false },
  );
}

/** A word as an FTS5 phrase: quoted, so FTS5 operators in the input are plain text. */
const phrase = ({ text, prefix }: SearchWord) => (prefix ? `"${text}"*` : `"${text}"`);

/** An FTS5 query for what a person typed (searchWords): every word must match, in any column of the index. */
export function toFtsQuery(text: string): string | null {
  const words = searchWords(text);
  return words.length === 0 ? null : words.map(phrase).join(" ");
}

/** The categories whose names a search may name, in the page's language (the catalogue's id and name). */
export type CategoryNames = readonly { id: string; name: string }[];

/** Text as the index's tokenizer reads it (unicode61, remove_diacritics 2): lower case, without accents, words. */
const indexWords = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().match(WORD) ?? [];

/** A category as a word of the index's search_terms column: the hex of its id, as migration 0026's triggers write. */
export const categoryTerm = (id: string) =>
  [...new TextEncoder().encode(id)].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/** The categories a word names: one of the words of their name is the word (or starts with it, for a prefix). */
function namedCategories(word: SearchWord, names: CategoryNames): string[] {
  const [wanted = ""] = indexWords(word.text);
  return names
    .filter(({ name }) =>
      indexWords(name).some((candidate) => (word.prefix ? candidate.startsWith(wanted) : candidate === wanted)),
    )
    .map(({ id }) => id);
}

/** A country as a word of the index's search_terms column (organizations.search_terms). */
const countryTerm = (code: string) => `country${code.toLowerCase()}`;

/**
 * The directory's FTS5 query for what a person typed: every word must match the organization's name or description,
 * or name one of its categories (namedCategories, in the page's language): "remote" matches the organizations that
 * hold Remote First, "clean energy" those that hold Clean Energy (each word names it), and words of the text as
 * before. One query of one index, so a search with category words is read, bounded and counted like any other. With
 * a country, the country is one more word the index intersects with the others: a word common elsewhere but rare in
 * that country reads only its matches there.
 */
export function directoryFtsQuery(text: string, names: CategoryNames = [], country?: string): string | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const terms = words.map((word) => {
    const own = `{name description} : ${phrase(word)}`;
    const categories = namedCategories(word, names);
    if (categories.length === 0) return own;
    return `(${own} OR search_terms : (${categories.map((id) => `"${categoryTerm(id)}"`).join(" OR ")}))`;
  });
  if (country) terms.push(`search_terms : "${countryTerm(country)}"`);
  return terms.join(" AND ");
}

/** The full-text index (migrations 0002, 0014 and 0025), for joins: not in the drizzle schema, which would create it. */
const organizationsFts = sqliteTable("organizations_fts", { rowid: integer("rowid").notNull() });

/** The organization of this rowid matches the full-text query: one lookup of the index, for a known candidate. */
function ftsHas(fts: string, rowid: SQLWrapper): SQL<number> {
  return sql<number>`exists (select 1 from ${organizationsFts} where ${organizationsFts} match ${fts} and ${organizationsFts.rowid} = ${rowid})`;
}

/**
 * The organization matches what a person typed (directoryFtsQuery), checked on one organization's row: for filtering
 * a few known candidates, not for finding matches. Text with no usable word matches nothing, as in the directory's
 * search.
 */
export function matchesText(text: string, names: CategoryNames = []): SQL {
  const fts = directoryFtsQuery(text, names);
  return fts ? ftsHas(fts, sql`${organizations}.rowid`) : sql`0`;
}

/** How far one search request reads (see SEARCH_SCAN and SEARCH_CHECKS); tests pass smaller ones. */
export type SearchBounds = { scan: number; checks: number; walk: number };
export const SEARCH_BOUNDS: SearchBounds = { scan: SEARCH_SCAN, checks: SEARCH_CHECKS, walk: PAGE_SCAN };

// ---------------------------------------------------------------------------
// A narrow search: every full-text match read, then filtered
// ---------------------------------------------------------------------------

/** The first `limit` full-text matches' rowids: FTS5 gives them in rowid order, reading no further. */
function candidates(db: Db, fts: string, limit: number) {
  return db
    .select({ rowid: organizationsFts.rowid })
    .from(organizationsFts)
    .where(sql`${organizationsFts} match ${fts}`)
    .limit(limit)
    .as("candidates");
}

/**
 * The full-text matches read once: how many there are up to `scan` + 1 (more than `scan` makes a broad search), and
 * the ids of those that pass the other filters (listed, country, every selected category) in list order, as one row
 * with a JSON array: evaluating the full-text query is the costly part, so a request does it once and sends back one
 * row, and a page is a slice of the ids. CROSS JOIN keeps the candidates outside: SQLite would otherwise walk the
 * list index in name order and probe them.
 */
export function searchMatchesQuery(db: Db, query: DirectoryFilterQuery, fts: string, scan = SEARCH_SCAN) {
  const found = candidates(db, fts, scan + 1);
  const passes = and(
    eq(organizations.isListed, true),
    query.country ? eq(organizations.countryCode, query.country) : undefined,
    ...query.categories.map((categoryId) => hasCategory(organizations.id, categoryId)),
  );
  return db
    .select({
      seen: count(),
      ids: sql<string>`json_group_array(${organizations.id} order by ${organizations.name}, ${organizations.id}) filter (where ${passes})`,
    })
    .from(found)
    .crossJoin(organizations)
    .where(sql`${organizations}.rowid = ${found.rowid}`);
}

/**
 * What the full-text matches gave: the ids that pass the filters (in list order), and whether there were more than one
 * read holds.
 */
type SearchMatches = { ids: string[]; broad: boolean };

/** What searchMatchesQuery's row says. */
function toSearchMatches(row: { seen: number; ids: string } | undefined, scan: number): SearchMatches {
  return { ids: JSON.parse(row?.ids ?? "[]") as string[], broad: (row?.seen ?? 0) > scan };
}

/** Ids read already, as one bound parameter (D1 binds at most 100), read with json_each. */
export const idList = (ids: string[]) => {
  const json = JSON.stringify(ids);
  return Object.assign(sql`(select value from json_each(${json}))`, { json });
};
type IdSet = ReturnType<typeof idList>;

/**
 * Organizations of a set, ordered by (name, id) from the cursor on, `limit` + 1 of them picked first, then their
 * organizations and categories read for the picked rows only.
 */
export function searchPageQuery(db: Db, ids: IdSet, query: Pick<DirectoryQuery, "cursor" | "limit">) {
  const picked = db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(sql`${organizations.id} in ${ids}`, afterCursor(query.cursor, organizations)))
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(query.limit + 1)
    .as("picked");
  return db
    .select(organizationWithCategories)
    .from(picked)
    .innerJoin(organizations, eq(organizations.id, picked.id))
    .orderBy(asc(picked.name), asc(picked.id));
}

/**
 * Facet counts of a search: the categories of the organizations of a set, tallied from one filter-index entry of each
 * (every entry carries its organization's whole category set).
 */
export function searchFacetQuery(db: Db, ids: IdSet, catalogue: readonly CategoryKey[]) {
  const oc = organizationCategories;
  // One entry per organization: its first category's, found on the primary key's index alone, then read by it.
  const sets = db
    .select({ categorySet: oc.categorySet })
    .from(sql`json_each(${ids.json}) as member`)
    .innerJoin(
      oc,
      and(
        sql`${oc.organizationId} = member.value`,
        sql`${oc.categoryId} = (select first.category_id from ${oc} as first where first.organization_id = member.value limit 1)`,
      ),
    )
    .as("sets");
  return tallyCategories(db, sets, sets.categorySet, catalogue);
}

// ---------------------------------------------------------------------------
// A broad search: the list walked in order, each organization that passes the filters checked against the index
// ---------------------------------------------------------------------------

const walked = alias(organizations, "walked");

/**
 * From the cursor on, in list order, at most `checks` organizations that pass the filters other than the text, within
 * at most `walk` entries of the range the list reads (the smallest selected category's, else the listed
 * organizations'), each with whether it matches the text. `walkEnd` is the range's `walk`-th entry from the cursor,
 * when it goes that far. Checking the text is the costly part (a lookup of the index per organization): the other
 * filters are checked first, on the entry.
 */
export function searchWalkQueries(
  db: Db,
  query: DirectoryQuery,
  fts: string,
  sizes: CategorySizes,
  bounds: SearchBounds,
) {
  if (query.categories.length > 0) {
    const { oc, walkEnd, where } = categoryWalk(db, query, bounds.walk, sizes);
    return {
      walkEnd,
      checked: db
        .select({ id: oc.organizationId, name: oc.name, hit: ftsHas(fts, sql`${organizations}.rowid`) })
        .from(oc)
        .innerJoin(organizations, eq(organizations.id, oc.organizationId))
        .where(where)
        .orderBy(asc(oc.name), asc(oc.organizationId))
        .limit(bounds.checks),
    };
  }
  const listed = (table: { isListed: AnySQLiteColumn; countryCode: AnySQLiteColumn }) =>
    and(eq(table.isListed, true), query.country ? eq(table.countryCode, query.country) : undefined);
  const { walkEnd, bound } = walkBound(db, walked, walked, listed(walked), query.cursor, bounds.walk);
  return {
    walkEnd,
    checked: db
      .select({ id: organizations.id, name: organizations.name, hit: ftsHas(fts, sql`${organizations}.rowid`) })
      .from(organizations)
      .where(
        and(
          listed(organizations),
          afterCursor(query.cursor, organizations),
          sql`(${organizations.name}, ${organizations.id}) <= ${bound}`,
        ),
      )
      .orderBy(asc(organizations.name), asc(organizations.id))
      .limit(bounds.checks),
  };
}

/** One page of a search: its rows (one more than the limit when there are more), where to go on, and its total. */
export type SearchPage = {
  rows: PageRow[];
  /** Where a page that holds fewer than `limit` + 1 rows goes on (a broad search's walk stopped before the end). */
  walkEnd?: { name: string; id: string };
  count: Count;
  broad: boolean;
  /** Facet counts of the matches read, when asked for: exact when the total is. */
  facets?: { categoryId: string; total: number }[];
};

const exactly = (total: number): Count => ({ total: Math.min(total, COUNT_CAP), totalCapped: total > COUNT_CAP });

/**
 * A page of a search, exact whatever its breadth: the same organizations, in the same order, as reading every match.
 * A narrow search (at most `scan` full-text matches) pages through those that pass the filters (candidateIds): its
 * total is exact. A broad one walks the list in order (searchWalkQueries) and pages through what the walk found,
 * going on where it stopped: its total is what the first page found or the full-text matches read gave, whichever is
 * more, a lower bound unless the walk reached the end of the list. The cursor carries the total and the breadth, so
 * that a further page neither counts again nor reads the full-text matches. Two round trips: the full-text matches
 * and the walk are read in one (the walk's answer is only used when the search turns out broad), then the page and
 * the facets, counted over `options.facets` (the catalogue's categories and their set keys) when asked for. Words
 * that name one of `options.names` (the catalogue in the page's language) also match the organizations holding that
 * category.
 */
export async function searchDirectory(
  db: Db,
  query: DirectoryQuery,
  sizes: CategorySizes,
  options: { bounds?: SearchBounds; facets?: readonly CategoryKey[]; names?: CategoryNames } = {},
): Promise<SearchPage> {
  const bounds = options.bounds ?? SEARCH_BOUNDS;
  const fts = query.q ? directoryFtsQuery(query.q, options.names, query.country) : null;
  if (!fts) return { rows: [], count: exactly(0), broad: false, facets: options.facets ? [] : undefined };
  const cursor: Cursor | undefined = query.cursor ? decodeCursor(query.cursor) : undefined;
  const known = cursor?.count;
  const walk = searchWalkQueries(db, query, fts, sizes, bounds);
  // Facets nobody asked for are read over an empty set: one batch either way.
  const facetsOf = (ids: string[]) => searchFacetQuery(db, idList(options.facets ? ids : []), options.facets ?? []);
  // A further page of a broad search needs nothing from the full-text matches: its cursor carries the total.
  const [matches, checked, [end]] =
    cursor?.broad && known
      ? [undefined, ...(await db.batch([walk.checked, walk.walkEnd]))]
      : await db
          .batch([searchMatchesQuery(db, query, fts, bounds.scan), walk.checked, walk.walkEnd])
          .then(([[row], ...walked]) => [toSearchMatches(row, bounds.scan), ...walked] as const);
  if (matches && !matches.broad) {
    // The page is the slice after the cursor's organization; keyset paging in SQL if it is no longer a match.
    const start = cursor ? matches.ids.indexOf(cursor.id) + 1 : 0;
    const page =
      cursor && start === 0
        ? searchPageQuery(db, idList(matches.ids), query)
        : searchPageQuery(db, idList(matches.ids.slice(start, start + query.limit + 1)), { limit: query.limit });
    const [rows, facets] = await db.batch([page, facetsOf(matches.ids)]);
    return {
      rows,
      count: known ?? exactly(matches.ids.length),
      broad: false,
      facets: options.facets ? facets : undefined,
    };
  }
  // The walk stopped at its last check, or at its last entry; without either it went to the end of the list.
  const stop = checked.length === bounds.checks ? checked.at(-1) : end;
  const hits = checked.filter((row) => Boolean(row.hit)).map((row) => row.id);
  const [rows, facets] = await db.batch([
    searchPageQuery(db, idList(hits), { limit: query.limit }),
    facetsOf([...new Set([...hits, ...(matches?.ids ?? [])])]),
  ]);
  const count =
    known ??
    (!cursor && !stop
      ? exactly(hits.length)
      : { total: Math.min(Math.max(hits.length, matches?.ids.length ?? 0), COUNT_CAP), totalCapped: true });
  return {
    rows,
    walkEnd: stop ? { name: stop.name, id: stop.id } : undefined,
    count,
    broad: true,
    facets: options.facets ? facets : undefined,
  };
}
