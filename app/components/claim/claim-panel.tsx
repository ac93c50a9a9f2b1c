import { useLocation, useNavigation } from "react-router";
import { LabelledSection } from "~/components/labelled-section";
import { Form, Link } from "~/components/localized";
import { ButtonLink, buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { payments } from "~/i18n/pages/payments";
import { withoutLocale } from "../../../contract/locale";
import { PlanSelector } from "./plan-selector";

const panelClass = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";

export const CLAIM_PANEL_ID = "claim";

/** On one column the plans come after the company details: a way straight down to them. */
export function JumpToPlans() {
  const t = useMessages(payments).claim;
  return (
    <a href={`#${CLAIM_PANEL_ID}`} className={`mt-5 w-full sm:w-auto lg:hidden ${buttonClass.secondary}`}>
      {t.choosePlan}
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
        <path d="M10 3a1 1 0 0 1 1 1v9.59l3.3-3.3a1 1 0 1 1 1.4 1.42l-5 5a1 1 0 0 1-1.4 0l-5-5a1 1 0 1 1 1.4-1.42L9 13.6V4a1 1 0 0 1 1-1Z" />
      </svg>
    </a>
  );
}

/** Where the claim stands: idle, the action running, or the action answered with the way to checkout. */
function useClaimProgress(action: string): "idle" | "processing" | "redirecting" {
  const navigation = useNavigation();
  const location = useLocation();
  const ours =
    navigation.formMethod?.toUpperCase() === "POST" &&
    withoutLocale((navigation.formAction ?? location.pathname).split("?")[0] ?? "") === action;
  if (!ours) return "idle";
  return navigation.state === "submitting" ? "processing" : "redirecting";
}

/** The claim form's intent (the page's action has this one form). */
export const CLAIM_INTENT = "claim";

/** What the viewer still needs before a claim can start: to sign in (signed out or a guest), or to verify the email. */
export type ClaimStep = "sign-in" | "verify";

/**
 * The plan choice and the button that starts checkout; `error` is the last attempt's failure. Someone who cannot
 * claim yet sees the same plans and prices, and a button to the step they are missing instead of the checkout.
 */
export function ClaimForm({
  orgId,
  name,
  missing,
  error,
}: {
  orgId: string;
  name: string;
  missing: ClaimStep | null;
  error: string | null;
}) {
  const action = `/claim/${orgId}`;
  const progress = useClaimProgress(action);
  const busy = progress !== "idle";
  const t = useMessages(payments).claim;
  const label = progress === "processing" ? t.processing : progress === "redirecting" ? t.redirecting : t.submit;
  return (
    <LabelledSection
      id={CLAIM_PANEL_ID}
      headingId="claim-heading"
      title={t.heading}
      className={`scroll-mt-24 ${panelClass}`}
    >
      <p className="mt-2 text-sm text-slate-700">{t.lead(name)}</p>
      <ClaimError error={error} />
      {missing ? <NextStep missing={missing} /> : null}
      {missing ? null : (
        <Form method="post" action={action} className="mt-5">
          <input type="hidden" name="intent" value={CLAIM_INTENT} />
          <PlanSelector disabled={busy} />
          <button type="submit" disabled={busy} className={`mt-5 w-full py-3 text-base ${buttonClass.primary}`}>
            {busy ? (
              <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className="size-5 animate-spin">
                <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
                <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
              </svg>
            ) : null}
            {label}
          </button>
          <p className="sr-only" role="status" aria-live="polite">
            {busy ? label : ""}
          </p>
        </Form>
      )}
      <p className="mt-4 text-xs text-slate-600">{t.renewal}</p>
    </LabelledSection>
  );
}

/** The plans to compare, and the way to the step that comes before a claim (back to this page after a sign-in). */
function NextStep({ missing }: { missing: ClaimStep }) {
  const t = useMessages(payments).claim;
  const location = useLocation();
  const back = new URLSearchParams({ redirectTo: `${location.pathname}${location.search}`, reason: "claim" });
  return (
    <div className="mt-5">
      <PlanSelector />
      <p className="mt-5 text-sm text-slate-700">{missing === "sign-in" ? t.signInFirst : t.verifyFirst}</p>
      <ButtonLink
        to={missing === "sign-in" ? `/login?${back}` : "/verify-email-required"}
        className="mt-3 w-full py-3 text-base"
      >
        {missing === "sign-in" ? t.signInToClaim : t.verifyToClaim}
      </ButtonLink>
    </div>
  );
}

const linkClass =
  "rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** Someone already owns the profile: no plans, only ways onward. */
export function AlreadyClaimed({ orgId, yours, error }: { orgId: string; yours: boolean; error: string | null }) {
  const t = useMessages(payments).claim;
  return (
    <LabelledSection headingId="claimed-heading" title={t.alreadyClaimed} className={panelClass}>
      <ClaimError error={error} />
      <p className="mt-2 text-sm text-slate-700">{yours ? t.yours : t.notYours}</p>
      {yours ? (
        <p className="mt-3 text-sm">
          <Link to={`/organizations/${orgId}/edit`} className={linkClass}>
            {t.editYours}
          </Link>
        </p>
      ) : null}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
        <ButtonLink to="/explore" className="flex-1">
          {t.browseExplore}
        </ButtonLink>
        <ButtonLink to="/contact" look="secondary" className="flex-1">
          {t.contact}
        </ButtonLink>
      </div>
    </LabelledSection>
  );
}

/** Why the claim was refused, in place, when it was. */
function ClaimError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p
      role="alert"
      className="mt-4 rounded-md border border-rose-300 bg-rose-50 px-4 py-3 text-sm font-medium text-rose-900"
    >
      {error}
    </p>
  );
}
