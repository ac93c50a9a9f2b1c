import { createRoute } from "@hono/zod-openapi";
import {
  newsletterConfirmedDto,
  newsletterInput,
  newsletterRequestedDto,
  newsletterTokenQuery,
  newsletterUnsubscribedDto,
} from "../../contract/newsletter";
import { dataOf } from "../../contract/responses";
import { getConfig } from "../platform/env";
import { clientAddress } from "../platform/rate-limit";
import { confirmSubscription, subscribe, unsubscribeNewsletter } from "../services/newsletter/newsletter";
import { about, answers, jsonRequest } from "./describe";
import { publicWrite } from "./policy";
import { tagged } from "./routes";
import { documentedRoutes } from "./validation";

const TAG = "Newsletter";
const newsletter = tagged(TAG);

const subscribeRoute = createRoute({
  method: "post",
  path: "/",
  ...about(
    TAG,
    "public",
    "Subscribe to the weekly newsletter",
    "Emails a confirmation link to the address (double opt-in); the subscription starts once it is opened, within 7 days. The answer is the same, and as fast, whether or not the address is subscribed already (then nothing is sent): the email goes out after it, at most 3 a day and one a minute to one mailbox (+tags folded). At most 20 requests an hour per client address (429).",
  ),
  middleware: publicWrite,
  request: { body: jsonRequest(newsletterInput) },
  responses: answers(
    202,
    "Requested: a confirmation email is on its way unless the address is subscribed.",
    dataOf(newsletterRequestedDto),
    [400, 403, 429, 500],
  ),
});

const confirmRoute = createRoute({
  ...newsletter.mailLink(
    "/confirm",
    "Confirm a subscription",
    "The token of the confirmation email's link (the page at /newsletter/confirm calls the same rule). A tampered token or one past its 7 days is refused (400) with a message saying which.",
  ),
  request: { query: newsletterTokenQuery },
  responses: answers(200, "Subscribed.", dataOf(newsletterConfirmedDto), [400, 500]),
});

// The link of a summary's List-Unsubscribe header (RFC 8058): mail clients POST here, from no page of this site and
// with no session; the signed token is the authority.
const unsubscribeRoute = createRoute({
  ...newsletter.mailLink(
    "/unsubscribe",
    "Unsubscribe (one-click)",
    "The List-Unsubscribe link of a weekly summary (RFC 8058): no session and no same-site check, the signed token names the subscription. Doing it twice changes nothing.",
  ),
  request: { query: newsletterTokenQuery },
  responses: answers(200, "Unsubscribed.", dataOf(newsletterUnsubscribedDto), [400, 500]),
});

/** The newsletter: double opt-in subscription and the one-click unsubscribe of its emails. */
export const newsletterApi = documentedRoutes()
  .openapi(subscribeRoute, async (c) => {
    const config = getConfig(c.env);
    await subscribe(config, c.var.db, c.req.valid("json"), clientAddress(c.req.raw, config));
    return c.json({ data: { requested: true as const } }, 202);
  })
  .openapi(confirmRoute, async (c) => {
    await confirmSubscription(getConfig(c.env), c.var.db, c.req.valid("query").token);
    return c.json({ data: { confirmed: true as const } }, 200);
  })
  .openapi(unsubscribeRoute, async (c) => {
    await unsubscribeNewsletter(getConfig(c.env), c.var.db, c.req.valid("query").token);
    return c.json({ data: { unsubscribed: true as const } }, 200);
  });
