import { data } from "react-router";
import { Link } from "~/components/localized";
import { buttonClass, Container, PageHeading } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { compare } from "~/i18n/pages/compare";
import { publicPageHeaders } from "~/lib/cache";
import { localizeComparison } from "~/lib/i18n.server";
import { seo } from "~/lib/seo";
import { COMPARE_MESSAGES, type ComparisonDto, compareQuery } from "../../contract/compare";
import { localeOf } from "../../contract/locale";
import { appContext } from "../../worker/context";
import { compareOrganizations } from "../../worker/services/compare";
import type { Route } from "./+types/compare";

export const headers = publicPageHeaders;

type CompareRefusal = keyof typeof COMPARE_MESSAGES;

/**
 * /compare?ids=a,b (issue #14): the same for everyone who opens the link, so it is cached like the other public
 * pages. Ids that do not make a comparison (fewer than 2, more than 4, malformed) answer 400 with the reason.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const url = new URL(request.url);
  const parsed = compareQuery.safeParse({ ids: url.searchParams.get("ids") ?? undefined });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message;
    const reason = (Object.keys(COMPARE_MESSAGES) as CompareRefusal[]).find((key) => COMPARE_MESSAGES[key] === message);
    return data({ comparison: null, error: reason ?? "invalidId" }, { status: 400 });
  }
  const comparison = await compareOrganizations(db, parsed.data.ids);
  return { comparison: await localizeComparison(db, localeOf(url.pathname), comparison), error: null };
}

export function meta(args: Route.MetaArgs) {
  const t = compare[localeOf(args.location.pathname)];
  const names = args.loaderData?.comparison?.organizations.map((org) => org.name) ?? [];
  return seo(args, {
    title: names.length >= 2 ? `${t.title}: ${names.join(", ")}` : t.title,
    description: t.description,
    // Every combination of organizations is a page of its own: keep them out of search results.
    noindex: true,
  });
}

/** The link to this comparison without one of its organizations. */
function without(comparison: ComparisonDto, id: string): string {
  const ids = comparison.organizations.map((org) => org.id).filter((other) => other !== id);
  return ids.length > 0 ? `/compare?ids=${ids.join(",")}` : "/compare";
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const t = useMessages(compare);
  const { comparison, error } = loaderData;
  const organizations = comparison?.organizations ?? [];
  return (
    <main>
      <Container className="py-10 sm:py-14">
        <PageHeading title={t.heading} lead={t.lead} />
        {comparison && comparison.missing.length > 0 ? (
          <p role="status" className="mt-6 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {t.missing(comparison.missing.length)}
          </p>
        ) : null}
        {!comparison || organizations.length < 2 ? (
          <div className="mt-8 rounded-xl border border-slate-200 bg-white p-8 text-center">
            <h2 className="text-lg font-semibold text-slate-900">{t.tooFewTitle}</h2>
            <p className="mt-2 text-slate-700">{error ? t.refusals[error] : t.tooFew}</p>
            <Link to="/" className={`${buttonClass.primary} mt-6`}>
              {t.browse}
            </Link>
          </div>
        ) : (
          <ComparisonTable comparison={comparison} />
        )}
      </Container>
    </main>
  );
}

function ComparisonTable({ comparison }: { comparison: ComparisonDto }) {
  const t = useMessages(compare);
  const { organizations, groups } = comparison;
  return (
    // The table scrolls inside its own box on a phone; the category column stays in view.
    <div className="mt-8 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{t.title}</caption>
        <thead>
          <tr className="border-b border-slate-200 align-bottom">
            <th
              scope="col"
              className="sticky left-0 z-10 w-32 bg-white p-3 font-semibold text-slate-700 sm:w-48 sm:p-4"
            >
              {t.category}
            </th>
            {organizations.map((org) => (
              <th key={org.id} scope="col" className="min-w-44 p-3 font-semibold text-slate-900 sm:p-4">
                <div className="flex items-center gap-3">
                  {org.logo ? (
                    <img src={org.logo} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg" />
                  ) : null}
                  <div className="min-w-0">
                    <Link
                      to={`/organizations/${org.id}`}
                      className="block text-base text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {org.name}
                    </Link>
                    {org.location ? <p className="text-xs font-normal text-slate-600">{org.location}</p> : null}
                  </div>
                </div>
                <Link
                  to={without(comparison, org.id)}
                  aria-label={t.remove(org.name)}
                  className="mt-2 inline-block text-xs font-medium text-slate-600 underline-offset-2 hover:text-brand-700 hover:underline"
                >
                  {t.removeShort}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        {groups.length === 0 ? (
          <tbody>
            <tr>
              <td colSpan={organizations.length + 1} className="p-6 text-center text-slate-700">
                {t.noCategories}
              </td>
            </tr>
          </tbody>
        ) : (
          groups.map((group) => (
            <tbody key={group.id}>
              <tr className="bg-slate-50">
                <th
                  scope="colgroup"
                  colSpan={organizations.length + 1}
                  className="sticky left-0 px-4 py-2 text-xs font-semibold tracking-wide text-slate-700 uppercase"
                >
                  <span aria-hidden="true">{group.emoji}</span> {group.name}
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-100 align-top">
                  <th scope="row" className="sticky left-0 z-10 bg-white p-3 font-medium text-slate-900 sm:p-4">
                    <span aria-hidden="true">{row.emoji}</span> {row.name}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td key={organizations[index]?.id ?? index} className="p-3 text-slate-700 sm:p-4">
                      {cell === null ? (
                        <span className="text-slate-500">
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">{t.notListed}</span>
                        </span>
                      ) : (
                        <>
                          <span className="font-semibold text-emerald-700">
                            <span aria-hidden="true">✓</span>
                            <span className="sr-only">{t.listed}</span>
                          </span>
                          {cell ? <p className="mt-1 whitespace-pre-line">{cell}</p> : null}
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))
        )}
      </table>
    </div>
  );
}
