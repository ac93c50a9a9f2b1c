import type { RouterContextProvider } from "react-router";
import { appContext } from "#worker/app-context";
import { getConfig } from "#worker/platform/env";
import { requireDevCheckout } from "#worker/services/payments/dev-checkout";
import { requirePageAccess } from "~/lib/guards.server";

/**
 * Who may open a development stand-in for Stripe (the checkout, the customer portal): outside development the page
 * does not exist, whoever asks; in it, a verified person, whose own checkout or plan the service then checks.
 */
export async function standInAccess(context: Readonly<RouterContextProvider>, request: Request) {
  const { env, db } = context.get(appContext);
  const config = getConfig(env);
  requireDevCheckout(config);
  const viewer = await requirePageAccess(context, request, "verified", "permanent");
  return { config, db, viewer };
}
