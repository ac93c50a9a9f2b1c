import { env } from "cloudflare:workers";
import { desc, eq, inArray } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_SAVED_SEARCHES } from "../../../contract/limits";
import { SAVED_SEARCH_MESSAGES } from "../../../contract/saved-searches";
import {
  createDraftOrganization,
  createPaidOrganization,
  createUnverifiedUser,
  createVerifiedUser,
  uniqueId,
} from "../../../seed/factories";
import { devEmails, type SavedSearch, savedSearches } from "../../../worker/db/schema";
import { getConfig } from "../../../worker/platform/env";
import { signedToken } from "../../../worker/platform/signing";
import { newMatchesQuery, sendSavedSearchDigests } from "../../../worker/services/alerts/saved-searches";
import { call, db, json, newSignedInUser, seedDemoData, send, signUpPerson } from "../../support/helpers";

beforeAll(seedDemoData);
afterEach(() => vi.restoreAllMocks());

const config = () => getConfig(env);

describe("saving a search", () => {
  it("saves the filters under a name, categories in one order, and lists only one's own", async () => {
    const person = await newSignedInUser();
    const other = await newSignedInUser();
    const created = await send(
      "POST",
      "/api/saved-searches",
      { name: "  Remote climate in Portugal ", country: "pt", categories: "remote_first,climate_tech" },
      person.cookie,
    );
    expect(created.status).toBe(201);
    const { data } = await json(created);
    expect(data).toMatchObject({
      name: "Remote climate in Portugal",
      country: "PT",
      categories: ["climate_tech", "remote_first"],
      q: null,
      locale: "en",
      alerts: true,
      search: "?country=PT&categories=climate_tech,remote_first",
    });

    const mine = await json(await send("GET", "/api/saved-searches", undefined, person.cookie));
    expect(mine.data.map((search: { id: string }) => search.id)).toEqual([data.id]);
    const theirs = await json(await send("GET", "/api/saved-searches", undefined, other.cookie));
    expect(theirs.data).toEqual([]);
  });

  it.each([
    ["no name", { name: " ", q: "solar" }, SAVED_SEARCH_MESSAGES.nameRequired],
    ["a name too long", { name: "x".repeat(81), q: "solar" }, SAVED_SEARCH_MESSAGES.nameTooLong],
    ["no filter at all", { name: "Everything" }, SAVED_SEARCH_MESSAGES.noFilters],
    ["an empty search text alone", { name: "Nothing", q: "   " }, SAVED_SEARCH_MESSAGES.noFilters],
    ["a category not in the catalogue", { name: "Unknown", categories: "made_up" }, "Unknown category"],
    ["a malformed country", { name: "Country", country: "Portugal" }, "Invalid country code"],
    ["a bad locale", { name: "Locale", q: "solar", locale: "fr" }, undefined],
  ])("refuses %s with 400 and stores nothing", async (_what, body, message) => {
    const person = await newSignedInUser();
    const response = await send("POST", "/api/saved-searches", body, person.cookie);
    expect(response.status).toBe(400);
    if (message) expect((await json(response)).message).toBe(message);
    const stored = await db().select().from(savedSearches).where(eq(savedSearches.userId, person.id));
    expect(stored).toEqual([]);
  });

  it("keeps the same filters once, and at most MAX_SAVED_SEARCHES per person (409)", async () => {
    const person = await newSignedInUser();
    const first = await send("POST", "/api/saved-searches", { name: "A", categories: "remote_first" }, person.cookie);
    expect(first.status).toBe(201);
    const again = await send("POST", "/api/saved-searches", { name: "B", categories: ["remote_first"] }, person.cookie);
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe(SAVED_SEARCH_MESSAGES.duplicate);

    // One statement per row: D1 binds at most 100 values per statement.
    const fillers = Array.from({ length: MAX_SAVED_SEARCHES - 1 }, (_, i) =>
      db()
        .insert(savedSearches)
        .values({
          id: crypto.randomUUID(),
          userId: person.id,
          name: `Filler ${i}`,
          query: `filler${i}`,
          filtersKey: `?q=filler${i}`,
          checkedUntil: new Date(),
        }),
    );
    await db().batch(fillers as [(typeof fillers)[number], ...typeof fillers]);
    const over = await send("POST", "/api/saved-searches", { name: "One too many", q: "solar" }, person.cookie);
    expect(over.status).toBe(409);
    expect((await json(over)).message).toBe(SAVED_SEARCH_MESSAGES.tooMany);
    const stored = await db().select().from(savedSearches).where(eq(savedSearches.userId, person.id));
    expect(stored).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it("holds both rules when saves race: the same filters once, never more than the limit", async () => {
    const person = await newSignedInUser();
    const same = { name: "Race", categories: "climate_tech" };
    const twice = await Promise.all([1, 2].map(() => send("POST", "/api/saved-searches", same, person.cookie)));
    expect(twice.map((response) => response.status).sort()).toEqual([201, 409]);

    const fillers = Array.from({ length: MAX_SAVED_SEARCHES - 2 }, (_, i) =>
      db()
        .insert(savedSearches)
        .values({
          id: crypto.randomUUID(),
          userId: person.id,
          name: `F${i}`,
          filtersKey: `?q=f${i}`,
          checkedUntil: new Date(),
        }),
    );
    await db().batch(fillers as [(typeof fillers)[number], ...typeof fillers]);
    const racing = await Promise.all(
      ["wind", "tide", "sun"].map((q) => send("POST", "/api/saved-searches", { name: q, q }, person.cookie)),
    );
    expect(racing.filter((response) => response.status === 201).length).toBeLessThanOrEqual(1);
    const stored = await db().select().from(savedSearches).where(eq(savedSearches.userId, person.id));
    expect(stored.length).toBeLessThanOrEqual(MAX_SAVED_SEARCHES);
  });

  it("is for verified accounts: signed out 401, unverified 403", async () => {
    expect((await send("POST", "/api/saved-searches", { name: "A", q: "solar" })).status).toBe(401);
    const unverified = await signUpPerson();
    const response = await send("POST", "/api/saved-searches", { name: "A", q: "solar" }, unverified.cookie);
    expect(response.status).toBe(403);
  });
});

describe("changing a saved search", () => {
  async function ownedSearch() {
    const owner = await newSignedInUser();
    const response = await send("POST", "/api/saved-searches", { name: "Mine", q: uniqueId("word") }, owner.cookie);
    return { owner, search: (await json(response)).data as { id: string } };
  }

  it("lets the owner rename it and turn alerts off and on", async () => {
    const { owner, search } = await ownedSearch();
    const renamed = await send("PATCH", `/api/saved-searches/${search.id}`, { name: "Renamed" }, owner.cookie);
    expect(renamed.status).toBe(200);
    expect((await json(renamed)).data).toMatchObject({ name: "Renamed", alerts: true });
    const off = await send("PATCH", `/api/saved-searches/${search.id}`, { alerts: false }, owner.cookie);
    expect((await json(off)).data).toMatchObject({ name: "Renamed", alerts: false });
    const empty = await send("PATCH", `/api/saved-searches/${search.id}`, {}, owner.cookie);
    expect(empty.status).toBe(400);
    expect((await json(empty)).message).toBe(SAVED_SEARCH_MESSAGES.nothingToUpdate);
  });

  it("answers 404 to anyone else, an admin included, and leaves the search as it was", async () => {
    const { search } = await ownedSearch();
    const stranger = await newSignedInUser();
    for (const [method, body] of [
      ["PATCH", { alerts: false }],
      ["DELETE", undefined],
    ] as const) {
      const response = await send(method, `/api/saved-searches/${search.id}`, body, stranger.cookie);
      expect(response.status).toBe(404);
      expect((await json(response)).message).toBe(SAVED_SEARCH_MESSAGES.notFound);
    }
    const [row] = await db().select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row).toMatchObject({ name: "Mine", alerts: true });
  });

  it("lets the owner delete it", async () => {
    const { owner, search } = await ownedSearch();
    expect((await send("DELETE", `/api/saved-searches/${search.id}`, undefined, owner.cookie)).status).toBe(200);
    expect(await db().select().from(savedSearches).where(eq(savedSearches.id, search.id))).toEqual([]);
    expect((await send("DELETE", `/api/saved-searches/${search.id}`, undefined, owner.cookie)).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------
// The digest, on known data: a window in 2031 that no other test writes into
// ---------------------------------------------------------------------------

const WINDOW_START = new Date("2031-03-01T07:17:00Z");
const IN_WINDOW = new Date("2031-03-01T20:00:00Z");
const NOW = new Date("2031-03-02T07:17:00Z");

async function searchOf(userId: string, values: Partial<typeof savedSearches.$inferInsert>): Promise<SavedSearch> {
  const [row] = await db()
    .insert(savedSearches)
    .values({
      id: crypto.randomUUID(),
      userId,
      name: "Digest test",
      filtersKey: crypto.randomUUID(),
      checkedUntil: WINDOW_START,
      ...values,
    })
    .returning();
  return row!;
}

const mailTo = (to: string) =>
  db().select().from(devEmails).where(eq(devEmails.to, to)).orderBy(desc(devEmails.createdAt));

describe("the daily digest", () => {
  const word = uniqueId("zephyrine").replaceAll("-", "");

  it("emails each search the organizations listed in its window that match, and only those", async () => {
    const person = await createVerifiedUser(db());
    const search = await searchOf(person.id, { countryCode: "PT", categoryIds: ["remote_first"] });
    const textSearch = await searchOf(person.id, { name: "By word", query: word });
    const matching = await createPaidOrganization(db(), {
      name: `Digest Match ${word}`,
      countryCode: "PT",
      categories: ["remote_first", "climate_tech"],
      listedAt: IN_WINDOW,
    });
    const others = await Promise.all([
      createPaidOrganization(db(), {
        name: "Digest Wrong Country",
        countryCode: "ES",
        categories: ["remote_first"],
        listedAt: IN_WINDOW,
      }),
      createPaidOrganization(db(), {
        name: "Digest Too Early",
        countryCode: "PT",
        categories: ["remote_first"],
        listedAt: new Date("2031-03-01T07:00:00Z"),
      }),
      createPaidOrganization(db(), {
        name: "Digest Too Late",
        countryCode: "PT",
        categories: ["remote_first"],
        listedAt: new Date("2031-03-02T08:00:00Z"),
      }),
      createPaidOrganization(db(), {
        name: "Digest Other Category",
        countryCode: "PT",
        categories: ["climate_tech"],
        listedAt: IN_WINDOW,
      }),
      createDraftOrganization(db(), {
        name: "Digest Unlisted",
        countryCode: "PT",
        categories: ["remote_first"],
        listedAt: IN_WINDOW,
      }),
    ]);

    const run = await sendSavedSearchDigests(config(), db(), NOW);
    expect(run.failed).toBe(0);
    const mail = await mailTo(person.email);
    expect(mail).toHaveLength(2);
    const byFilters = mail.find((email) => email.subject.includes("Digest test"))!;
    expect(byFilters.subject).toBe("1 new organization matches “Digest test”");
    expect(byFilters.text).toContain(matching.name);
    expect(byFilters.text).toContain(`http://localhost/organizations/${matching.id}`);
    expect(byFilters.text).toContain("http://localhost/?country=PT&categories=remote_first");
    expect(byFilters.text).toMatch(/http:\/\/localhost\/unsubscribe\?token=\S+/);
    for (const other of others) expect(byFilters.text).not.toContain(other.name);
    const byWord = mail.find((email) => email.subject.includes("By word"))!;
    expect(byWord.text).toContain(matching.name);
    expect(byWord.text).not.toContain("Digest Wrong Country");

    const windows = await db()
      .select({ checkedUntil: savedSearches.checkedUntil })
      .from(savedSearches)
      .where(inArray(savedSearches.id, [search.id, textSearch.id]));
    expect(windows.map((row) => row.checkedUntil.getTime())).toEqual([NOW.getTime(), NOW.getTime()]);

    // The same run again (a retry, an admin's "Run now"): nothing is new, nothing is sent.
    await sendSavedSearchDigests(config(), db(), NOW);
    expect(await mailTo(person.email)).toHaveLength(2);
  });

  it("sends nothing when nothing is new, nor for alerts turned off, nor to an unverified address", async () => {
    const quiet = await createVerifiedUser(db());
    const nothingNew = await searchOf(quiet.id, { query: uniqueId("nomatchword").replaceAll("-", "") });
    const off = await createVerifiedUser(db());
    await searchOf(off.id, { countryCode: "PT", alerts: false });
    const unverified = await createUnverifiedUser(db());
    await searchOf(unverified.id, { countryCode: "PT" });
    await createPaidOrganization(db(), { name: "Digest For Nobody", countryCode: "PT", listedAt: IN_WINDOW });

    await sendSavedSearchDigests(config(), db(), NOW);
    expect(await mailTo(quiet.email)).toEqual([]);
    expect(await mailTo(off.email)).toEqual([]);
    expect(await mailTo(unverified.email)).toEqual([]);
    // The quiet search's window moved on all the same.
    const [row] = await db().select().from(savedSearches).where(eq(savedSearches.id, nothingNew.id));
    expect(row!.checkedUntil.getTime()).toBe(NOW.getTime());
  });

  it("is written in the search's language, with Spanish links", async () => {
    const person = await createVerifiedUser(db());
    const spanishWord = uniqueId("quetzalito").replaceAll("-", "");
    await searchOf(person.id, { name: "Clima", query: spanishWord, locale: "es" });
    const org = await createPaidOrganization(db(), { name: `Digest ${spanishWord}`, listedAt: IN_WINDOW });
    await sendSavedSearchDigests(config(), db(), NOW);
    const [mail] = await mailTo(person.email);
    expect(mail!.subject).toBe("1 organización nueva coincide con “Clima”");
    expect(mail!.text).toContain(`http://localhost/es/organizations/${org.id}`);
    expect(mail!.text).toMatch(/http:\/\/localhost\/es\/unsubscribe\?token=/);
    expect(mail!.html).toContain('<html lang="es">');
  });

  it("keeps the window of a search whose email failed, and sends it on the next run", async () => {
    const person = await createVerifiedUser(db());
    const retryWord = uniqueId("brontide").replaceAll("-", "");
    const search = await searchOf(person.id, { query: retryWord });
    await createPaidOrganization(db(), { name: `Digest ${retryWord}`, listedAt: IN_WINDOW });
    const failing = getConfig({
      ...env,
      EMAIL_TRANSPORT: "http",
      EMAIL_HTTP_URL: "https://email-provider.example/send",
      EMAIL_API_KEY: "key",
    } as Env);
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("down", { status: 503 }));
    const failed = await sendSavedSearchDigests(failing, db(), NOW);
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    const [kept] = await db().select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(kept!.checkedUntil.getTime()).toBe(WINDOW_START.getTime());

    // The provider is back: the email goes out with a one-click List-Unsubscribe (RFC 8058).
    fetchSpy.mockResolvedValue(new Response("{}", { status: 202 }));
    await sendSavedSearchDigests(failing, db(), NOW);
    const sent = fetchSpy.mock.calls
      .map(([, init]) => JSON.parse(String(init?.body)))
      .find((body) => body.to === person.email);
    expect(sent.text).toContain(retryWord);
    expect(sent.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(sent.headers["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost\/api\/saved-searches\/unsubscribe\?token=.+>$/,
    );
    const [moved] = await db().select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(moved!.checkedUntil.getTime()).toBe(NOW.getTime());
  });

  it("reads one index range of the window, never the whole directory", async () => {
    const search = {
      countryCode: "US",
      categoryIds: ["remote_first", "climate_tech"],
      query: "climate",
      checkedUntil: WINDOW_START,
    };
    const { sql: text, params } = newMatchesQuery(db(), search, NOW).toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${text}`)
      .bind(...params)
      .all<{ detail: string }>();
    const steps = plan.results.map((row) => row.detail).join("\n");
    expect(steps).toContain(
      "SEARCH organizations USING INDEX organizations_listed_at_idx (listed_at>? AND listed_at<?)",
    );
    expect(steps).not.toMatch(/\bSCAN (organizations|organization_categories)\b/);
  });
});

describe("unsubscribing from a digest", () => {
  async function digestToken() {
    const person = await createVerifiedUser(db());
    const word = uniqueId("halcyonic").replaceAll("-", "");
    const search = await searchOf(person.id, { name: "Unsubscribe me", query: word });
    await createPaidOrganization(db(), { name: `Digest ${word}`, listedAt: IN_WINDOW });
    await sendSavedSearchDigests(config(), db(), NOW);
    const [mail] = await mailTo(person.email);
    const token = decodeURIComponent(mail!.text.match(/\/unsubscribe\?token=(\S+)/)![1]!);
    return { search, token };
  }

  /**
   * A 32-byte signature is 43 base64url characters, the last of which holds 4 bits of it and 2 spare bits that a
   * lenient decoder ignores: flipping the lowest spare bit spells the same bytes differently.
   */
  const withSpareBitFlipped = (signature: string) => {
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(signature.at(-1)!);
    return `${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
  };

  const unsubscribe = (token: string, init: RequestInit = {}) =>
    call(`/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST", ...init });

  it("turns the alerts off with the email's token alone: no session, no page of this site (RFC 8058)", async () => {
    const { search, token } = await digestToken();
    const response = await unsubscribe(token, {
      headers: { origin: "", "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ name: "Unsubscribe me", alerts: false });
    const [row] = await db().select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row!.alerts).toBe(false);
    expect((await unsubscribe(token)).status).toBe(200);
  });

  it("refuses a tampered token, another search's id under this signature, and a signature made for another use", async () => {
    const { search, token } = await digestToken();
    const other = await searchOf(search.userId, { query: "another" });
    const [, signature] = token.split(".");
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith("AA") ? "BB" : "AA"}`;
    const forged = [
      `${search.id}.${flipped}`,
      // The same signature bytes spelled another way: the last character's spare bits, padding, whitespace.
      `${search.id}.${withSpareBitFlipped(signature!)}`,
      `${search.id}.${signature}=`,
      `${search.id}.${signature!.slice(0, 20)} ${signature!.slice(20)}`,
      `${other.id}.${signature}`,
      await signedToken("guest-pass", config().BETTER_AUTH_SECRET, search.id),
      search.id,
      "",
    ];
    for (const bad of forged) {
      const response = await unsubscribe(bad);
      expect(response.status, bad).toBe(400);
      expect((await json(response)).message).toBe(SAVED_SEARCH_MESSAGES.invalidToken);
    }
    const rows = await db()
      .select()
      .from(savedSearches)
      .where(inArray(savedSearches.id, [search.id, other.id]));
    expect(rows.every((row) => row.alerts)).toBe(true);
  });
});
