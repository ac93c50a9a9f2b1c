import { type RouterContextProvider, redirect } from "react-router";
import { localeOf, localizePath } from "../../contract/locale";
import { getSession } from "../../worker/auth";
import { appContext } from "../../worker/context";
import { safeRedirectPath } from "../../worker/services/permissions";
import { redirectMessage } from "./flash";

/**
 * What the login and signup pages read first: someone signed in (not a guest) is sent home; anyone else gets where
 * to go back to afterwards and why they were sent here.
 */
export async function signInPageBasics(context: Readonly<RouterContextProvider>, request: Request) {
  const { env } = context.get(appContext);
  const session = await getSession(env, request.headers);
  const url = new URL(request.url);
  if (session && !session.user.isAnonymous) throw redirect(localizePath("/", localeOf(url.pathname)));
  return {
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo")),
    reason: redirectMessage(url.searchParams.get("reason"), localeOf(url.pathname)),
  };
}
