import { type RouterContextProvider, redirect } from "react-router";
import { appContext } from "#worker/app-context";
import { safeRedirectPath } from "#worker/services/access/permissions";
import { getSession } from "#worker/services/accounts/auth";
import { localizePath } from "../../contract/locale";
import { redirectMessage } from "./flash";
import { pageLocale } from "./locale";

/**
 * What the login and signup pages read first: someone signed in (not a guest) is sent home; anyone else gets where
 * to go back to afterwards and why they were sent here.
 */
export async function signInPageBasics(context: Readonly<RouterContextProvider>, request: Request) {
  const { env } = context.get(appContext);
  const session = await getSession(env, request.headers);
  const url = new URL(request.url);
  if (session && !session.user.isAnonymous) throw redirect(localizePath("/", pageLocale({ location: url })));
  return {
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo")),
    reason: redirectMessage(url.searchParams.get("reason"), pageLocale({ location: url })),
  };
}
