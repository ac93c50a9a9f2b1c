import { type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import { appContext } from "#worker/app-context";
import { safeRedirectPath } from "#worker/services/access/permissions";
import { authFailure } from "#worker/services/accounts/account-flows";
import type { FormIntent, IntentHandler } from "~/lib/actions.server";
import { SIGN_IN_EMAIL } from "~/lib/auth-forms";
import { redirectMessage } from "~/lib/flash";
import { pageLocale } from "~/lib/locale";
import type { Message } from "../../../contract/errors";
import { localizePath } from "../../../contract/locale";
import { authMessage, type SocialProvider, startSocialSignIn } from "./auth.server";

/**
 * What the login and signup pages read first: someone signed in (not a guest) is sent home; anyone else gets where
 * to go back to afterwards and why they were sent here.
 */
export async function signInPageBasics(context: Readonly<RouterContextProvider>, request: Request) {
  const session = await context.get(appContext).session();
  const url = new URL(request.url);
  if (session && !session.user.isAnonymous) throw redirect(localizePath("/", pageLocale({ location: url })));
  return {
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo")),
    reason: redirectMessage(url.searchParams.get("reason"), pageLocale({ location: url })),
  };
}

/**
 * The forms of the login and signup pages: the Google and GitHub buttons start that sign-in, and the email form (intent
 * `email`) is checked with the page's schema, then `signIn` asks better-auth. A refusal keeps the address (and name)
 * as typed.
 */
export function signInHandlers<Schema extends z.ZodType>(
  context: Readonly<RouterContextProvider>,
  schema: Schema,
  signIn: (input: z.output<Schema>, form: FormIntent) => Promise<Response>,
) {
  const { env } = context.get(appContext);
  const social = (provider: SocialProvider) => (form: FormIntent) =>
    startSocialSignIn(env, form, provider, safeRedirectPath(form.text("redirectTo")));
  return {
    google: social("google"),
    github: social("github"),
    [SIGN_IN_EMAIL]: {
      echo: ["email", "name"],
      run: (form) => signIn(form.parse(schema, Object.fromEntries(form.form)), form),
    },
  } satisfies Record<string, IntentHandler>;
}

/** The answer to the email form when better-auth refused it: its message on the form, with better-auth's status. */
export async function refuseSignIn(form: FormIntent, response: Response, fallback: Message): Promise<never> {
  const failure = await authFailure(response, fallback);
  return form.fail(authMessage(failure), { status: response.status });
}
