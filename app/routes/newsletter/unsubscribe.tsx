import { readNewsletterUnsubscribe, unsubscribeNewsletter } from "#worker/services/newsletter/newsletter";
import { AuthPage, ConfirmForm, OutcomePage } from "~/components/auth/auth-page";
import { useMessages } from "~/i18n/messages";
import { newsletter as messages } from "~/i18n/pages/newsletter";
import { dispatchIntent } from "~/lib/actions.server";
import { pageLocale } from "~/lib/locale";
import { CONFIRM_LINK, linkResult } from "~/lib/mail-link";
import { mailLinkAction, mailLinkState } from "~/lib/mail-link.server";
import { emailLinkMeta } from "~/lib/seo";
import type { Route } from "./+types/unsubscribe";

/**
 * The unsubscribe link of the weekly newsletter: no sign-in, the signed token names the subscription. Opening the
 * link changes nothing (mail scanners open links too); the one button unsubscribes. Mail clients that offer their
 * own unsubscribe use the List-Unsubscribe header's API route instead.
 */

export function meta(args: Route.MetaArgs) {
  return emailLinkMeta(args, messages[pageLocale(args)].title);
}

export function loader(args: Route.LoaderArgs) {
  return mailLinkState(args, readNewsletterUnsubscribe, ({ subscribed }) => (subscribed ? "confirm" : "done"));
}

export function action(args: Route.ActionArgs) {
  return dispatchIntent(args.request, { [CONFIRM_LINK]: mailLinkAction(args, unsubscribeNewsletter, "done") });
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(messages);
  const result = linkResult(loaderData, actionData);
  const links = [{ to: "/", label: t.browse }];
  if (result.state === "invalid") {
    return <OutcomePage title={t.invalidHeading} tone="error" message={result.error} links={links} />;
  }
  if (result.state === "done") {
    return (
      <OutcomePage title={t.unsubscribedHeading} tone="success" message={t.unsubscribed(result.email)} links={links} />
    );
  }
  return (
    <AuthPage title={t.unsubscribeHeading(result.email)} lead={t.unsubscribeLead}>
      <ConfirmForm label={t.unsubscribe} pending={t.unsubscribing} />
    </AuthPage>
  );
}
