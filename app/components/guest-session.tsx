import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { guestPassChanged, hasGuestPass, useGuestPass } from "~/lib/guest-pass";
import { useRootData } from "~/lib/root-data";
import { withoutLocale } from "../../contract/locale";

/**
 * The account pages (in every language) set or check a session themselves. A guest sign-in racing a login there could
 * answer last and replace the session the person just signed in with.
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
 * Signs a visitor nobody has signed in yet in as a guest (docs/product/accounts.md#guests). The answer sets the guest
 * pass cookie next to the session (worker/platform/guest-pass.ts), from which the header says "Browsing as Guest": no page data
 * is reloaded, and the guest's next pages still come from the edge cache (docs/decisions/0018). It runs in the browser
 * after hydration only: server rendering and crawlers never create guests.
 */
export function GuestSession() {
  const root = useRootData();
  const guestPass = useGuestPass();
  const { pathname } = useLocation();
  // One attempt per signed-out stretch: a browser that refuses the cookie must not post on every navigation.
  const attempted = useRef(false);
  // Undefined when the root loader failed (error page): whether anyone is signed in is then unknown. A public page
  // from the edge cache has no user even for a guest: the guest pass says whether there is one.
  const signedOut = root !== undefined && root.user === null && !guestPass;
  const wanted = signedOut && !ACCOUNT_PAGES.has(withoutLocale(pathname));

  useEffect(() => {
    if (!signedOut) attempted.current = false;
    // Hydration renders without the pass (the server cannot see it): the cookie itself decides.
    if (!wanted || attempted.current || hasGuestPass()) return;
    attempted.current = true;
    // isbot's patterns load only here, for the one visit that may create a guest.
    import("isbot")
      .then(({ isbot }) => {
        if (isbot(navigator.userAgent)) return;
        return fetch("/api/auth/sign-in/anonymous", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        }).then((response) => {
          if (!response.ok) throw new Error(`answered ${response.status}`);
          guestPassChanged();
        });
      })
      .catch((error: unknown) => console.warn("Guest sign-in failed", error));
  }, [signedOut, wanted]);

  return null;
}
