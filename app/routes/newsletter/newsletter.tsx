import { useNavigation } from "react-router";
import { appContext } from "#worker/app-context";
import { getConfig } from "#worker/platform/env";
import { clientAddress } from "#worker/platform/rate-limit";
import { subscribe } from "#worker/services/newsletter/newsletter";
import { AuthPage, OutcomePage } from "~/components/auth/auth-page";
import { Form } from "~/components/localized";
import { buttonClass, inputClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { newsletter as messages } from "~/i18n/pages/newsletter";
import { dispatchIntent } from "~/lib/actions.server";
import { pageLocale } from "~/lib/locale";
import { type NewsletterResult, SUBSCRIBE } from "~/lib/newsletter";
import { seo } from "~/lib/seo";
import { newsletterInput } from "../../../contract/newsletter";
import type { Route } from "./+types/newsletter";

/**
 * The newsletter's request: the footer's form posts here (through a fetcher and a toast with JavaScript, as a plain
 * form without it). The answer is the same whether or not the address is subscribed already.
 */

export function meta(args: Route.MetaArgs) {
  const t = messages[pageLocale(args)];
  return seo(args, { title: t.title, description: t.lead });
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env, db } = context.get(appContext);
  return dispatchIntent(request, {
    [SUBSCRIBE]: {
      fallback: { id: "newsletter.changeFailed" },
      run: async (form): Promise<NewsletterResult> => {
        const input = form.parse(newsletterInput, { email: form.text("email"), locale: form.locale });
        const config = getConfig(env);
        await subscribe(config, db, input, clientAddress(request, config));
        // Said here, so that the footer's form (on every page) carries no text of its own for it.
        return { sent: messages[form.locale].sent };
      },
    },
  });
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const t = useMessages(messages);
  const navigation = useNavigation();
  if (actionData && "sent" in actionData) {
    return (
      <OutcomePage
        title={t.sentHeading}
        tone="success"
        message={actionData.sent}
        links={[{ to: "/", label: t.browse }]}
      />
    );
  }
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <AuthPage title={t.title} lead={t.lead}>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value={SUBSCRIBE} />
        <div>
          <label htmlFor="newsletter-page-email" className="block text-sm font-medium text-slate-800">
            {t.emailLabel}
          </label>
          <input
            id="newsletter-page-email"
            type="email"
            name="email"
            required
            autoComplete="email"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "newsletter-page-error" : undefined}
            className={inputClass}
          />
          {error ? (
            <p id="newsletter-page-error" role="alert" className="mt-1 text-sm font-medium text-rose-700">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className={`${buttonClass.primary} w-full`} disabled={navigation.state !== "idle"}>
          {navigation.state === "submitting" ? t.subscribing : t.subscribe}
        </button>
      </Form>
    </AuthPage>
  );
}
