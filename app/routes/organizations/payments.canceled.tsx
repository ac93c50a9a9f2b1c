import { useSearchParams } from "react-router";
import { RedirectCountdown } from "~/components/payments/countdown";
import { ButtonLink, Container } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { payments } from "~/i18n/pages/payments";
import { useTranslateError } from "~/i18n/server-messages";
import { requirePageAccess } from "~/lib/guards.server";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import { PAYMENT_CANCELED_COUNTDOWN_SECONDS } from "../../../contract/limits";
import type { Route } from "./+types/payments.canceled";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: payments[pageLocale(args)].canceled.title, noindex: true });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requirePageAccess(context, request, "verified", "permanent");
  return null;
}

export default function PaymentCanceled() {
  const [params] = useSearchParams();
  const org = params.get("org")?.trim() || null;
  const target = org ? `/payments/select/${encodeURIComponent(org)}` : "/profile?reason=payment-canceled";
  const t = useMessages(payments).canceled;
  const translate = useTranslateError();
  return (
    <main className="py-16 sm:py-24">
      <Container className="max-w-xl">
        <section
          aria-labelledby="canceled-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10"
        >
          <div
            aria-hidden="true"
            className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-800"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-7 w-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
            </svg>
          </div>
          <h1 id="canceled-heading" className="mt-5 text-3xl font-bold tracking-tight text-slate-900">
            {t.title}
          </h1>
          <p className="mt-3 text-slate-700">{org ? t.lead : translate({ id: "payment.canceled" })}</p>
          <RedirectCountdown to={target} seconds={PAYMENT_CANCELED_COUNTDOWN_SECONDS} />
          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            <ButtonLink to="/profile" look="secondary">
              {t.profile}
            </ButtonLink>
            <ButtonLink to={target}>{t.retry}</ButtonLink>
          </div>
        </section>
      </Container>
    </main>
  );
}
