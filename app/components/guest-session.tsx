import { isbot } from "isbot";
import { useEffect, useRef } from "react";
import { useLocation, useRevalidator, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/**
 * The account pages set or check a session themselves. A guest sign-in racing a login there could answer last and
 * replace the session the person just signed in with.
 */
const ACCOUNT_PAGES = new Set([
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/verify-email-required",
]);

/**
 * Signs a visitor nobody has signed in yet in as a guest (SPEC.md §1), then reloads the page data so the header
 * says "Browsing as Guest". It runs in the browser after hydration only: server rendering and crawlers never create
 * guests.
 */
export function GuestSession() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { pathname } = useLocation();
  const { revalidate } = useRevalidator();
  // One attempt per signed-out stretch: a browser that refuses the cookie must not post on every navigation.
  const attempted = useRef(false);
  // Undefined when the root loader failed (error page): whether anyone is signed in is then unknown.
  const signedOut = root !== undefined && root.user === null;
  const wanted = signedOut && !ACCOUNT_PAGES.has(pathname);

  useEffect(() => {
    if (!signedOut) attempted.current = false;
    if (!wanted || attempted.current || isbot(navigator.userAgent)) return;
    attempted.current = true;
    fetch("/api/auth/sign-in/anonymous", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    })
      .then((response) => {
        if (!response.ok) throw new Error(`answered ${response.status}`);
        return revalidate();
      })
      .catch((error: unknown) => console.warn("Guest sign-in failed", error));
  }, [signedOut, wanted, revalidate]);

  return null;
}
