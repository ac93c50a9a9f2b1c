import { ButtonLink, ContentPage } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { faq } from "~/i18n/pages/faq";
import { publicPageHeaders } from "~/lib/cache";
import { FAQ_CATEGORIES, FAQS } from "~/lib/faq";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/faq";

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  const t = faq[pageLocale(args)];
  return seo(args, {
    title: t.title,
    description: t.description,
    jsonLd: {
      "@type": "FAQPage",
      mainEntity: FAQS.map(({ id }) => ({
        "@type": "Question",
        name: t.entries[id].question,
        acceptedAnswer: { "@type": "Answer", text: t.entries[id].answer },
      })),
    },
  });
}

const GROUPS = FAQ_CATEGORIES.map((category) => ({
  category,
  entries: FAQS.filter((entry) => entry.category === category),
}));

export default function Faq() {
  const t = useMessages(faq);
  return (
    <ContentPage title={t.title} lead={t.lead}>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] lg:grid-rows-[auto_1fr] lg:gap-x-12">
        <nav aria-label={t.topics} className="lg:col-start-2 lg:row-start-1">
          <p className="hidden text-sm font-semibold text-slate-900 lg:block">{t.jump}</p>
          <ul className="flex flex-wrap gap-2 lg:mt-3">
            {GROUPS.map((group) => (
              <li key={group.category}>
                <a
                  href={`#${group.category}`}
                  className="inline-flex rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {t.categories[group.category]}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="max-w-3xl space-y-12 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {GROUPS.map((group) => (
            <section
              key={group.category}
              id={group.category}
              aria-labelledby={`${group.category}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${group.category}-heading`} className="text-2xl font-bold tracking-tight text-slate-900">
                {t.categories[group.category]}
              </h2>
              <div className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
                {group.entries.map(({ id }) => (
                  <details key={id} id={id} className="group scroll-mt-24">
                    <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                      {t.entries[id].question}
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 20 20"
                        fill="currentColor"
                        className="mt-0.5 size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                      >
                        <path
                          fillRule="evenodd"
                          d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
                          clipRule="evenodd"
                        />
                      </svg>
                    </summary>
                    <p className="px-5 pb-5 text-slate-700">{t.entries[id].answer}</p>
                  </details>
                ))}
              </div>
            </section>
          ))}
        </div>

        <aside
          aria-labelledby="more-questions-heading"
          className="rounded-lg border border-brand-100 bg-brand-50 p-6 lg:col-start-2 lg:row-start-2 lg:self-start"
        >
          <h2 id="more-questions-heading" className="text-lg font-semibold text-brand-900">
            {t.moreHeading}
          </h2>
          <p className="mt-2 text-slate-700">{t.more}</p>
          <ButtonLink to="/contact" className="mt-4">
            {t.contact}
          </ButtonLink>
        </aside>
      </div>
    </ContentPage>
  );
}
