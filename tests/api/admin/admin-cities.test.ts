import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CITY_MESSAGES, IMAGE_MESSAGES } from "../../../contract/messages";
import { identicon } from "../../../seed/png";
import { DEMO_ACCOUNTS } from "../../../seed/seed";
import { adminAuditLog, cities, organizations } from "../../../worker/db/schema";
import { auditAfterChange } from "../../../worker/services/access/audit";
import { nextCronRun } from "../../../worker/services/background/cron";
import { call, db, json, seedDemoData, send, signIn, uploadImage, verifiedPerson } from "../../support/helpers";

let admin: string;
let member: string;
let counter = 0;

beforeAll(async () => {
  await seedDemoData();
  admin = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  member = (await verifiedPerson()).cookie;
});

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${counter++}`;

function cityBody(overrides: Record<string, unknown> = {}) {
  return {
    countryCode: "pt",
    cityName: "Porto",
    slug: unique("porto"),
    thesis: "Porto is where northern Portugal's engineers build for the ocean economy.",
    plugInGuide: "Start at the Thursday meetup in Bonfim.",
    receipts: "porto-report.example.com/2026\nhttps://ocean.example.com/porto",
    topicIds: ["climate_tech"],
    curatorCredit: "Curated by the editors",
    isIndexable: false,
    // Fields the server owns are ignored.
    anchors: [],
    anchorCount: 99,
    createdBy: "system",
    ...overrides,
  };
}

async function auditRows(targetId: string) {
  return db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));
}

async function createCity(overrides: Record<string, unknown> = {}) {
  const response = await send("POST", "/api/cities", cityBody(overrides), admin);
  expect(response.status).toBe(201);
  return (await json(response)).data;
}

describe("city writes are admin only", () => {
  it("answers 401 signed out and 403 to a verified non-admin for every write", async () => {
    const [city] = await db().select().from(cities).limit(1);
    const writes: [string, string, unknown][] = [
      ["POST", "/api/cities", cityBody()],
      ["PUT", `/api/cities/${city!.id}`, { isIndexable: true }],
      ["DELETE", `/api/cities/${city!.id}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      expect((await send(method, path, body)).status, `${method} ${path} signed out`).toBe(401);
      expect((await send(method, path, body, member)).status, `${method} ${path} member`).toBe(403);
    }
    const png = await identicon("hero-denied");
    expect((await uploadImage(`/api/cities/${city!.id}/hero-image`, png, member)).status).toBe(403);
    expect((await call("/api/cities", { headers: { cookie: member } })).status).toBe(403);
  });
});

describe("creating a city", () => {
  it("normalizes a city: country code uppercased, slug lowercased with hyphens, receipts as URLs", async () => {
    const slug = unique("Rio De");
    const city = await createCity({ countryCode: " br ", slug: `  ${slug.toUpperCase()}  ` });
    expect(city).toMatchObject({
      countryCode: "BR",
      slug: slug.toLowerCase().replaceAll(" ", "-"),
      receipts: ["https://porto-report.example.com/2026", "https://ocean.example.com/porto"],
      topicIds: ["climate_tech"],
      isIndexable: false,
      heroImage: null,
      anchorCount: 0,
      teamCount: 0,
      createdBy: DEMO_ACCOUNTS.admin.id,
    });
    const [row] = await auditRows(city.id);
    expect(row).toMatchObject({ action: "city.create", targetType: "city", actorUserId: DEMO_ACCOUNTS.admin.id });
    expect(row?.details).toMatchObject({ summary: expect.stringContaining("Created city") });
    // Admins see hidden cities in the full list.
    const list = await json(await call("/api/cities", { headers: { cookie: admin } }));
    expect(list.data.some((item: { id: string }) => item.id === city.id)).toBe(true);
  });

  it("says what is wrong with each field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ countryCode: "" }, CITY_MESSAGES.countryCodeRequired],
      [{ countryCode: "USA" }, CITY_MESSAGES.countryCodeInvalid],
      [{ cityName: "  " }, CITY_MESSAGES.cityNameRequired],
      [{ slug: "" }, CITY_MESSAGES.slugRequired],
      [{ slug: "miami/../x" }, CITY_MESSAGES.slugInvalid],
      [{ thesis: undefined }, CITY_MESSAGES.thesisRequired],
      [{ plugInGuide: "" }, CITY_MESSAGES.plugInGuideRequired],
      [{ receipts: ["javascript:alert(1)"] }, CITY_MESSAGES.receiptInvalid],
      [{ topicIds: ["climate_tech", "climate_tech"] }, CITY_MESSAGES.topicRepeated],
      [{ topicIds: ["no_such_topic"] }, CITY_MESSAGES.unknownTopic("no_such_topic")],
      // A new organization's placeholder category is no topic.
      [{ topicIds: ["default_category"] }, CITY_MESSAGES.unknownTopic("default_category")],
    ];
    for (const [overrides, message] of cases) {
      const response = await send("POST", "/api/cities", cityBody(overrides), admin);
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect((await json(response)).message).toBe(message);
    }
  });

  it("refuses a slug already taken (409), and the refused change leaves no audit row", async () => {
    const before = await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, "city.create"));
    const response = await send("POST", "/api/cities", cityBody({ slug: "Miami" }), admin);
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ message: CITY_MESSAGES.slugTaken("miami"), code: "SLUG_TAKEN" });
    const after = await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, "city.create"));
    expect(after.length).toBe(before.length);
  });
});

