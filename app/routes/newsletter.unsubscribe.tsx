import { data } from "react-router";
import { appContext } from "#worker/app-context";
import { getConfig } from "#worker/platform/env";
import { AppError } from "#worker/platform/errors";
import { readNewsletterUnsubscribe, unsubscribeNewsletter } from "#worker/services/newsletter/newsletter";
import { AuthPage, ConfirmForm, OutcomePage } from "~/components/auth/auth-page";
import { ButtonLink } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { newsletter as messages } from "~/i18n/pages/newsletter";
import { formError } from "~/lib/errors.server";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/newsletter.unsubscribe";

/**
 * The unsubscribe link of the weekly newsletter: no sign-in, the signed token names the subscription. Opening the
 * link changes nothing (mail scanners open links too); the one button unsubscribes. Mail clients that offer their
 * own unsubscribe use the List-Unsubscribe header's API route instead.
 */

export function meta(args: Route.MetaArgs) {
  const t = messages[pageLocale(args)];
  return [...seo(args, { title: t.title, noindex: true }), { name: "referrer", content: "no-referrer" }];
}

type State = { state: "confirm" | "done"; email: string; subscribed: boolean } | { state: "invalid"; error: string };

async function answer(request: Request, run: () => Promise<{ email: string; subscribed: boolean }>, done = false) {
  try {
    return { state: done ? "done" : "confirm", ...(await run()) } satisfies State;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const failure = formError(error, "", pageLocale({ request }));
    return data({ state: "invalid", error: failure.message } satisfies State, failure.status);
  }
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { env, db } = context.get(appContext);
  return answer(request, () => readNewsletterUnsubscribe(getConfig(env), db, tokenOf(request)));
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env, db } = context.get(appContext);
  return answer(request, () => unsubscribeNewsletter(getConfig(env), db, tokenOf(request)), true);
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(messages);
  const result: State = actionData ?? loaderData;
  const links = (
    <div className="mt-6 flex flex-wrap gap-3">
      <ButtonLink to="/" look="secondary">
        {t.browse}
      </ButtonLink>
    </div>
  );
  if (result.state === "invalid") {
    return <OutcomePage title={t.invalidHeading} tone="error" message={result.error} next={links} />;
  }
  if (result.state === "done" || !result.subscribed) {
    return (
      <OutcomePage title={t.unsubscribedHeading} tone="success" message={t.unsubscribed(result.email)} next={links} />
    );
  }
  return (
    <AuthPage title={t.unsubscribeHeading(result.email)} lead={t.unsubscribeLead}>
      <ConfirmForm label={t.unsubscribe} pending={t.unsubscribing} />
    </AuthPage>
  );
}
