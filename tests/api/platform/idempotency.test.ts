import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { OPEN_POSTINGS_PER_ORGANIZATION } from "../../../contract/limits";
import { REQUEST_MESSAGES } from "../../../contract/messages";
import { createPaidOrganization } from "../../../seed/factories";
import { idempotencyKeys, jobPostings, organizations } from "../../../worker/db/schema";
import { withBackground } from "../../../worker/platform/background";
import { once, pruneIdempotencyKeys } from "../../../worker/platform/idempotency";
import { call, db, json, newSignedInUser, roleBody, seedDemoData } from "../../support/helpers";
import { draftOf } from "../../support/payments";

/**
 * A creating request repeated with its Idempotency-Key makes one thing (docs/decisions/0045): at the same moment, one
 * after the other, or after the first failed; another request under the same key is refused.
 */

beforeAll(seedDemoData);

function post(path: string, body: unknown, cookie: string, key?: string) {
  return call(path, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, ...(key === undefined ? {} : { "idempotency-key": key }) },
    body: JSON.stringify(body),
  });
}

const organization = (name: string) => ({ name, country: "PT", description: "Small teams, written decisions." });

async function organizationsOf(userId: string) {
  const [row] = await db().select({ n: count() }).from(organizations).where(eq(organizations.createdBy, userId));
  return row?.n ?? 0;
}

async function rolesOf(organizationId: string) {
  const [row] = await db()
    .select({ n: count() })
    .from(jobPostings)
    .where(eq(jobPostings.organizationId, organizationId));
  return row?.n ?? 0;
}

