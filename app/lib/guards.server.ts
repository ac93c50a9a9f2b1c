import { redirect } from "react-router";
import { getSession, type Session } from "../../worker/auth";
import { hasSessionCookie } from "../../worker/page-cache";
import { type Access, checkAccess } from "../../worker/services/guards";
import type { RedirectReason } from "./auth-messages";

/**
 * The page side of the access rules: the same checks as the API (worker/services/guards.ts), answered with
 * redirects. Signed out: /login with the origin path (and "Your session has expired" when a stale session cookie
 * came along). Guest: /login with the page's own reason. Unverified:
 * /verify-email-required. Not an admin: /profile.
 */
export async function requirePageAccess(
  env: Env,
  request: Request,
  access: Access,
  guestReason: RedirectReason = "permanent",
): Promise<Session> {
  const session = await getSession(env, request.headers);
  const denial = checkAccess(session, access);
  if (!denial) return session!;
  const url = new URL(request.url);
  const origin = `${url.pathname}${url.search}`;
  switch (denial.reason) {
    case "signed-out":
      // A session cookie that no longer opens a session: it expired or was revoked.
      throw redirect(
        `/login?${new URLSearchParams(hasSessionCookie(request) ? { redirectTo: origin, reason: "expired" } : { redirectTo: origin })}`,
      );
    case "guest":
      throw redirect(`/login?${new URLSearchParams({ redirectTo: origin, reason: guestReason })}`);
    case "unverified":
      if (url.pathname.startsWith("/verify-email")) return session!;
      throw redirect("/verify-email-required");
    case "not-admin":
      throw redirect("/profile?reason=forbidden");
  }
}
