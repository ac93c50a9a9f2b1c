import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { CityInput } from "../../../contract/cities";
import type { CityDto } from "../../../contract/dto";
import { englishMessage, message } from "../../../contract/errors";
import { DEFAULT_CATEGORY_ID } from "../../../contract/limits";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/results";
import { type City, categories, cities, organizations } from "../../db/schema";
import { AppError, conflict, invalid, notFound } from "../../platform/errors";
import { discardImages, putImage } from "../../platform/image-store";
import { readSource, type UploadSource } from "../../platform/image-upload";
import { imageUrl } from "../../platform/image-urls";
import { requireWithinLimits, UPLOADS_PER_PERSON } from "../../platform/rate-limit";
import { type AuditEntry, auditAfterChange } from "../access/audit";
import { requireAdmin, type Viewer } from "../access/permissions";
import { onExploreLanes } from "../organizations/organizations";
import { cityWithCounts, toCityDto } from "./cities";

/**
 * The editors' city writes (docs/product/admin.md#cities; POST/PUT/DELETE /api/cities). Each change and its
 * audit row go in one `db.batch`.
 */

/** The fields an audit entry compares; long texts are cut so a row stays small. */
const AUDITED_FIELDS = [
  "countryCode",
  "cityName",
  "slug",
  "thesis",
  "plugInGuide",
  "receipts",
  "topicIds",
  "curatorCredit",
  "isIndexable",
  "rhythms",
] as const;

function short(value: unknown): unknown {
  return typeof value === "string" && value.length > 120 ? `${value.slice(0, 117)}...` : value;
}

/** The fields that differ, before and after (both sides only the changed fields). */
export function diffFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T)[],
) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      was[field as string] = short(before[field]);
      now[field as string] = short(after[field]);
    }
  }
  return { before: was, after: now };
}

function checkTopics(topicIds: string[], known: { id: string }[]) {
  const unknown = topicIds.find((id) => !known.some((row) => row.id === id));
  if (unknown) {
    const said = message("city.unknownTopic", unknown);
    throw invalid(said, [{ path: "topicIds", message: englishMessage(said), messageId: said.id, params: said.params }]);
  }
}

const slugTaken = (slug: string) => {
  const said = message("city.slugTaken", slug);
  return new AppError("conflict", said, {
    code: "SLUG_TAKEN",
    issues: [{ path: "slug", message: englishMessage(said), messageId: said.id, params: said.params }],
  });
};

const topicsQuery = (db: Db, ids: string[]) =>
  db
    .select({ id: categories.id })
    .from(categories)
    // The placeholder a new organization starts with is no topic: asked for, it is an unknown one.
    .where(and(inArray(categories.id, ids.length > 0 ? ids : [""]), ne(categories.id, DEFAULT_CATEGORY_ID)));

/** Explore companies already naming a slug as their city: a new city may adopt them. */
const countsForSlug = (db: Db, slug: string) =>
  db
    .select({
      anchorCount: sql<number>`coalesce(sum(${organizations.isFeatured}), 0)`,
      teamCount: sql<number>`coalesce(sum(1 - ${organizations.isFeatured}), 0)`,
    })
    .from(organizations)
    .where(and(eq(organizations.primaryCity, slug), onExploreLanes));

const loadCity = (db: Db, id: string) => db.select(cityWithCounts).from(cities).where(eq(cities.id, id)).limit(1);

function cityValues(input: CityInput) {
  return {
    countryCode: input.countryCode,
    cityName: input.cityName,
    slug: input.slug,
    thesis: input.thesis,
    plugInGuide: input.plugInGuide,
    receipts: input.receipts,
    topicIds: input.topicIds,
    curatorCredit: input.curatorCredit,
    isIndexable: input.isIndexable,
    rhythms: input.rhythms,
  };
}

