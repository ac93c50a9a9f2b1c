import { data, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import { appContext } from "#worker/app-context";
import { safeRedirectPath } from "#worker/services/access/permissions";
import type { AuthActionData } from "~/components/auth/auth-form";
import { translateFieldIssues } from "~/i18n/server-messages";
import { formText, parseForm } from "../../contract/forms";
import { localizePath } from "../../contract/locale";
import { startSocialSignIn } from "./auth.server";
import { redirectMessage } from "./flash";
import { pageLocale } from "./locale";

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
 * The first steps of the login and signup actions: a Google or GitHub button starts that sign-in (`answer`);
 * otherwise the form is checked with the page's schema, an invalid one answered with its fields' problems in the
 * page's language and the address (and name) as typed; a valid one gives its input.
 */
export async function readSignInForm<Schema extends z.ZodType>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  schema: Schema,
) {
  const { env } = context.get(appContext);
  const form = await request.formData();
  const back = safeRedirectPath(formText(form, "redirectTo"));
  const social = await startSocialSignIn(env, request, formText(form, "intent"), back);
  if (social) return { answer: social } as const;
  const name = formText(form, "name").trim();
  const values = { email: formText(form, "email").trim(), ...(name ? { name } : {}) };
  const parsed = parseForm(schema, Object.fromEntries(form));
  if (!parsed.ok) {
    const fieldErrors = translateFieldIssues(parsed.issues, pageLocale({ request }));
    return { answer: data<AuthActionData>({ fieldErrors, values }, { status: 400 }) } as const;
  }
  return { input: parsed.data as z.output<Schema>, values, back } as const;
}
