import { LabelledSection } from "~/components/labelled-section";
import { Link } from "~/components/localized";
import { ContentPage } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { contact } from "~/i18n/pages/contact";
import { publicPageHeaders } from "~/lib/cache";
import { catalogMeta } from "~/lib/seo";
import { CONTACT_EMAIL } from "../../../contract/contact";

export const headers = publicPageHeaders;

export const meta = catalogMeta(contact);

export default function Contact() {
  const t = useMessages(contact);
  return (
    <ContentPage title={t.heading} lead={t.lead}>
      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <LabelledSection
          headingId="reach-heading"
          title={t.reachHeading}
          className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm lg:self-start"
          heading="panel"
        >
          <dl className="mt-4 space-y-4">
            <div>
              <dt className="text-sm font-medium text-slate-700">{t.email}</dt>
              <dd className="mt-1">
                <a
                  href={`mailto:${CONTACT_EMAIL}`}
                  className="font-semibold break-all text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {CONTACT_EMAIL}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-slate-700">{t.hours}</dt>
              <dd className="mt-1 text-slate-900">{t.hoursValue}</dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-slate-700">{t.afterHours}</p>
        </LabelledSection>

        <LabelledSection headingId="topics-heading" title={t.topicsHeading} className="lg:col-span-2" heading="page">
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {t.topics.map((topic) => (
              <li key={topic.title} className="rounded-lg border border-slate-200 bg-white p-5">
                <h3 className="font-semibold text-slate-900">{topic.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{topic.body}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-slate-700">
            {t.answersIn}{" "}
            <Link to="/faq" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {t.faq}
            </Link>
            {t.dataIn}{" "}
            <Link
              to="/privacy"
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {t.privacy}
            </Link>
            .
          </p>
        </LabelledSection>
      </div>
    </ContentPage>
  );
}