describe("the audit row shares the change's batch", () => {
  const actor = { id: DEMO_ACCOUNTS.admin.id, email: DEMO_ACCOUNTS.admin.email };

  it("is not written when the change fails: the whole batch is undone", async () => {
    const targetId = unique("atomic-fail");
    const [existing] = await db().select().from(cities).limit(1);
    const entry = { action: "city.create" as const, targetType: "city" as const, targetId, summary: "should vanish" };
    // A change that succeeds, its audit row, then a failing statement (duplicate slug): nothing may remain.
    await expect(
      db().batch([
        db().update(cities).set({ curatorCredit: "changed" }).where(eq(cities.id, existing!.id)),
        auditAfterChange(db(), actor, entry),
        db()
          .insert(cities)
          .values({ ...existing!, id: targetId, lastUpdated: new Date() }),
      ]),
    ).rejects.toThrow();
    expect(await auditRows(targetId)).toHaveLength(0);
    const [unchanged] = await db().select().from(cities).where(eq(cities.id, existing!.id));
    expect(unchanged?.curatorCredit).toBe(existing!.curatorCredit);
  });

  it("is not written when the change matched nothing", async () => {
    const targetId = unique("atomic-none");
    await db().batch([
      db().update(cities).set({ curatorCredit: "x" }).where(eq(cities.id, "no-such-city")),
      auditAfterChange(db(), actor, { action: "city.update", targetType: "city", targetId, summary: "nothing" }),
    ]);
    expect(await auditRows(targetId)).toHaveLength(0);
  });
});

describe("updating a city", () => {
  it("replaces every field, records what changed, and carries organizations to a new slug", async () => {
    const city = await createCity();
    const orgId = unique("org-in-city");
    await db().insert(organizations).values({
      id: orgId,
      name: "Harbour Data",
      description: "Port logistics data.",
      countryCode: "PT",
      primaryCity: city.slug,
    });
    const newSlug = unique("porto-norte");
    const response = await send(
      "PUT",
      `/api/cities/${city.id}`,
      cityBody({ slug: newSlug, cityName: "Porto Norte", topicIds: [] }),
      admin,
    );
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({ slug: newSlug, cityName: "Porto Norte", topicIds: [] });
    const [org] = await db().select().from(organizations).where(eq(organizations.id, orgId));
    expect(org?.primaryCity).toBe(newSlug);
    const update = (await auditRows(city.id)).find((row) => row.action === "city.update");
    expect(update?.details).toMatchObject({
      before: { cityName: "Porto", slug: city.slug },
      after: { cityName: "Porto Norte", slug: newSlug },
    });
    await db().delete(organizations).where(eq(organizations.id, orgId));
  });

  it("toggles Indexable/Hidden with isIndexable alone", async () => {
    const city = await createCity();
    const shown = await send("PUT", `/api/cities/${city.id}`, { isIndexable: true }, admin);
    expect((await json(shown)).data).toMatchObject({ isIndexable: true, thesis: city.thesis });
    const publicList = await json(await call("/api/cities?indexable=true"));
    expect(publicList.data.some((item: { id: string }) => item.id === city.id)).toBe(true);
    await send("PUT", `/api/cities/${city.id}`, { isIndexable: false }, admin);
    const hidden = await json(await call("/api/cities?indexable=true"));
    expect(hidden.data.some((item: { id: string }) => item.id === city.id)).toBe(false);
    const visibility = (await auditRows(city.id)).filter((row) => row.action === "city.visibility");
    expect(visibility).toHaveLength(2);
  });

  it("answers 404 for an unknown city and 400 for a partial body that is not the toggle", async () => {
    expect((await send("PUT", "/api/cities/nope", cityBody(), admin)).status).toBe(404);
    const partial = await send("PUT", "/api/cities/nope", { cityName: "Only this" }, admin);
    expect(partial.status).toBe(400);
  });
});

