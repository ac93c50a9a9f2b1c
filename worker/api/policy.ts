import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { every } from "hono/combine";
import { createMiddleware } from "hono/factory";
import { ANALYTICS_BODY_MAX } from "../../contract/analytics";
import { message } from "../../contract/errors";
import { createDb, withDbSession } from "../db/client";
import { getConfig, metersD1 } from "../platform/env";
import { forbidden } from "../platform/errors";
import { withGuestPass } from "../platform/guest-pass";
import { errorBody } from "../platform/http-errors";
import { requireWriteAllowance } from "../platform/rate-limit";
import type { Access } from "../services/access/permissions";
import { type AppEnv, requestContext, type SignedInEnv, signedIn } from "./context";
import { errorAnswer } from "./errors";

/**
 * What the API asks of a request before a route's handler runs, as middleware that each route names in its
 * definition (`middleware:` of its createRoute). The bundles at the end are the policies the routes use; each lists
 * its steps in the order they apply.
 */

/**
 * One D1 session per request (read replication with the bookmark cookie), and the guest pass kept in step with the
 * session cookie whatever answered, a refusal by a later step of the same policy included (answered here, since
 * those steps run inside this one). The answer is replaced, not merged, so the cookies both add are kept.
 */
export const d1Session = createMiddleware<AppEnv>(async (c, next) => {
  const answered = await withDbSession(
    c.env.DB,
    c.req.raw,
    async () => {
      try {
        await next();
      } catch (error) {
        c.res = errorAnswer(error, c);
      }
      return withGuestPass(c.env, c.req.raw, c.res);
    },
    { meter: metersD1(c.env) },
  );
  c.res = undefined;
  c.res = answered;
});

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Every write counts against its client address, as a page's form does (platform/rate-limit.ts); over it, 429. */
export const writesPerAddress = createMiddleware<AppEnv>(async (c, next) => {
  if (UNSAFE_METHODS.has(c.req.method)) {
    await requireWriteAllowance(createDb(c.env.DB), c.req.raw, getConfig(c.env));
  }
  await next();
});

/** Uploads are multipart and count their own 5 MB while streaming (platform/image-upload.ts). */
const isMultipart = (contentType: string | undefined) => (contentType ?? "").startsWith("multipart/form-data");

function bodyAtMost(maxSize: number): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize,
    onError: (c) => c.json(errorBody("PAYLOAD_TOO_LARGE", { id: "general.bodyTooLarge" }), 413),
  });
  return async (c, next) => (isMultipart(c.req.header("content-type")) ? next() : limit(c, next));
}

/** JSON bodies are small. */
export const jsonBody = bodyAtMost(64 * 1024);

/** Stripe's events are larger. */
export const webhookBody = bodyAtMost(512 * 1024);

/** An analytics beacon is a few hundred bytes: more is a mistake or abuse, refused as invalid input. */
export const beaconBody = bodyLimit({
  maxSize: ANALYTICS_BODY_MAX,
  onError: (c) => c.json(errorBody("BODY_TOO_LARGE", { id: "analytics.bodyTooLarge" }), 400),
});

/**
 * A state-changing request must come from this site: its Origin header (or, without one, the browser's
 * Sec-Fetch-Site) must say so.
 */
export const sameOriginOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (UNSAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header("origin");
    const expected = new URL(getConfig(c.env).APP_URL).origin;
    const sameSite = origin ? origin === expected : c.req.header("sec-fetch-site") === "same-origin";
    if (!sameSite) throw forbidden(message("access.crossSite"), "FORBIDDEN_ORIGIN");
  }
  await next();
});

/** A successful answer's Cache-Control (a failure is never cached). */
export function cacheControl(value: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set("Cache-Control", value);
  });
}

// The policies.

/** A read anyone may make: the database and the viewer (if any). */
export const publicRead = every(d1Session, requestContext) as MiddlewareHandler<AppEnv>;

/** A read of reference data: as publicRead, and cacheable by browsers and shared caches. */
export const cachedRead = (value: string) =>
  every(d1Session, requestContext, cacheControl(value)) as MiddlewareHandler<AppEnv>;

/** A read that needs a session with the given access (401 signed out, 403 without the access). */
export const signedInRead = (access: Access) =>
  every(d1Session, requestContext, signedIn(access)) as MiddlewareHandler<SignedInEnv>;

/**
 * A write from this site's pages by a person with the given access: counted per address, a JSON body of at most
 * 64 KB, from this site's origin.
 */
export const siteWrite = (access: Access) =>
  every(
    d1Session,
    writesPerAddress,
    jsonBody,
    requestContext,
    sameOriginOnly,
    signedIn(access),
  ) as MiddlewareHandler<SignedInEnv>;

/**
 * A write anyone may make from this site's pages, signed in or not (the newsletter's form): counted per address, a
 * JSON body of at most 64 KB, from this site's origin.
 */
export const publicWrite = every(
  d1Session,
  writesPerAddress,
  jsonBody,
  requestContext,
  sameOriginOnly,
) as MiddlewareHandler<AppEnv>;

/**
 * A write that comes from a mail client, not from a page (a digest's one-click unsubscribe, RFC 8058): no session
 * needed and no origin check; the link's signed token is the authority.
 */
export const mailLinkWrite = every(d1Session, writesPerAddress, jsonBody, requestContext) as MiddlewareHandler<AppEnv>;

/**
 * Stripe's signed and retried deliveries: a larger body, not counted per address, no origin check (the
 * Stripe-Signature header is the authority).
 */
export const stripeDelivery = every(d1Session, webhookBody, requestContext) as MiddlewareHandler<AppEnv>;

/**
 * An analytics beacon: at most 4 KB, from this site; no database and no session on its path (its own limit is the
 * edge's Rate Limiting binding, see analytics.ts).
 */
export const beaconWrite = every(beaconBody, sameOriginOnly) as MiddlewareHandler<AppEnv>;

/** better-auth's endpoints: the D1 session and guest pass, writes counted per address, JSON bodies of 64 KB. */
export const authEndpoint = every(d1Session, writesPerAddress, jsonBody) as MiddlewareHandler<AppEnv>;
