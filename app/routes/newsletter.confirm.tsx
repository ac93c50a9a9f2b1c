import { appContext } from "#worker/app-context";
import { getConfig } from "#worker/platform/env";
import { confirmSubscription, readConfirmation } from "#worker/services/newsletter/newsletter";
import { AuthPage, ConfirmForm, OutcomePage } from "~/components/auth/auth-page";
import { ButtonLink } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { newsletter as messages } from "~/i18n/pages/newsletter";
import { pageLocale } from "~/lib/locale";
import { mailLinkState } from "~/lib/mail-link.server";
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

export async function loader({ context, request }: Route.LoaderArgs) {
  const { env, db } = context.get(appContext);
  return mailLinkState(
    request,
    async (token) => {
      const { email, confirmed } = await readConfirmation(getConfig(env), db, token);
      return { email, confirmed };
    },
    ({ confirmed }) => (confirmed ? "done" : "confirm"),
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env, db } = context.get(appContext);
  return mailLinkState(
    request,
    (token) => confirmSubscription(getConfig(env), db, token),
    () => "done" as const,
  );
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(messages);
  const result = actionData ?? loaderData;
  if (result.state === "confirm") {
    return (
      <AuthPage title={t.confirmHeading(result.email)} lead={t.confirmLead}>
        <ConfirmForm label={t.confirm} pending={t.confirming} />
      </AuthPage>
    );
  }
  const next = (
    <div className="mt-6 flex flex-wrap gap-3">
      <ButtonLink to="/" look="secondary">
        {t.browse}
      </ButtonLink>
      <ButtonLink to="/jobs" look="ghost">
        {t.jobs}
      </ButtonLink>
    </div>
  );
  return result.state === "invalid" ? (
    <OutcomePage title={t.invalidHeading} tone="error" message={result.error} next={next} />
  ) : (
    <OutcomePage title={t.confirmedHeading} tone="success" message={t.confirmed(result.email)} next={next} />
  );
}
