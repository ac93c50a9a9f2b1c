import { Link } from "react-router";
import { buttonClass, Container, PageHeading } from "~/components/ui";
import { publicPageHeaders } from "~/lib/cache";
import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, FAQS } from "~/lib/faq";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/faq";

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return seo(args, {
    title: "Frequently Asked Questions",
    description:
      "How filtering and Explore city guides work, how to list or claim an organization, and what listings cost: $12 per month or $100 per year.",
    jsonLd: {
      "@type": "FAQPage",
      mainEntity: FAQS.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    },
  });
}

const GROUPS = FAQ_CATEGORIES.map((category) => ({
  category,
  label: FAQ_CATEGORY_LABELS[category],
  entries: FAQS.filter((faq) => faq.category === category),
}));

export default function Faq() {
  return (
    <main>
      <Container className="py-12 sm:py-16">
        <PageHeading
          title="Frequently Asked Questions"
          lead="How the directory works, how to list or claim your organization, and what it costs."
        />

        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] lg:grid-rows-[auto_1fr] lg:gap-x-12">
          <nav aria-label="FAQ topics" className="lg:col-start-2 lg:row-start-1">
            <p className="hidden text-sm font-semibold text-slate-900 lg:block">Jump to a topic</p>
            <ul className="flex flex-wrap gap-2 lg:mt-3">
              {GROUPS.map((group) => (
                <li key={group.category}>
                  <a
                    href={`#${group.category}`}
                    className="inline-flex rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    {group.label}
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
                  {group.label}
                </h2>
                <div className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
                  {group.entries.map((faq) => (
                    <details key={faq.id} id={faq.id} className="group scroll-mt-24">
                      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                        {faq.question}
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
                      <p className="px-5 pb-5 text-slate-700">{faq.answer}</p>
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
              Still have a question?
            </h2>
            <p className="mt-2 text-slate-700">
              Write to us about listings, claims or your data. We answer Mon-Fri 9am-5pm.
            </p>
            <Link to="/contact" className={`${buttonClass.primary} mt-4`}>
              Contact us
            </Link>
          </aside>
        </div>
      </Container>
    </main>
  );
}
