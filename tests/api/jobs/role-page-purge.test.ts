import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createJobPosting, createPaidOrganization } from "../../../seed/factories";
import { PAGE_CACHE_HEADER, type PageRender, withPageCache } from "../../../worker/platform/page-cache";
import { readPosting } from "../../../worker/services/job-board/postings";
import { db, json, newSignedInAdmin, newSignedInUser, ORIGIN, seedDemoData, send } from "../../support/helpers";

/**
 * A role taken off the board (closed by its owner, hidden by an editor) takes its pages out of the page cache at once:
 * the next visitor's request is rendered, not served the copy that still offered Apply.
 */

beforeAll(seedDemoData);

/** A stand-in for the role page's render: a shareable 200 while the role is open, 410 once it is not. */
const rolePage: PageRender = async (request) => {
  const id = new URL(request.url).pathname.split("/").pop()!;
  try {
    await readPosting(db(), null, id);
    return new Response(`open: Apply`, { headers: { "Cache-Control": "public, max-age=0, s-maxage=60" } });
  } catch {
    return new Response("closed", { status: 410 });
  }
};

async function visit(path: string) {
  const ctx = createExecutionContext();
  const response = await withPageCache(new Request(`${ORIGIN}${path}`), env, ctx, rolePage);
  await waitOnExecutionContext(ctx);
  return { state: response.headers.get(PAGE_CACHE_HEADER), status: response.status, body: await response.text() };
}

async function cachedRole() {
  const owner = await newSignedInUser();
  const org = await createPaidOrganization(db(), { createdBy: owner.id });
  const posting = await createJobPosting(db(), { organizationId: org.id });
  for (const path of [`/jobs/${posting.id}`, `/es/jobs/${posting.id}`]) {
    expect((await visit(path)).state).toBe("miss");
    expect(await visit(path)).toMatchObject({ state: "hit", status: 200 });
  }
  return { owner, posting };
}

describe("a role taken off the board leaves the page cache at once", () => {
  it("closed by its owner: the next request in either language is rendered and says it is closed", async () => {
    const { owner, posting } = await cachedRole();
    const closed = await send("POST", `/api/jobs/${posting.id}/close`, undefined, owner.cookie);
    expect(closed.status, JSON.stringify(await json(closed.clone()))).toBe(200);
    for (const path of [`/jobs/${posting.id}`, `/es/jobs/${posting.id}`]) {
      expect(await visit(path)).toEqual({ state: "bypass", status: 410, body: "closed" });
    }
  });

  it("hidden by an editor: the next request is rendered and says it is gone", async () => {
    const { posting } = await cachedRole();
    const admin = await newSignedInAdmin();
    const hidden = await send("POST", `/api/jobs/${posting.id}/hide`, { reason: "Not a real role" }, admin.cookie);
    expect(hidden.status).toBe(200);
    expect(await visit(`/jobs/${posting.id}`)).toEqual({ state: "bypass", status: 410, body: "closed" });
  });

  it("a role that stays open stays cached (the purge is not a blanket one)", async () => {
    const { posting } = await cachedRole();
    const other = await cachedRole();
    await send("POST", `/api/jobs/${other.posting.id}/close`, undefined, other.owner.cookie);
    expect((await visit(`/jobs/${posting.id}`)).state).toBe("hit");
  });
});
