import { buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { dashboard } from "~/i18n/pages/dashboard";
import type { AccountNewsletter } from "../../../contract/newsletter";
import { DashboardSection, SectionError } from "./dashboard-section";
import { type FormFailure, formMessage, IntentForm } from "./form-controls";

export const NEWSLETTER_ON = "newsletter-on";
export const NEWSLETTER_OFF = "newsletter-off";

/**
 * The newsletter for the account's own address: whether it is subscribed, and one button that switches it (a plain
 * form, so it works without JavaScript). null when the subscription could not be read.
 */
export function NewsletterSetting({
  email,
  newsletter,
  failure,
}: {
  email: string;
  newsletter: AccountNewsletter | null;
  failure: FormFailure | null;
}) {
  const t = useMessages(dashboard).newsletter;
  const subscribed = newsletter?.status === "confirmed";
  const action = subscribed ? t.unsubscribe : t.subscribe;
  return (
    <DashboardSection id="newsletter" title={t.title}>
      <p className="mt-1 text-sm text-slate-700">{t.lead(email)}</p>
      {formMessage(failure) ? <SectionError message={formMessage(failure)!} /> : null}
      {newsletter ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <div className="space-y-1">
            <span
              data-testid="newsletter-state"
              className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${subscribed ? "bg-emerald-100 text-emerald-900" : newsletter.status === "pending" ? "bg-amber-100 text-amber-900" : "bg-slate-200 text-slate-800"}`}
            >
              {t.states[newsletter.status]}
            </span>
            {subscribed && newsletter.locale ? (
              <p className="text-xs text-slate-600">{t.language(t.languages[newsletter.locale])}</p>
            ) : null}
            {newsletter.status === "pending" ? <p className="text-xs text-slate-600">{t.pendingHint}</p> : null}
          </div>
          <IntentForm
            intent={subscribed ? NEWSLETTER_OFF : NEWSLETTER_ON}
            fields={{}}
            label={action}
            busy={t.busy}
            ariaLabel={action}
            buttonClassName={subscribed ? buttonClass.secondary : buttonClass.primary}
          />
        </div>
      ) : (
        <SectionError message={t.failed} />
      )}
    </DashboardSection>
  );
}
