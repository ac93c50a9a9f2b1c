import { data, useNavigation } from "react-router";
import { appContext } from "#worker/app-context";
import { getConfig } from "#worker/platform/env";
import { AppError } from "#worker/platform/errors";
import { confirmSubscription, readConfirmation } from "#worker/services/newsletter/newsletter";
import { AuthPage } from "~/components/auth/auth-page";
import { Notice } from "~/components/form/notice";
import { Form, Link } from "~/components/localized";
import { buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { newsletter as messages } from "~/i18n/pages/newsletter";
import { formError } from "~/lib/errors.server";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/newsletter.confirm";

/**
 * The confirmation link of the newsletter's email. Opening it changes nothing (mail scanners open links too): the page
 * names the address and its one button confirms the subscription.
 */

export function meta(args: Route.MetaArgs) {
  // The token is in the address: keep it out of the Referer of any request the page makes.
  const t = messages[pageLocale(args)];
  return [...seo(args, { title: t.title, noindex: true }), { name: "referrer", content: "no-referrer" }];
}

type State =
  | { state: "confirm"; email: string }
  | { state: "done"; email: string }
  | { state: "invalid"; error: string };

async function answer(request: Request, run: () => Promise<{ email: string; confirmed?: boolean }>, done = false) {
  try {
    const { email, confirmed } = await run();
    return (done || confirmed ? { state: "done", email } : { state: "confirm", email }) satisfies State;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const failure = formError(error, "", pageLocale({ request }));
    return data({ state: "invalid", error: failure.message } satisfies State, failure.status);
  }
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { env, db } = context.get(appContext);
  return answer(request, () => readConfirmation(getConfig(env), db, tokenOf(request)));
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env, db } = context.get(appContext);
  return answer(request, () => confirmSubscription(getConfig(env), db, tokenOf(request)), true);
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(messages);
  const navigation = useNavigation();
  const result: State = actionData ?? loaderData;
  if (result.state === "confirm") {
    return (
      <AuthPage title={t.confirmHeading(result.email)} lead={t.confirmLead}>
        <Form method="post">
          <button type="submit" className={`${buttonClass.primary} w-full`} disabled={navigation.state !== "idle"}>
            {navigation.state === "submitting" ? t.confirming : t.confirm}
          </button>
        </Form>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={result.state === "done" ? t.confirmedHeading : t.invalidHeading}>
      {result.state === "done" ? (
        <Notice tone="success">{t.confirmed(result.email)}</Notice>
      ) : (
        <Notice tone="error">{result.error}</Notice>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/" className={buttonClass.secondary}>
          {t.browse}
        </Link>
        <Link to="/jobs" className={buttonClass.ghost}>
          {t.jobs}
        </Link>
      </div>
    </AuthPage>
  );
}