describe("deleting a city", () => {
  it("refuses (409, with how many) while organizations name it as their primary city", async () => {
    const [miami] = await db().select().from(cities).where(eq(cities.slug, "miami"));
    const response = await send("DELETE", `/api/cities/${miami!.id}`, undefined, admin);
    expect(response.status).toBe(409);
    const body = await json(response);
    expect(body.code).toBe("CITY_IN_USE");
    expect(body.message).toMatch(/can't be deleted: \d+ organizations name it as their primary city/);
    expect(await db().select().from(cities).where(eq(cities.id, miami!.id))).toHaveLength(1);
  });

  it("deletes an unused city with its hero image, audited", async () => {
    const city = await createCity();
    const hero = await uploadImage(`/api/cities/${city.id}/hero-image`, await identicon("gone"), admin);
    const { heroImageUrl } = (await json(hero)).data;
    const response = await send("DELETE", `/api/cities/${city.id}`, undefined, admin);
    expect(response.status).toBe(200);
    expect(await db().select().from(cities).where(eq(cities.id, city.id))).toHaveLength(0);
    expect(await env.IMAGES.get(heroImageUrl.slice("/images/".length))).toBeNull();
    const rows = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, city.id), eq(adminAuditLog.action, "city.delete")));
    expect(rows).toHaveLength(1);
    expect((await send("DELETE", `/api/cities/${city.id}`, undefined, admin)).status).toBe(404);
  });
});

describe("hero images", () => {
  it("stores a checked image in R2, serves it, and replaces the previous one", async () => {
    const city = await createCity();
    const first = await uploadImage(`/api/cities/${city.id}/hero-image`, await identicon("hero-1"), admin);
    expect(first.status).toBe(200);
    const firstUrl: string = (await json(first)).data.heroImageUrl;
    expect(firstUrl).toMatch(new RegExp(`^/images/cities/${city.id}/hero-.+\\.png$`));
    const served = await call(firstUrl);
    expect(served.headers.get("content-type")).toBe("image/png");
    await served.arrayBuffer();

    const second = await uploadImage(`/api/cities/${city.id}/hero-image`, await identicon("hero-2"), admin);
    const secondUrl: string = (await json(second)).data.heroImageUrl;
    expect(await env.IMAGES.get(firstUrl.slice("/images/".length))).toBeNull();
    const [row] = await db().select().from(cities).where(eq(cities.id, city.id));
    expect(`/images/${row?.heroImageKey}`).toBe(secondUrl);
    expect((await auditRows(city.id)).filter((entry) => entry.action === "city.hero_image")).toHaveLength(2);
  });

  it("checks the bytes like organization images", async () => {
    const city = await createCity();
    const path = `/api/cities/${city.id}/hero-image`;
    const text = await uploadImage(path, "not an image", admin, "image/png");
    expect(text.status).toBe(415);
    expect((await json(text)).message).toBe(IMAGE_MESSAGES.wrongType);
    const empty = await uploadImage(path, new Uint8Array(), admin);
    expect(empty.status).toBe(400);
    expect((await json(empty)).message).toBe(IMAGE_MESSAGES.missing);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooLarge = await uploadImage(path, big, admin);
    expect(tooLarge.status).toBe(413);
    expect((await json(tooLarge)).message).toBe(IMAGE_MESSAGES.tooLarge);
    expect((await uploadImage("/api/cities/nope/hero-image", await identicon("x"), admin)).status).toBe(404);
  });
});

describe("nextCronRun", () => {
  const at = (iso: string) => new Date(iso);
  it("finds the next firing of the expressions the jobs use, in UTC", () => {
    expect(nextCronRun("17 * * * *", at("2026-11-01T10:20:00Z"))?.toISOString()).toBe("2026-11-01T11:17:00.000Z");
    expect(nextCronRun("17 * * * *", at("2026-11-01T10:16:59Z"))?.toISOString()).toBe("2026-11-01T10:17:00.000Z");
    expect(nextCronRun("17 * * * *", at("2026-11-01T10:17:00Z"))?.toISOString()).toBe("2026-11-01T11:17:00.000Z");
    expect(nextCronRun("0 3 * * *", at("2026-12-31T04:00:00Z"))?.toISOString()).toBe("2027-01-01T03:00:00.000Z");
    expect(nextCronRun("*/15 9-17 * * MON-FRI", at("2026-11-06T17:50:00Z"))?.toISOString()).toBe(
      "2026-11-09T09:00:00.000Z",
    );
    expect(nextCronRun("0 0 29 2 *", at("2026-03-01T00:00:00Z"))?.toISOString()).toBe("2028-02-29T00:00:00.000Z");
    expect(() => nextCronRun("61 * * * *", new Date())).toThrow();
  });
});
