import { type RouterContextProvider, redirect } from "react-router";
import { appContext } from "#worker/app-context";
import { hasSessionCookie } from "#worker/platform/request-cookies";
import { type Access, checkAccess, type Viewer } from "#worker/services/access/permissions";
import { localizePath, withoutLocale } from "../../contract/locale";
import type { RedirectReason } from "./flash";
import { pageLocale } from "./locale";

/**
 * The page side of the access rules: the same checks as the API (worker/services/access/permissions.ts), answered with
 * redirects. Signed out: /login with the origin path (and "Your session has expired" when a stale session cookie
 * came along). Guest: /login with the page's own reason. Unverified: /verify-email-required. Not an admin: /profile.
 */
export async function requirePageAccess(
  context: Readonly<RouterContextProvider>,
  request: Request,
  access: Access,
  guestReason: RedirectReason = "permanent",
): Promise<Viewer> {
  const viewer = await context.get(appContext).viewer();
  const denial = checkAccess(viewer, access);
  if (!denial) return viewer!;
  const url = new URL(request.url);
  const origin = `${url.pathname}${url.search}`;
  // The page the guard sends someone to is in the language of the page they asked for.
  const to = (path: string) => redirect(localizePath(path, pageLocale({ request })));
  switch (denial) {
    case "signed-out":
      // A session cookie that no longer opens a session: it expired or was revoked.
      throw to(
        `/login?${new URLSearchParams(hasSessionCookie(request.headers.get("cookie")) ? { redirectTo: origin, reason: "expired" } : { redirectTo: origin })}`,
      );
    case "guest":
      throw to(`/login?${new URLSearchParams({ redirectTo: origin, reason: guestReason })}`);
    case "unverified":
      if (withoutLocale(url.pathname).startsWith("/verify-email")) return viewer!;
      throw to("/verify-email-required");
    case "not-admin":
      throw to("/profile?reason=forbidden");
  }
}
