import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  boardPageDto,
  boardQuery,
  createPostingInput,
  hidePostingInput,
  type OwnerRoleDto,
  ownerRoleDto,
  postingDto,
  postingFields,
  postingIdInput,
  renewPostingInput,
} from "../../contract/job-board";
import { OPEN_POSTINGS_PER_ORGANIZATION, OWNER_ROLES_LISTED } from "../../contract/limits";
import { dataOf } from "../../contract/responses";
import type { JobPosting } from "../db/schema";
import { forgetPages } from "../platform/page-cache";
import { listBoard } from "../services/job-board/board";
import { hidePosting, unhidePosting } from "../services/job-board/moderation";
import { postingState, rolesOf } from "../services/job-board/owner-roles";
import {
  closePosting,
  createPosting,
  readPosting,
  renewPosting,
  rolePages,
  updatePosting,
} from "../services/job-board/postings";
import { answers, GUARDED, jsonRequest } from "./describe";
import { createdOnce, IDEMPOTENT, idempotencyHeaders } from "./idempotency";
import { tagged } from "./routes";
import { documentedRoutes } from "./validation";

const jobs = tagged("Jobs");
const role = dataOf(postingDto);

const board = createRoute({
  ...jobs.get(
    "/",
    "public",
    "List open roles",
    "The job board, newest first. Filters combine: categories (the organization has every one), country (an office there, or a remote role open to it), workplace, type, seniority, a lowest salary in a currency and period (roles whose range reaches it), and words. Keyset pagination: pass meta.nextCursor as cursor. The first page also answers meta.total and meta.facets (how many matching roles each category, workplace, type and seniority holds); later pages answer null for both. Pages and counts read a bounded part of the board: a page may hold fewer roles than asked, even none, and still carry a nextCursor (keep following it until it is null); totals and facets are exact without filters or with one category, workplace, type or seniority, and otherwise counted over the newest roles, with meta.totalCapped and meta.facetsCapped true when they are lower bounds.",
  ),
  request: { query: boardQuery },
  responses: answers(200, "A page of roles.", boardPageDto, [400, 500]),
});

const mine = createRoute({
  ...jobs.get(
    "/mine",
    "verified",
    "My roles",
    `The roles of the organizations I created, newest first (at most ${OWNER_ROLES_LISTED}), with where each stands and its views and apply clicks over the last 30 days.`,
  ),
  responses: answers(200, "The roles.", dataOf(z.array(ownerRoleDto)), GUARDED),
});

const read = createRoute({
  ...jobs.get(
    "/{id}",
    "public",
    "Read a role",
    "An open role. One no longer open (closed, expired or hidden) answers 410; one that never was, or whose organization is not listed, 404. Its organization's creator and admins read it whatever its state.",
  ),
  request: { params: postingIdInput },
  responses: answers(200, "The role.", role, [400, 404, 410, 500]),
});

const post = createRoute({
  ...jobs.post(
    "/",
    "verified",
    "Post a role",
    `For an organization the caller created and paid for (403 otherwise), open for 30 or 60 days. Every role states its pay: a salary range with currency and period. Apply by an email address or a public http(s) link. At most ${OPEN_POSTINGS_PER_ORGANIZATION} open roles per organization (409), also for posts sent at once. ${IDEMPOTENT}`,
  ),
  request: { headers: idempotencyHeaders, body: jsonRequest(createPostingInput) },
  responses: answers(201, "The role.", role, [400, ...GUARDED, 404, 409]),
});

const edit = createRoute({
  ...jobs.put("/{id}", "verified", "Edit a role", "Replaces its fields; its expiry and state stay. Its creator only."),
  request: { params: postingIdInput, body: jsonRequest(postingFields) },
  responses: answers(200, "The role.", role, [400, ...GUARDED, 404]),
});

const close = createRoute({
  ...jobs.post(
    "/{id}/close",
    "verified",
    "Close a role",
    "It leaves the board at once (410 from then on). Its creator only.",
  ),
  request: { params: postingIdInput },
  responses: answers(200, "The role.", role, [400, ...GUARDED, 404, 409]),
});

const renew = createRoute({
  ...jobs.post(
    "/{id}/renew",
    "verified",
    "Renew a role",
    "Open for 30 or 60 days from now: an open role is extended, a closed or expired one reopens within the plan's open roles (409). A hidden role cannot be renewed. Its creator only.",
  ),
  request: { params: postingIdInput, body: jsonRequest(renewPostingInput) },
  responses: answers(200, "The role.", role, [400, ...GUARDED, 404, 409]),
});

