import { appContext } from "#worker/app-context";
import { getConfig } from "#worker/platform/env";
import { readNewsletterUnsubscribe, unsubscribeNewsletter } from "#worker/services/newsletter/newsletter";
import { AuthPage, ConfirmForm, OutcomePage } from "~/components/auth/auth-page";
import { ButtonLink } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { newsletter as messages } from "~/i18n/pages/newsletter";
import { pageLocale } from "~/lib/locale";
import { mailLinkState } from "~/lib/mail-link.server";
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

export async function loader({ context, request }: Route.LoaderArgs) {
  const { env, db } = context.get(appContext);
  return mailLinkState(
    request,
    (token) => readNewsletterUnsubscribe(getConfig(env), db, token),
    ({ subscribed }) => (subscribed ? "confirm" : "done"),
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env, db } = context.get(appContext);
  return mailLinkState(
    request,
    (token) => unsubscribeNewsletter(getConfig(env), db, token),
    () => "done" as const,
  );
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(messages);
  const result = actionData ?? loaderData;
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
  if (result.state === "done") {
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
