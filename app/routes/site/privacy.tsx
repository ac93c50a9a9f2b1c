import { PRIVACY_SECTIONS } from "~/components/privacy/parts";
import { PolicyEn } from "~/components/privacy/policy-en";
import { PolicyEs } from "~/components/privacy/policy-es";
import { ContentPage } from "~/components/ui";
import { useLocale, useMessages } from "~/i18n/messages";
import { privacy } from "~/i18n/pages/privacy";
import { publicPageHeaders } from "~/lib/cache";
import { catalogMeta } from "~/lib/seo";

export const headers = publicPageHeaders;

export const meta = catalogMeta(privacy);

/** Legal prose with links inside reads best written whole in each language (docs/decisions/0022). */
const POLICY = { en: PolicyEn, es: PolicyEs };

export default function Privacy() {
  const t = useMessages(privacy);
  const Policy = POLICY[useLocale()];
  return (
    <ContentPage title={t.title} lead={t.updated}>
      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label={t.onThisPage} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold text-slate-900">{t.onThisPage}</h2>
          <ol className="mt-3 space-y-2 border-l border-slate-200 text-sm">
            {PRIVACY_SECTIONS.map((id) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="-ml-px block border-l border-transparent pl-4 text-slate-700 hover:border-brand-600 hover:text-brand-700"
                >
                  {t.sections[id]}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="max-w-3xl space-y-10">
          <Policy />
        </article>
      </div>
    </ContentPage>
  );
}
