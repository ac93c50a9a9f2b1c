import { useEffect, useRef, useState } from "react";
import { LabelledSection } from "~/components/labelled-section";
import { Link } from "~/components/localized";
import { ButtonLink, buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { payments } from "~/i18n/pages/payments";
import { api } from "~/lib/api-client";

/** docs/product/payments.md#verification: up to 10 checks, 3000 ms apart. */
export const VERIFY_ATTEMPTS = 10;
export const VERIFY_INTERVAL_MS = 3000;

type Phase = { kind: "verifying"; attempt: number } | { kind: "claimed" } | { kind: "timeout" };
type Check = "paid" | "pending" | "claimed";

/**
 * One attempt: the checkout session (which also fulfils it when the provider says it is complete), then the
 * organization's payment status. A 409 from the session check means someone else claimed the organization first.
 */
async function checkOnce(orgId: string, sessionId: string, signal: AbortSignal): Promise<Check> {
  try {
    const session = await api.payments.session[":sessionId"].$get(
      { param: { sessionId: encodeURIComponent(sessionId) } },
      { init: { signal } },
    );
    if (session.status === 409) return "claimed";
    if (session.ok && (await session.json()).data.status === "paid") return "paid";
  } catch (error) {
    if (signal.aborted) throw error;
  }
  try {
    const status = await api.payments.status[":orgId"].$get(
      { param: { orgId: encodeURIComponent(orgId) } },
      { init: { signal } },
    );
    if (status.ok && (await status.json()).data.status === "paid") return "paid";
  } catch (error) {
    if (signal.aborted) throw error;
  }
  return "pending";
}

/**
 * Shown on the edit page after returning from checkout (success=true&session_id=…) until the payment is confirmed:
 * polls, then calls onPaid; or shows the claimed-by-someone-else message or the timeout screen.
 */
export function PaymentVerification({
  orgId,
  sessionId,
  onPaid,
}: {
  orgId: string;
  sessionId: string;
  onPaid: () => void;
}) {
  const [phase, setPhase] = useState<Phase>({ kind: "verifying", attempt: 1 });
  const [run, setRun] = useState(0);
  const t = useMessages(payments).verify;
  const onPaidRef = useRef(onPaid);
  onPaidRef.current = onPaid;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` restarts the loop (Try Verifying Again).
  useEffect(() => {
    const controller = new AbortController();
    let timer: number | undefined;
    let stopped = false;

    async function attempt(n: number) {
      setPhase({ kind: "verifying", attempt: n });
      let result: Check;
      try {
        result = await checkOnce(orgId, sessionId, controller.signal);
      } catch {
        return; // aborted: unmounted or restarted
      }
      if (stopped) return;
      if (result === "paid") return onPaidRef.current();
      if (result === "claimed") return setPhase({ kind: "claimed" });
      if (n >= VERIFY_ATTEMPTS) return setPhase({ kind: "timeout" });
      timer = window.setTimeout(() => attempt(n + 1), VERIFY_INTERVAL_MS);
    }

    attempt(1);
    return () => {
      stopped = true;
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [orgId, sessionId, run]);

  if (phase.kind === "claimed") {
    return (
      <PhaseCard
        title={t.alreadyClaimed}
        border="border-rose-200"
        actions={
          <>
            <ButtonLink to="/profile" look="secondary">
              {t.profile}
            </ButtonLink>
            <ButtonLink to="/explore">{t.browseExplore}</ButtonLink>
          </>
        }
      >
        <p role="alert" className="mt-3 text-rose-800">
          {t.claimedMessage}
        </p>
      </PhaseCard>
    );
  }

  if (phase.kind === "timeout") {
    return (
      <PhaseCard
        title={t.timeout}
        border="border-amber-300"
        actions={
          <>
            <button type="button" className={buttonClass.secondary} onClick={() => window.location.reload()}>
              {t.refresh}
            </button>
            <button
              type="button"
              className={buttonClass.primary}
              onClick={() => {
                setPhase({ kind: "verifying", attempt: 1 });
                setRun((value) => value + 1);
              }}
            >
              {t.retry}
            </button>
          </>
        }
      >
        <p className="mt-3 text-slate-700">{t.timeoutLead}</p>
      </PhaseCard>
    );
  }

  return (
    <section
      aria-labelledby="verify-heading"
      className="mx-auto mt-8 max-w-xl rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10"
    >
      <div
        aria-hidden="true"
        className="mx-auto h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      <h2 id="verify-heading" className="mt-5 text-2xl font-bold text-slate-900">
        {t.verifying}
      </h2>
      <p className="mt-3 text-slate-700" role="status">
        {t.attempt(phase.attempt, VERIFY_ATTEMPTS)}
      </p>
      <p className="mt-2 text-sm text-slate-600">{t.keepOpen}</p>
      <noscript>
        <p className="mt-4 text-sm text-slate-700">
          <Link
            className="font-medium text-brand-700 underline"
            to={`/organizations/${encodeURIComponent(orgId)}/edit`}
          >
            {t.continue}
          </Link>
        </p>
      </noscript>
    </section>
  );
}

/** The card of a check that ended without the payment: its heading, what it says (`children`), then `actions`. */
function PhaseCard({
  title,
  border,
  actions,
  children,
}: {
  title: string;
  /** The card's border colour, which says how it went. */
  border: "border-rose-200" | "border-amber-300";
  actions: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <LabelledSection
      headingId="verify-heading"
      title={title}
      className={`mx-auto mt-8 max-w-xl rounded-2xl border ${border} bg-white p-6 text-center shadow-sm sm:p-10`}
      headingClassName="text-2xl font-bold text-slate-900"
    >
      {children}
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">{actions}</div>
    </LabelledSection>
  );
}