export async function createCity(db: Db, viewer: Viewer | null, input: CityInput): Promise<CityDto> {
  const admin = requireAdmin(viewer);
  const [known, taken, [counts]] = await db.batch([
    topicsQuery(db, input.topicIds),
    db.select({ id: cities.id }).from(cities).where(eq(cities.slug, input.slug)),
    countsForSlug(db, input.slug),
  ]);
  checkTopics(input.topicIds, known);
  if (taken.length > 0) throw slugTaken(input.slug);

  const now = new Date();
  const values = { id: crypto.randomUUID(), ...cityValues(input), lastUpdated: now, createdBy: admin.id };
  const audit: AuditEntry = {
    action: "city.create",
    targetType: "city",
    targetId: values.id,
    summary: `Created city ${input.cityName} (${input.slug})`,
    after: {
      cityName: input.cityName,
      slug: input.slug,
      countryCode: input.countryCode,
      isIndexable: input.isIndexable,
    },
  };
  let city: City | undefined;
  try {
    [[city]] = await db.batch([db.insert(cities).values(values).returning(), auditAfterChange(db, admin, audit)]);
  } catch (error) {
    // Two editors racing for one slug: the unique index decides, and the batch (audit row too) is undone.
    if (isUniqueViolation(error)) throw slugTaken(input.slug);
    throw error;
  }
  return toCityDto({ city: city!, anchorCount: counts?.anchorCount ?? 0, teamCount: counts?.teamCount ?? 0 });
}

/**
 * The full update. A new slug carries the organizations that named the old one as their primary city along, in the
 * same batch, so no organization is left pointing at a city that no longer answers to its slug.
 */
