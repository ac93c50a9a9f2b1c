import { env } from "cloudflare:workers";
import { and, eq, getTableColumns, getTableName, is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { beforeAll, describe, expect, it } from "vitest";
import { updateOrganizationInput } from "../../../contract/organization";
import { createPaidOrganization, uniqueId } from "../../../seed/factories";
import { identicon } from "../../../seed/png";
import { createDb, type Db } from "../../../worker/db/client";
import * as schema from "../../../worker/db/schema";
import { cities, organizationCategories, organizations } from "../../../worker/db/schema";
import { getConfig } from "../../../worker/platform/env";
import { AppError } from "../../../worker/platform/errors";
import {
  IMAGE_KEY_COLUMNS,
  referencedImageKeys,
  SWEEP_MIN_AGE_MS,
  sweepCutoff,
  sweepOrphanedImages,
  sweepPositionKey,
} from "../../../worker/platform/image-store";
import { imageType } from "../../../worker/platform/image-upload";
import { deleteAccountData } from "../../../worker/services/accounts/accounts";
import { HOURLY } from "../../../worker/services/background/scheduled";
import {
  deleteOrganization,
  type ImageSlot,
  setOrganizationImage,
  updateOrganization,
} from "../../../worker/services/organizations/organization-writes";
import {
  asViewer,
  call,
  db,
  interceptedD1,
  newSignedInAdmin,
  newSignedInUser,
  seedDemoData,
} from "../../support/helpers";
import { PNG } from "../../support/images";
import { upload } from "../../support/owned-organizations";
import { fireSchedule, latestRun } from "../../support/scheduled";

/**
 * The IMAGES bucket in step with the rows that name its objects (docs/decisions/0047): writes sent at once, writes
 * racing a delete, and the hourly sweep of what a crash leaves.
 */

let owner: Awaited<ReturnType<typeof newSignedInUser>>;
let admin: string;

beforeAll(async () => {
  await seedDemoData();
  owner = await newSignedInUser();
  admin = (await newSignedInAdmin()).cookie;
});

/** A new paid organization of the owner's, with two categories. */
async function paidOrganization(createdBy = owner.id) {
  const org = await createPaidOrganization(db(), { createdBy, categories: ["remote_first", "climate_tech"] });
  return org.id;
}

async function newCity() {
  const id = uniqueId("sweep-city");
  await db().insert(cities).values({
    id,
    countryCode: "PT",
    cityName: "Sweep City",
    slug: id,
    thesis: "A city made by the image tests.",
    plugInGuide: "Nothing to plug into.",
    lastUpdated: new Date(),
  });
  return id;
}

/** Every key in the bucket under a prefix. */
async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.IMAGES.list({ prefix, ...(cursor ? { cursor } : {}) });
    keys.push(...page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

async function storedKeys(id: string) {
  const [org] = await db().select().from(organizations).where(eq(organizations.id, id));
  const categories = await db()
    .select()
    .from(organizationCategories)
    .where(eq(organizationCategories.organizationId, id));
  return {
    logo: org?.logoKey ?? null,
    banner: org?.bannerKey ?? null,
    remote_first: categories.find((row) => row.categoryId === "remote_first")?.imageKey ?? null,
  };
}

const pngUpload = { bytes: PNG, type: imageType(PNG)! };

/**
 * The test database through which `action` runs once, to completion, just before the first statement whose SQL
 * matches `pattern` goes to D1 (alone or in a batch): a request landing between a service's read and its write,
 * every time.
 */
function dbRunningFirst(pattern: RegExp, action: () => Promise<unknown>): Db {
  let pending: (() => Promise<unknown>) | null = action;
  const sqlOf = new WeakMap<object, string>();
  const before = async (query: string | undefined) => {
    if (!pending || !query || !pattern.test(query)) return;
    const run = pending;
    pending = null;
    await run();
  };
  const track = (statement: D1PreparedStatement, query: string): D1PreparedStatement => {
    sqlOf.set(statement, query);
    const bind = statement.bind.bind(statement);
    statement.bind = (...values: unknown[]) => track(bind(...values), query);
    for (const method of ["run", "all", "raw", "first"] as const) {
      const original = (statement[method] as (...args: unknown[]) => Promise<unknown>).bind(statement);
      Object.assign(statement, {
        [method]: async (...args: unknown[]) => {
          await before(query);
          return original(...args);
        },
      });
    }
    return statement;
  };
  const d1 = new Proxy(env.DB, {
    get(target, property) {
      if (property === "prepare") return (query: string) => track(target.prepare(query), query);
      if (property === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          for (const statement of statements) await before(sqlOf.get(statement));
          return target.batch(statements);
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return createDb(d1);
}

describe("uploads sent at once", () => {
  it.each([
    ["logo", "logo"],
    ["banner", "banner"],
    ["category image", "category/remote_first/image"],
  ] as const)("eight %s uploads leave one object, the one the organization names", async (_label, path) => {
    const id = await paidOrganization();
    const responses = await Promise.all(
      Array.from({ length: 8 }, async (_, index) =>
        upload(`/api/organizations/${id}/${path}`, await identicon(`${id}-${index}`), owner.cookie),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    const stored = await keysUnder(`organizations/${id}/`);
    expect(stored).toHaveLength(1);
    const named = await storedKeys(id);
    const slot = path === "logo" ? "logo" : path === "banner" ? "banner" : "remote_first";
    expect(named[slot]).toBe(stored[0]);
    expect((await call(`/images/${stored[0]}`)).status).toBe(200);
  });

  it("eight hero images uploaded at once leave one object, the one the city names", async () => {
    const id = await newCity();
    const responses = await Promise.all(
      Array.from({ length: 8 }, async (_, index) =>
        upload(`/api/cities/${id}/hero-image`, await identicon(`${id}-${index}`), admin),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    const stored = await keysUnder(`cities/${id}/`);
    expect(stored).toHaveLength(1);
    const [city] = await db().select().from(cities).where(eq(cities.id, id));
    expect(city?.heroImageKey).toBe(stored[0]);
  });
});

describe("a write racing another", () => {
  const viewer = () => asViewer(owner.id, owner.email);
  const stores = (database: Db = db()) => ({ db: database, images: env.IMAGES, cache: env.CACHE });

  it("an upload whose slot another upload filled meanwhile deletes that image, and keeps its own", async () => {
    const id = await paidOrganization();
    const slot: ImageSlot = { kind: "logo" };
    let inner: string | null = null;
    const outer = await setOrganizationImage(stores(), viewer(), id, slot, async () => {
      inner = await setOrganizationImage(stores(), viewer(), id, slot, pngUpload);
      return pngUpload;
    });
    expect(inner).not.toBeNull();
    expect(await keysUnder(`organizations/${id}/`)).toEqual([outer!.slice("/images/".length)]);
    expect((await storedKeys(id)).logo).toBe(outer!.slice("/images/".length));
  });

  it.each([
    ["the organization is deleted", "organization", "logo"],
    ["its category is removed", "category", "category"],
  ] as const)(
    "an upload whose slot goes while it is stored (%s) deletes its own object, 404",
    async (_label, what, kind) => {
      const id = await paidOrganization();
      const slot: ImageSlot = kind === "logo" ? { kind } : { kind, categoryId: "remote_first" };
      const attempt = setOrganizationImage(stores(), viewer(), id, slot, async () => {
        if (what === "organization") {
          const deleted = await call(`/api/organizations/${id}`, {
            method: "DELETE",
            headers: { cookie: owner.cookie },
          });
          expect(deleted.status).toBe(200);
        } else {
          await db()
            .delete(organizationCategories)
            .where(
              and(eq(organizationCategories.organizationId, id), eq(organizationCategories.categoryId, "remote_first")),
            );
        }
        return pngUpload;
      });
      const error = await attempt.then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).kind).toBe("not_found");
      expect(await keysUnder(`organizations/${id}/`)).toEqual([]);
    },
  );

  it("a save that removes a category deletes the image uploaded to it while the save was under way", async () => {
    const id = await paidOrganization();
    const racing = dbRunningFirst(/^delete from "organization_categories"/, async () => {
      const uploaded = await upload(
        `/api/organizations/${id}/category/remote_first/image`,
        await identicon(id),
        owner.cookie,
      );
      expect(uploaded.status).toBe(200);
    });
    const input = updateOrganizationInput.parse({
      name: "Saved meanwhile",
      description: "A save racing an upload.",
      country: "FR",
      categoryIds: ["climate_tech"],
      categoriesDetails: {},
      hasLocalPresence: false,
      localPresenceCriteria: "",
    });
    await updateOrganization(stores(racing), viewer(), id, input);
    expect((await storedKeys(id)).remote_first).toBeNull();
    expect(await keysUnder(`organizations/${id}/`)).toEqual([]);
  });

  it("deleting an organization deletes an image uploaded while it was being deleted", async () => {
    const id = await paidOrganization();
    const racing = dbRunningFirst(/^delete from "organizations"/, async () => {
      expect((await upload(`/api/organizations/${id}/banner`, await identicon(id), owner.cookie)).status).toBe(200);
    });
    await deleteOrganization({ ...stores(racing), config: getConfig(env) }, viewer(), id);
    expect(await db().select().from(organizations).where(eq(organizations.id, id))).toHaveLength(0);
    expect(await keysUnder(`organizations/${id}/`)).toEqual([]);
  });

  it("deleting an account deletes an image uploaded to one of its organizations meanwhile", async () => {
    const person = await newSignedInUser();
    const id = await paidOrganization(person.id);
    expect((await upload(`/api/organizations/${id}/logo`, await identicon(`${id}-logo`), person.cookie)).status).toBe(
      200,
    );
    const racing = dbRunningFirst(/^delete from "organizations"/, async () => {
      const uploaded = await upload(
        `/api/organizations/${id}/category/climate_tech/image`,
        await identicon(id),
        person.cookie,
      );
      expect(uploaded.status).toBe(200);
    });
    await deleteAccountData(racing, env.IMAGES, person);
    expect(await db().select().from(organizations).where(eq(organizations.id, id))).toHaveLength(0);
    expect(await keysUnder(`organizations/${id}/`)).toEqual([]);
  });
});

describe("deleting", () => {
  it("removing an image deletes its object; deleting the organization deletes all of its objects", async () => {
    const id = await paidOrganization();
    for (const path of ["logo", "banner", "category/remote_first/image", "category/climate_tech/image"]) {
      expect((await upload(`/api/organizations/${id}/${path}`, await identicon(path), owner.cookie)).status).toBe(200);
    }
    expect(await keysUnder(`organizations/${id}/`)).toHaveLength(4);
    const removed = await call(`/api/organizations/${id}/banner`, {
      method: "DELETE",
      headers: { cookie: owner.cookie },
    });
    expect(removed.status).toBe(200);
    expect(await keysUnder(`organizations/${id}/banner-`)).toEqual([]);
    expect(await keysUnder(`organizations/${id}/`)).toHaveLength(3);

    const deleted = await call(`/api/organizations/${id}`, { method: "DELETE", headers: { cookie: owner.cookie } });
    expect(deleted.status).toBe(200);
    expect(await keysUnder(`organizations/${id}/`)).toEqual([]);
  });
});

describe("the sweep", () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const exists = async (key: string) => (await env.IMAGES.head(key)) !== null;

  it("keeps what a row names and what is newer than a day, and removes older objects no row names", async () => {
    const id = await paidOrganization();
    const city = await newCity();
    for (const path of ["logo", "banner", "category/remote_first/image"]) {
      expect((await upload(`/api/organizations/${id}/${path}`, await identicon(path), owner.cookie)).status).toBe(200);
    }
    expect((await upload(`/api/cities/${city}/hero-image`, await identicon(city), admin)).status).toBe(200);
    const named = [...(await keysUnder(`organizations/${id}/`)), ...(await keysUnder(`cities/${city}/`))];
    expect(named).toHaveLength(4);
    // What a crash leaves: objects stored under the same prefixes that no row names.
    const strayOrg = `organizations/${id}/logo-left-by-a-crash.png`;
    const strayCity = `cities/${city}/hero-left-by-a-crash.png`;
    await env.IMAGES.put(strayOrg, PNG);
    await env.IMAGES.put(strayCity, PNG);
    await pause(20);
    const young = `organizations/${id}/banner-not-yet-named.png`;
    const stored = await env.IMAGES.put(young, PNG);
    // A run a day after the young object was stored: everything else is older than a day by then.
    const storedBefore = stored!.uploaded;
    for (const key of [...named, strayOrg, strayCity]) {
      expect((await env.IMAGES.head(key))!.uploaded.getTime()).toBeLessThan(storedBefore.getTime());
    }

    const organizationRun = await sweepOrphanedImages(db(), env.IMAGES, env.CACHE, storedBefore, {
      pageSize: 1000,
      maxPages: 1,
      prefix: `organizations/${id}/`,
    });
    const cityRun = await sweepOrphanedImages(db(), env.IMAGES, env.CACHE, storedBefore, {
      pageSize: 1000,
      maxPages: 1,
      prefix: `cities/${city}/`,
    });
    expect(organizationRun).toEqual({ listed: 5, removed: 1, recent: 1, complete: true });
    expect(cityRun).toEqual({ listed: 2, removed: 1, recent: 0, complete: true });
    for (const key of named) expect(await exists(key)).toBe(true);
    expect(await exists(young)).toBe(true);
    expect(await exists(strayOrg)).toBe(false);
    expect(await exists(strayCity)).toBe(false);
  });

  it("reads a bounded part of the bucket each run and goes on where the last run stopped", async () => {
    const prefix = `${uniqueId("sweep-paging")}/`;
    const keys = Array.from({ length: 7 }, (_, index) => `${prefix}${index}.png`);
    for (const key of keys) await env.IMAGES.put(key, PNG);
    const bounds = { pageSize: 2, maxPages: 2, prefix };
    const longAgo = new Date(Date.now() - 7 * SWEEP_MIN_AGE_MS);
    const run = () => sweepOrphanedImages(db(), env.IMAGES, env.CACHE, longAgo, bounds);
    // Nothing is old enough to go, so each run's listing shows where it read.
    expect(await run()).toEqual({ listed: 4, removed: 0, recent: 4, complete: false });
    expect(await env.CACHE.get(sweepPositionKey(prefix))).toBe(keys[3]);
    expect(await run()).toEqual({ listed: 3, removed: 0, recent: 3, complete: true });
    expect(await env.CACHE.get(sweepPositionKey(prefix))).toBeNull();
    expect(await run()).toEqual({ listed: 4, removed: 0, recent: 4, complete: false });

    const later = new Date(Date.now() + SWEEP_MIN_AGE_MS);
    const removeFrom = () => sweepOrphanedImages(db(), env.IMAGES, env.CACHE, later, bounds);
    expect(await removeFrom()).toEqual({ listed: 3, removed: 3, recent: 0, complete: true });
    expect(await keysUnder(prefix)).toEqual(keys.slice(0, 4));
    expect(await removeFrom()).toEqual({ listed: 4, removed: 4, recent: 0, complete: true });
    expect(await keysUnder(prefix)).toEqual([]);
  });

  it("runs every hour, recorded for the System tab, and judges no object younger than a day", async () => {
    const stray = `${uniqueId("sweep-hourly")}/just-stored.png`;
    await env.IMAGES.put(stray, PNG);
    await fireSchedule(HOURLY);
    const run = await latestRun("image-sweep");
    expect(run?.status).toBe("success");
    expect(run?.message).toMatch(
      /^\d+ images checked, \d+ unreferenced removed, \d+ newer than a day left; (bucket pass complete|goes on next run)$/,
    );
    expect(await exists(stray)).toBe(true);
    // A run dated ahead (a replayed or simulated schedule) still judges by this worker's clock.
    expect(sweepCutoff(new Date(Date.now() + 30 * SWEEP_MIN_AGE_MS)).getTime()).toBeLessThanOrEqual(
      Date.now() - SWEEP_MIN_AGE_MS,
    );
    const now = new Date();
    expect(sweepCutoff(now).getTime()).toBe(now.getTime() - SWEEP_MIN_AGE_MS);
  });

  it("asks whether a row names an object through each column's index, never reading a whole table", async () => {
    const queries: string[] = [];
    await referencedImageKeys(createDb(interceptedD1((query) => queries.push(query))), ["organizations/x/logo.png"]);
    expect(queries).toHaveLength(1);
    const plan = await env.DB.prepare(`explain query plan ${queries[0]}`).bind('["organizations/x/logo.png"]').all();
    const steps = plan.results.map((row) => String((row as { detail: string }).detail));
    for (const [table] of IMAGE_KEY_COLUMNS) {
      expect(steps.some((step) => step.startsWith(`SEARCH ${getTableName(table)} USING COVERING INDEX`))).toBe(true);
      expect(steps.some((step) => step.startsWith(`SCAN ${getTableName(table)}`))).toBe(false);
    }
    expect(steps.filter((step) => step.startsWith("SEARCH"))).toHaveLength(IMAGE_KEY_COLUMNS.length);
  });

  it("reads every column of the schema that names an image", () => {
    const imageColumns = (Object.values(schema) as unknown[])
      .filter((value): value is SQLiteTable => is(value, SQLiteTable))
      .flatMap((table) =>
        Object.values(getTableColumns(table))
          .filter((column) => /image|logo|banner|hero/i.test(column.name))
          .map((column) => `${getTableName(table)}.${column.name}`),
      );
    const swept = IMAGE_KEY_COLUMNS.map(([table, column]) => `${getTableName(table)}.${column.name}`);
    // better-auth's user.image is the picture address Google or GitHub gives, never a key of the bucket.
    expect(imageColumns.filter((name) => name !== "user.image").sort()).toEqual([...swept].sort());
  });
});
