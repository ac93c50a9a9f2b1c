import { LabelledSection } from "~/components/labelled-section";
import { ButtonLink, ContentPage } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { about } from "~/i18n/pages/about";
import { publicPageHeaders } from "~/lib/cache";
import { catalogMeta } from "~/lib/seo";

export const headers = publicPageHeaders;

export const meta = catalogMeta(about);

export default function About() {
  const t = useMessages(about);
  return (
    <ContentPage title={t.heading} lead={t.lead}>
      <LabelledSection headingId="why-heading" title={t.whyHeading} className="mt-12 max-w-3xl" heading="page">
        <div className="mt-4 space-y-4 text-slate-700">
          {t.why.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </LabelledSection>

      <LabelledSection headingId="how-heading" title={t.pillarsHeading} className="mt-12" heading="page">
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {t.pillars.map((pillar) => (
            <li key={pillar.title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{pillar.title}</h3>
              <p className="mt-3 text-slate-700">{pillar.body}</p>
            </li>
          ))}
        </ul>
      </LabelledSection>

      <section aria-labelledby="listing-heading" className="mt-12 grid gap-8 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <h2 id="listing-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            {t.listingHeading}
          </h2>
          <ol className="mt-6 space-y-4">
            {t.steps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
                >
                  {index + 1}
                </span>
                <p className="pt-1 text-slate-700">{step}</p>
              </li>
            ))}
          </ol>
          <p className="mt-6 text-slate-700">{t.claim}</p>
        </div>
        <aside
          aria-labelledby="plans-heading"
          className="rounded-lg border border-brand-100 bg-brand-50 p-6 lg:col-span-2 lg:self-start"
        >
          <h3 id="plans-heading" className="text-lg font-semibold text-brand-900">
            {t.plansHeading}
          </h3>
          <dl className="mt-4 space-y-4">
            <div>
              <dt className="font-semibold text-slate-900">{t.monthly}</dt>
              <dd className="text-slate-700">{t.monthlyDetail}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{t.annual}</dt>
              <dd className="text-slate-700">{t.annualDetail}</dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/">{t.browse}</ButtonLink>
            <ButtonLink to="/faq" look="secondary">
              {t.readFaq}
            </ButtonLink>
          </div>
        </aside>
      </section>
    </ContentPage>
  );
}
