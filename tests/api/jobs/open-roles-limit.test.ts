import { and, count, eq, gt, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { OPEN_POSTINGS_PER_ORGANIZATION } from "../../../contract/limits";
import { JOB_MESSAGES } from "../../../contract/messages";
import { createPaidOrganization } from "../../../seed/factories";
import { adminAuditLog, jobPostings } from "../../../worker/db/schema";
import { db, json, newSignedInAdmin, newSignedInUser, roleBody, seedDemoData, send } from "../../support/helpers";

/**
 * The plan's open roles hold on every path that opens a role (docs/product/jobs.md): posts, renewals and an editor
 * showing a hidden role again, one at a time or at the same moment, through the API as the pages' services see it.
 */

beforeAll(seedDemoData);

const LIMIT = OPEN_POSTINGS_PER_ORGANIZATION;

/** A paid organization's owner, signed in, with `open` roles posted through the API. */
async function ownerWithRoles(open: number) {
  const owner = await newSignedInUser();
  const org = await createPaidOrganization(db(), { createdBy: owner.id });
  const ids: string[] = [];
  for (let i = 0; i < open; i += 1) {
    const posted = await send("POST", "/api/jobs", roleBody(org.id, `Role ${i}`), owner.cookie);
    expect(posted.status).toBe(201);
    ids.push((await json(posted)).data.id);
  }
  return { owner, org, ids };
}

/** How many of the organization's roles are open now, counted in the database. */
async function openRoles(organizationId: string): Promise<number> {
  const [row] = await db()
    .select({ open: count() })
    .from(jobPostings)
    .where(
      and(
        eq(jobPostings.organizationId, organizationId),
        eq(jobPostings.status, "open"),
        gt(jobPostings.expiresAt, new Date()),
        isNull(jobPostings.hiddenAt),
      ),
    );
  return row?.open ?? 0;
}

describe("the plan's open roles", () => {
  it("takes the free slots when ten posts arrive at once, and refuses the rest for the true reason", async () => {
    for (const already of [0, 1, 3]) {
      const { owner, org } = await ownerWithRoles(already);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => send("POST", "/api/jobs", roleBody(org.id, `At once ${i}`), owner.cookie)),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(
        statuses.filter((status) => status === 201),
        `with ${already} open`,
      ).toHaveLength(LIMIT - already);
      expect(
        statuses.filter((status) => status === 409),
        `with ${already} open`,
      ).toHaveLength(10 - (LIMIT - already));
      for (const answer of answers.filter((item) => item.status === 409)) {
        expect(await json(answer)).toMatchObject({ code: "TOO_MANY_OPEN_ROLES", message: JOB_MESSAGES.tooManyOpen });
      }
      expect(await openRoles(org.id)).toBe(LIMIT);
      const [stored] = await db()
        .select({ all: count() })
        .from(jobPostings)
        .where(eq(jobPostings.organizationId, org.id));
      expect(stored?.all).toBe(LIMIT);
    }
  });

  it("an editor cannot show a hidden role again into a full plan; into a free slot they can", async () => {
    const admin = await newSignedInAdmin();
    const { owner, org, ids } = await ownerWithRoles(LIMIT);
    const hidden = ids[0]!;
    expect((await send("POST", `/api/jobs/${hidden}/hide`, { reason: "Misleading title" }, admin.cookie)).status).toBe(
      200,
    );
    // A hidden role holds no slot: its owner posts another.
    const another = await send("POST", "/api/jobs", roleBody(org.id, "Another"), owner.cookie);
    expect(another.status).toBe(201);

    const refused = await send("POST", `/api/jobs/${hidden}/unhide`, undefined, admin.cookie);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      code: "TOO_MANY_OPEN_ROLES",
      messageId: "job.unhideTooManyOpen",
      message: JOB_MESSAGES.unhideTooManyOpen,
    });
    expect(await openRoles(org.id)).toBe(LIMIT);
    const audit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, hidden));
    expect(audit.map((row) => row.action)).toEqual(["posting.hide"]);

    expect((await send("POST", `/api/jobs/${ids[1]}/close`, undefined, owner.cookie)).status).toBe(200);
    const shown = await send("POST", `/api/jobs/${hidden}/unhide`, undefined, admin.cookie);
    expect(shown.status).toBe(200);
    expect((await json(shown)).data.state).toBe("open");
    expect(await openRoles(org.id)).toBe(LIMIT);
  });

  it("an editor shows a hidden closed role again into a full plan: it stays closed and takes no slot", async () => {
    const admin = await newSignedInAdmin();
    const { owner, org, ids } = await ownerWithRoles(LIMIT);
    await send("POST", `/api/jobs/${ids[0]}/close`, undefined, owner.cookie);
    await send("POST", `/api/jobs/${ids[0]}/hide`, { reason: "Spam" }, admin.cookie);
    expect((await send("POST", "/api/jobs", roleBody(org.id, "Fifth again"), owner.cookie)).status).toBe(201);
    const shown = await send("POST", `/api/jobs/${ids[0]}/unhide`, undefined, admin.cookie);
    expect(shown.status).toBe(200);
    expect((await json(shown)).data.state).toBe("closed");
    expect(await openRoles(org.id)).toBe(LIMIT);
  });

  it("renewals reopen closed roles into the free slots only, also at the same moment; an open role is extended", async () => {
    const { owner, org, ids } = await ownerWithRoles(LIMIT);
    for (const id of ids.slice(0, 3)) await send("POST", `/api/jobs/${id}/close`, undefined, owner.cookie);
    expect((await send("POST", "/api/jobs", roleBody(org.id, "Takes a slot"), owner.cookie)).status).toBe(201);
    // Three open: two slots free for the three closed roles renewed at once.
    const renewals = await Promise.all(
      ids.slice(0, 3).map((id) => send("POST", `/api/jobs/${id}/renew`, { durationDays: 60 }, owner.cookie)),
    );
    expect(renewals.map((answer) => answer.status).sort()).toEqual([200, 200, 409]);
    expect(await openRoles(org.id)).toBe(LIMIT);
    const extended = await send("POST", `/api/jobs/${ids[4]}/renew`, { durationDays: 60 }, owner.cookie);
    expect(extended.status).toBe(200);
  });

  it("a post and an editor's showing a role again at the same moment share the one free slot", async () => {
    const admin = await newSignedInAdmin();
    const { owner, org, ids } = await ownerWithRoles(LIMIT);
    await send("POST", `/api/jobs/${ids[0]}/hide`, { reason: "Duplicate" }, admin.cookie);
    const [post, unhide] = await Promise.all([
      send("POST", "/api/jobs", roleBody(org.id, "Racing the editor"), owner.cookie),
      send("POST", `/api/jobs/${ids[0]}/unhide`, undefined, admin.cookie),
    ]);
    // Exactly one of them got the slot; the other was refused for it.
    expect([post.status === 201, unhide.status === 200].filter(Boolean)).toHaveLength(1);
    expect([post.status, unhide.status].filter((status) => status === 409)).toHaveLength(1);
    expect(await openRoles(org.id)).toBe(LIMIT);
  });
});

// The worker's sources, read through Vite's glob import at transform time (the workerd pool has no file system).
const sources = import.meta.glob<string>("../../../{app,worker}/**/*.{ts,tsx}", {
  query: "?raw",
  import: "default",
  eager: true,
});

describe("the writes to roles", () => {
  it("insert only through the limit's helper; the other files that change roles are known not to open one", () => {
    const writers = Object.entries(sources)
      .filter(([, text]) => /\.(insert|update)\(jobPostings\)/.test(text))
      .map(([file]) => file.replace(/^\.\.\/\.\.\/\.\.\//, ""))
      .sort();
    // A new file here must open roles through open-roles.ts (roomFor), or open none.
    expect(writers).toEqual([
      "worker/services/job-board/expiry.ts",
      "worker/services/job-board/moderation.ts",
      "worker/services/job-board/open-roles.ts",
      "worker/services/job-board/postings.ts",
    ]);
    const inserters = Object.entries(sources).filter(([, text]) => /\.insert\(jobPostings\)/.test(text));
    expect(inserters.map(([file]) => file)).toEqual(["../../../worker/services/job-board/open-roles.ts"]);
  });
});
