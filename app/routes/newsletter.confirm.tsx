import { data } from "react-router";
import { appContext } from "#worker/app-context";
import { getConfig } from "#worker/platform/env";
import { AppError } from "#worker/platform/errors";
import { confirmSubscription } from "#worker/services/newsletter/newsletter";
import { AuthPage } from "~/components/auth/auth-page";
import { Notice } from "~/components/form/notice";
import { Link } from "~/components/localized";
import { buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { newsletter as messages } from "~/i18n/pages/newsletter";
import { formError } from "~/lib/errors.server";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/newsletter.confirm";

/** The confirmation link of the newsletter's email: opening it confirms the subscription, and says so. */

export function meta(args: Route.MetaArgs) {
  // The token is in the address: keep it out of the Referer of any request the page makes.
  const t = messages[pageLocale(args)];
  return [...seo(args, { title: t.title, noindex: true }), { name: "referrer", content: "no-referrer" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { env, db } = context.get(appContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    const { email } = await confirmSubscription(getConfig(env), db, token);
    return { confirmed: true as const, email };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const failure = formError(error, "", pageLocale({ request }));
    return data({ confirmed: false as const, error: failure.message }, failure.status);
  }
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const t = useMessages(messages);
  return (
    <AuthPage title={loaderData.confirmed ? t.confirmedHeading : t.invalidHeading}>
      {loaderData.confirmed ? (
        <Notice tone="success">{t.confirmed(loaderData.email)}</Notice>
      ) : (
        <Notice tone="error">{loaderData.error}</Notice>
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