const hide = createRoute({
  ...jobs.post("/{id}/hide", "admin", "Hide a role", "Takes it off the board with a reason its owner reads. Audited."),
  request: { params: postingIdInput, body: jsonRequest(hidePostingInput) },
  responses: answers(200, "The role.", role, [400, ...GUARDED, 404, 409]),
});

const unhide = createRoute({
  ...jobs.post(
    "/{id}/unhide",
    "admin",
    "Show a hidden role again",
    `Audited. An open role shown again takes one of its organization's ${OPEN_POSTINGS_PER_ORGANIZATION} open roles: refused (409) when they are all taken.`,
  ),
  request: { params: postingIdInput },
  responses: answers(200, "The role.", role, [400, ...GUARDED, 404, 409]),
});

/** A stored role as the API answers it, with where it stands now. */
function toPostingDto(posting: JobPosting, organizationName: string, now = new Date()) {
  return {
    id: posting.id,
    title: posting.title,
    description: posting.description,
    employmentType: posting.employmentType,
    seniority: posting.seniority,
    workplace: posting.workplace,
    remoteCountries: posting.remoteCountries,
    timeZoneMin: posting.timeZoneMin,
    timeZoneMax: posting.timeZoneMax,
    locationCity: posting.locationCity,
    locationCountry: posting.locationCountry,
    salaryMin: posting.salaryMin,
    salaryMax: posting.salaryMax,
    salaryCurrency: posting.salaryCurrency,
    salaryPeriod: posting.salaryPeriod,
    applyUrl: posting.applyUrl,
    applyEmail: posting.applyEmail,
    postedAt: posting.postedAt.toISOString(),
    expiresAt: posting.expiresAt.toISOString(),
    state: postingState(posting, now),
    hiddenReason: posting.hiddenReason,
    organization: { id: posting.organizationId, name: organizationName },
  };
}

/** The role read back with its organization's name, as the caller may see it. */
async function answered(db: Parameters<typeof readPosting>[0], viewer: Parameters<typeof readPosting>[1], id: string) {
  const { posting, organization } = await readPosting(db, viewer, id);
  return { data: toPostingDto(posting, organization.name) };
}

/** /api/jobs: the job board, a role, and its owner's and editors' changes (docs/product/jobs.md). */
export const jobsApi = documentedRoutes()
  .openapi(board, async (c) => {
    const { postings, nextCursor, total, totalCapped, facets, facetsCapped } = await listBoard(
      c.var.db,
      c.req.valid("query"),
    );
    return c.json({ data: postings, meta: { nextCursor, total, totalCapped, facets, facetsCapped } }, 200);
  })
  .openapi(mine, async (c) => c.json({ data: (await rolesOf(c.var.db, c.var.user)) satisfies OwnerRoleDto[] }, 200))
  .openapi(read, async (c) => c.json(await answered(c.var.db, c.var.user, c.req.valid("param").id), 200))
  .openapi(post, async (c) => {
    const input = c.req.valid("json");
    const body = await createdOnce(c, input, async () => {
      const posting = await createPosting(c.var.db, c.var.user, input);
      return answered(c.var.db, c.var.user, posting.id);
    });
    return c.json(body, 201);
  })
  .openapi(edit, async (c) => {
    const posting = await updatePosting(c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json"));
    return c.json(await answered(c.var.db, c.var.user, posting.id), 200);
  })
  .openapi(close, async (c) => {
    const posting = await closePosting(c.var.db, c.var.user, c.req.valid("param").id);
    await forgetPages(c.env, c.req.raw, rolePages(posting));
    return c.json(await answered(c.var.db, c.var.user, posting.id), 200);
  })
  .openapi(renew, async (c) => {
    const { durationDays } = c.req.valid("json");
    const posting = await renewPosting(c.var.db, c.var.user, c.req.valid("param").id, durationDays);
    return c.json(await answered(c.var.db, c.var.user, posting.id), 200);
  })
  .openapi(hide, async (c) => {
    const posting = await hidePosting(c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json").reason);
    await forgetPages(c.env, c.req.raw, rolePages(posting));
    return c.json(await answered(c.var.db, c.var.user, posting.id), 200);
  })
  .openapi(unhide, async (c) => {
    const posting = await unhidePosting(c.var.db, c.var.user, c.req.valid("param").id);
    return c.json(await answered(c.var.db, c.var.user, posting.id), 200);
  });
