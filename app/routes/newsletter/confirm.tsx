import { confirmSubscription, readConfirmation } from "#worker/services/newsletter/newsletter";
import { AuthPage, ConfirmForm, OutcomePage } from "~/components/auth/auth-page";
import { useMessages } from "~/i18n/messages";
import { newsletter as messages } from "~/i18n/pages/newsletter";
import { dispatchIntent } from "~/lib/actions.server";
import { pageLocale } from "~/lib/locale";
import { CONFIRM_LINK, linkResult } from "~/lib/mail-link";
import { mailLinkAction, mailLinkState } from "~/lib/mail-link.server";
import { emailLinkMeta } from "~/lib/seo";
import type { Route } from "./+types/confirm";

/**
 * The confirmation link of the newsletter's email. Opening it changes nothing (mail scanners open links too): the page
 * names the address and its one button confirms the subscription.
 */

export function meta(args: Route.MetaArgs) {
  return emailLinkMeta(args, messages[pageLocale(args)].title);
}

export function loader(args: Route.LoaderArgs) {
  return mailLinkState(
    args,
    async (config, db, token) => {
      const { email, confirmed } = await readConfirmation(config, db, token);
      return { email, confirmed };
    },
    ({ confirmed }) => (confirmed ? "done" : "confirm"),
  );
}

export function action(args: Route.ActionArgs) {
  return dispatchIntent(args.request, { [CONFIRM_LINK]: mailLinkAction(args, confirmSubscription, "done") });
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(messages);
  const result = linkResult(loaderData, actionData);
  if (result.state === "confirm") {
    return (
      <AuthPage title={t.confirmHeading(result.email)} lead={t.confirmLead}>
        <ConfirmForm label={t.confirm} pending={t.confirming} />
      </AuthPage>
    );
  }
  const links = [
    { to: "/", label: t.browse },
    { to: "/jobs", label: t.jobs },
  ];
  return result.state === "invalid" ? (
    <OutcomePage title={t.invalidHeading} tone="error" message={result.error} links={links} />
  ) : (
    <OutcomePage title={t.confirmedHeading} tone="success" message={t.confirmed(result.email)} links={links} />
  );
}