describe("POST /api/organizations with an Idempotency-Key", () => {
  it("two identical requests at the same moment create one organization and both answer it", async () => {
    const owner = await newSignedInUser();
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      [0, 1].map(() => post("/api/organizations", organization("Twice Sent"), owner.cookie, key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const [first, second] = await Promise.all(answers.map((answer) => json(answer)));
    expect(second).toEqual(first);
    expect(answers.map((answer) => answer.headers.get("idempotent-replayed")).sort()).toEqual([null, "true"]);
    expect(await organizationsOf(owner.id)).toBe(1);

    // Later, the same key and body answer the first result again.
    const again = await post("/api/organizations", organization("Twice Sent"), owner.cookie, key);
    expect(again.status).toBe(201);
    expect(await json(again)).toEqual(first);
    expect(await organizationsOf(owner.id)).toBe(1);
  });

  it("different keys, or none, create one organization each", async () => {
    const owner = await newSignedInUser();
    const answers = await Promise.all([
      post("/api/organizations", organization("Keyed"), owner.cookie, crypto.randomUUID()),
      post("/api/organizations", organization("Keyed"), owner.cookie, crypto.randomUUID()),
      post("/api/organizations", organization("Keyed"), owner.cookie),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(answers.map(async (answer) => (await json(answer)).data.id));
    expect(new Set(ids).size).toBe(3);
    expect(await organizationsOf(owner.id)).toBe(3);
  });

  it("refuses the same key with another body, and keeps each person's keys apart", async () => {
    const owner = await newSignedInUser();
    const key = crypto.randomUUID();
    expect((await post("/api/organizations", organization("First"), owner.cookie, key)).status).toBe(201);
    const reused = await post("/api/organizations", organization("Second"), owner.cookie, key);
    expect(reused.status).toBe(409);
    expect(await json(reused)).toMatchObject({
      code: "IDEMPOTENCY_KEY_REUSED",
      messageId: "request.idempotencyKeyReused",
      message: REQUEST_MESSAGES.idempotencyKeyReused,
    });
    expect(await organizationsOf(owner.id)).toBe(1);

    const someoneElse = await newSignedInUser();
    expect((await post("/api/organizations", organization("First"), someoneElse.cookie, key)).status).toBe(201);
    expect(await organizationsOf(someoneElse.id)).toBe(1);
  });

  it("refuses a key that is not 8 to 255 visible characters", async () => {
    const owner = await newSignedInUser();
    for (const key of ["short", "x".repeat(256), "with space inside"]) {
      const answer = await post("/api/organizations", organization("Bad key"), owner.cookie, key);
      expect(answer.status, key).toBe(400);
      expect((await json(answer)).messageId, key).toBe("request.idempotencyKeyInvalid");
    }
    expect(await organizationsOf(owner.id)).toBe(0);
  });
});

describe("POST /api/jobs with an Idempotency-Key", () => {
  it("two identical posts at the same moment make one role, counted once against the plan", async () => {
    const owner = await newSignedInUser();
    const org = await createPaidOrganization(db(), { createdBy: owner.id });
    for (let i = 0; i < OPEN_POSTINGS_PER_ORGANIZATION - 2; i += 1) {
      expect((await post("/api/jobs", roleBody(org.id, `Role ${i}`), owner.cookie)).status).toBe(201);
    }
    const key = crypto.randomUUID();
    const answers = await Promise.all([0, 1].map(() => post("/api/jobs", roleBody(org.id), owner.cookie, key)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const [first, second] = await Promise.all(answers.map((answer) => json(answer)));
    expect(second.data.id).toBe(first.data.id);
    expect(await rolesOf(org.id)).toBe(OPEN_POSTINGS_PER_ORGANIZATION - 1);
    // The repeat took no slot: one more role still fits.
    expect((await post("/api/jobs", roleBody(org.id, "The last slot"), owner.cookie, crypto.randomUUID())).status).toBe(
      201,
    );
  });

  it("a refused post keeps nothing under its key: sent again once there is room, it is posted", async () => {
    const owner = await newSignedInUser();
    const org = await createPaidOrganization(db(), { createdBy: owner.id });
    const ids: string[] = [];
    for (let i = 0; i < OPEN_POSTINGS_PER_ORGANIZATION; i += 1) {
      ids.push((await json(await post("/api/jobs", roleBody(org.id, `Role ${i}`), owner.cookie))).data.id);
    }
    const key = crypto.randomUUID();
    const refused = await post("/api/jobs", roleBody(org.id, "One too many"), owner.cookie, key);
    expect(refused.status).toBe(409);
    expect((await json(refused)).code).toBe("TOO_MANY_OPEN_ROLES");
    await call(`/api/jobs/${ids[0]}/close`, { method: "POST", headers: { cookie: owner.cookie } });
    const posted = await post("/api/jobs", roleBody(org.id, "One too many"), owner.cookie, key);
    expect(posted.status).toBe(201);
    expect(posted.headers.get("idempotent-replayed")).toBeNull();
  });
});

describe("POST /api/payments/create-checkout-session with an Idempotency-Key", () => {
  it("two identical requests at the same moment answer one checkout session", async () => {
    const owner = await newSignedInUser();
    const organizationId = await draftOf(owner.id);
    const key = crypto.randomUUID();
    const body = { organizationId, plan: "monthly" };
    const answers = await Promise.all(
      [0, 1].map(() => post("/api/payments/create-checkout-session", body, owner.cookie, key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [first, second] = await Promise.all(answers.map((answer) => json(answer)));
    expect(second).toEqual(first);
    expect(first.data.sessionId).toBeTruthy();
    const annual = await post("/api/payments/create-checkout-session", { ...body, plan: "annual" }, owner.cookie, key);
    expect(annual.status).toBe(409);
  });
});

describe("the keys' store", () => {
  it("answers a repeat sent while the first is at work once the first is done, or that it is still at work", async () => {
    const owner = await newSignedInUser();
    const keyed = { userId: owner.id, key: crypto.randomUUID(), scope: "test", input: { a: 1, b: [2, 3] } };
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    const first = once(db(), keyed, async () => {
      runs += 1;
      await gate;
      return { made: "first" };
    });
    while ((await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, keyed.key))).length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // The same input with its keys in another order is the same request.
    const second = once(db(), { ...keyed, input: { b: [2, 3], a: 1 } }, async () => {
      runs += 1;
      return { made: "second" };
    });
    // One that stops waiting before the first is done is told so, and did nothing.
    await expect(once(db(), keyed, async () => ({ made: "third" }), { waitMs: 50 })).rejects.toMatchObject({
      kind: "conflict",
      code: "REQUEST_IN_PROGRESS",
      messageId: "request.idempotencyKeyBusy",
    });
    setTimeout(release, 300);
    expect(await first).toEqual({ value: { made: "first" }, replayed: false });
    expect(await second).toEqual({ value: { made: "first" }, replayed: true });
    expect(runs).toBe(1);
  });

  it("finishes the work and keeps its result under the request's waitUntil, so a client that leaves strands nothing", async () => {
    const owner = await newSignedInUser();
    const keyed = { userId: owner.id, key: crypto.randomUUID(), scope: "test", input: { left: true } };
    const held: Promise<unknown>[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The client's answer is never awaited: it left, and only what the request's waitUntil holds is finished.
    void withBackground({ waitUntil: (task) => held.push(task) }, () =>
      once(db(), keyed, async () => {
        await gate;
        return { made: "first" };
      }),
    );
    await vi.waitFor(() => expect(held).toHaveLength(1));
    release();
    await Promise.all(held);
    const [kept] = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, keyed.key));
    expect(kept?.result).toBe(JSON.stringify({ made: "first" }));
    expect(await once(db(), keyed, async () => ({ made: "again" }))).toEqual({
      value: { made: "first" },
      replayed: true,
    });
  });

  it("keeps a key for a day: the hourly cleanup deletes it after, and the key is free again", async () => {
    const owner = await newSignedInUser();
    const key = crypto.randomUUID();
    await post("/api/organizations", organization("Kept a day"), owner.cookie, key);
    const stored = () =>
      db()
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, owner.id), eq(idempotencyKeys.key, key)));
    const [row] = await stored();
    expect(row!.expiresAt - row!.createdAt).toBe(24 * 60 * 60_000);
    await pruneIdempotencyKeys(db(), row!.expiresAt - 1);
    expect(await stored()).toHaveLength(1);
    expect(await pruneIdempotencyKeys(db(), row!.expiresAt)).toBeGreaterThanOrEqual(1);
    expect(await stored()).toEqual([]);
    expect((await post("/api/organizations", organization("Kept a day"), owner.cookie, key)).status).toBe(201);
    expect(await organizationsOf(owner.id)).toBe(2);
  });
});

describe("the API's document", () => {
  it("describes the Idempotency-Key header of every creating route", async () => {
    const document = await json(await call("/api/openapi.json"));
    for (const [path, method] of [
      ["/api/organizations", "post"],
      ["/api/jobs", "post"],
      ["/api/payments/create-checkout-session", "post"],
    ] as const) {
      const operation = document.paths[path][method];
      expect(operation.parameters, path).toContainEqual(
        expect.objectContaining({ in: "header", name: "idempotency-key", required: false }),
      );
      expect(operation.description, path).toContain("Idempotency-Key");
    }
  });
});