export async function updateCity(db: Db, viewer: Viewer | null, id: string, input: CityInput): Promise<CityDto> {
  const admin = requireAdmin(viewer);
  const [[current], known, taken] = await db.batch([
    loadCity(db, id),
    topicsQuery(db, input.topicIds),
    db
      .select({ id: cities.id })
      .from(cities)
      .where(and(eq(cities.slug, input.slug), ne(cities.id, id))),
  ]);
  if (!current) throw notFound(message("city.notFound", id));
  checkTopics(input.topicIds, known);
  if (taken.length > 0) throw slugTaken(input.slug);

  const now = new Date();
  const changes = { ...cityValues(input), lastUpdated: now, updatedAt: now };
  const { before, after } = diffFields(current.city, changes, AUDITED_FIELDS);
  const slugChanged = current.city.slug !== input.slug;
  const audit: AuditEntry = {
    action: "city.update",
    targetType: "city",
    targetId: id,
    summary: `Updated city ${input.cityName}${Object.keys(after).length ? `: ${Object.keys(after).join(", ")}` : ""}`,
    before,
    after,
  };
  try {
    await db.batch([
      db.update(cities).set(changes).where(eq(cities.id, id)),
      auditAfterChange(db, admin, audit),
      ...(slugChanged
        ? [
            db
              .update(organizations)
              .set({ primaryCity: input.slug })
              .where(eq(organizations.primaryCity, current.city.slug)),
          ]
        : []),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(input.slug);
    throw error;
  }
  return toCityDto({
    city: { ...current.city, ...changes },
    anchorCount: current.anchorCount,
    teamCount: current.teamCount,
  });
}

/** The Indexable/Hidden toggle (PUT with isIndexable alone). Visibility is not content: lastUpdated stays. */
export async function setCityVisibility(
  db: Db,
  viewer: Viewer | null,
  id: string,
  isIndexable: boolean,
): Promise<CityDto> {
  const admin = requireAdmin(viewer);
  const [current] = await loadCity(db, id);
  if (!current) throw notFound(message("city.notFound", id));
  const updatedAt = new Date();
  await db.batch([
    db.update(cities).set({ isIndexable, updatedAt }).where(eq(cities.id, id)),
    auditAfterChange(db, admin, {
      action: "city.visibility",
      targetType: "city",
      targetId: id,
      summary: `${isIndexable ? "Published" : "Hid"} city ${current.city.cityName}`,
      before: { isIndexable: current.city.isIndexable },
      after: { isIndexable },
    }),
  ]);
  return toCityDto({ ...current, city: { ...current.city, isIndexable, updatedAt } });
}

/**
 * Deletes a city nobody names as their primary city. Organizations that do keep the city: the delete is refused
 * with a 409 that says how many (docs/decisions/0013). The check is repeated inside the delete itself, so an
 * organization choosing the city meanwhile cannot be orphaned.
 */
export async function deleteCity(db: Db, images: R2Bucket, viewer: Viewer | null, id: string): Promise<void> {
  const admin = requireAdmin(viewer);
  const [[current], [users]] = await db.batch([
    db.select().from(cities).where(eq(cities.id, id)).limit(1),
    db
      .select({ total: count() })
      .from(organizations)
      .where(eq(organizations.primaryCity, sql`(select ${cities.slug} from ${cities} where ${cities.id} = ${id})`)),
  ]);
  if (!current) throw notFound(message("city.notFound", id));
  const inUse = users?.total ?? 0;
  if (inUse > 0) throw conflict(message("city.inUse", inUse), "CITY_IN_USE");

  const [deleted] = await db.batch([
    db
      .delete(cities)
      .where(
        and(
          eq(cities.id, id),
          sql`not exists (select 1 from ${organizations} where ${organizations.primaryCity} = ${current.slug})`,
        ),
      )
      // The key the deleted row named, not the one read before: a hero image stored meanwhile goes too.
      .returning({ heroImageKey: cities.heroImageKey }),
    auditAfterChange(db, admin, {
      action: "city.delete",
      targetType: "city",
      targetId: id,
      summary: `Deleted city ${current.cityName} (${current.slug})`,
      before: { cityName: current.cityName, slug: current.slug, countryCode: current.countryCode },
    }),
  ]);
  const [row] = deleted;
  if (!row) throw conflict(message("city.inUse", 1), "CITY_IN_USE");
  await discardImages(images, [row.heroImageKey]);
}

/**
 * Stores a new hero image (bytes already checked like organization images) and deletes the one it replaces: the one
 * the row named when the new key was written (read in the same batch), so of uploads sent at once only the last stays.
 */
export async function setCityHeroImage(
  { db, images }: { db: Db; images: R2Bucket },
  viewer: Viewer | null,
  id: string,
  source: UploadSource,
): Promise<string> {
  const admin = requireAdmin(viewer);
  const [current] = await db.select().from(cities).where(eq(cities.id, id)).limit(1);
  if (!current) throw notFound(message("city.notFound", id));
  await requireWithinLimits(db, [[`upload:${admin.id}`, UPLOADS_PER_PERSON]]);
  const upload = await readSource(source);

  const key = `cities/${id}/hero-${crypto.randomUUID()}.${upload.type.extension}`;
  try {
    await putImage(images, key, upload);
  } catch (error) {
    console.error("Hero image upload failed", error);
    throw new AppError("unavailable", message("city.heroUploadFailed"));
  }
  const now = new Date();
  let replaced: { key: string | null }[];
  let changes: number;
  try {
    const [before, written] = await db.batch([
      db.select({ key: cities.heroImageKey }).from(cities).where(eq(cities.id, id)),
      db.update(cities).set({ heroImageKey: key, lastUpdated: now, updatedAt: now }).where(eq(cities.id, id)),
      auditAfterChange(db, admin, {
        action: "city.hero_image",
        targetType: "city",
        targetId: id,
        summary: `Uploaded a hero image for ${current.cityName}`,
        before: { heroImage: imageUrl(current.heroImageKey) },
        after: { heroImage: imageUrl(key) },
      }),
    ]);
    [replaced, changes] = [before, written.meta.changes];
  } catch (error) {
    await discardImages(images, [key]);
    throw error;
  }
  // The city was deleted meanwhile: nothing names the new object.
  if (changes === 0) {
    await discardImages(images, [key]);
    throw notFound(message("city.notFound", id));
  }
  await discardImages(
    images,
    replaced.map((row) => row.key),
  );
  return imageUrl(key)!;
}
