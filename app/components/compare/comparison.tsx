import { useEffect } from "react";
import { Link, useNavigate } from "~/components/localized";
import { useLocale, useMessages } from "~/i18n/messages";
import { compare } from "~/i18n/pages/compare";
import type { ComparisonDto } from "../../../contract/compare";
import { localizePath } from "../../../contract/locale";
import { rememberNames, removePick } from "./picks";

/** The link to this comparison without one of its organizations. */
function without(comparison: ComparisonDto, id: string): string {
  const ids = comparison.organizations.map((org) => org.id).filter((other) => other !== id);
  return ids.length > 0 ? `/compare?ids=${ids.join(",")}` : "/compare";
}

/**
 * Remove: this comparison without the organization, which also leaves the browser's picks. A form the server answers
 * before the page is interactive or without JavaScript (the cookie of picks is the server's to change then).
 */
function RemoveButton({
  comparison,
  org,
  className,
}: {
  comparison: ComparisonDto;
  org: { id: string; name: string };
  className: string;
}) {
  const t = useMessages(compare);
  const locale = useLocale();
  const navigate = useNavigate();
  return (
    <form
      method="post"
      action={localizePath("/compare", locale)}
      onSubmit={(event) => {
        event.preventDefault();
        removePick(org.id);
        navigate(without(comparison, org.id));
      }}
    >
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="id" value={org.id} />
      <input type="hidden" name="shown" value={comparison.organizations.map((other) => other.id).join(",")} />
      <button type="submit" aria-label={t.remove(org.name)} className={className}>
        {t.removeShort}
      </button>
    </form>
  );
}

/** The header row's cells: stuck at the top of the box, or below the site's header where the page scrolls. */
const STUCK = "sticky top-0 bg-white shadow-[inset_0_-1px_0_var(--color-slate-200)] lg:top-16";

const nameLink = "text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600";
const removeLink =
  "text-xs font-medium text-slate-600 underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * A comparison: one card per organization, one below the other, on narrow screens, where columns side by side would
 * not fit; the table with a column per organization from tablet width up.
 */
export function Comparison({ comparison }: { comparison: ComparisonDto }) {
  // The tray names the picks by what a comparison showed of them.
  useEffect(() => rememberNames(comparison.organizations), [comparison]);
  return (
    <>
      <ComparisonCards comparison={comparison} />
      <ComparisonTable comparison={comparison} />
    </>
  );
}

function ComparisonCards({ comparison }: { comparison: ComparisonDto }) {
  const t = useMessages(compare);
  const { organizations, groups } = comparison;
  return (
    <div className="mt-8 md:hidden">
      <nav aria-label={t.compared} className="text-sm">
        <p className="font-medium text-slate-700">{t.comparing(organizations.length)}</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {organizations.map((org) => (
            <li key={org.id}>
              <a
                href={`#compare-${org.id}`}
                className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {org.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ul aria-label={t.title} className="mt-6 space-y-6">
        {organizations.map((org, index) => (
          <li key={org.id}>
            <article
              id={`compare-${org.id}`}
              aria-labelledby={`compare-${org.id}-name`}
              className="scroll-mt-24 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              <header className="flex items-start gap-3 border-b border-slate-200 p-4">
                {org.logo ? (
                  <img src={org.logo} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg" />
                ) : null}
                <div className="min-w-0 flex-1">
                  <h2 id={`compare-${org.id}-name`} className="text-base font-semibold">
                    <Link to={`/organizations/${org.id}`} className={nameLink}>
                      {org.name}
                    </Link>
                  </h2>
                  {org.location ? <p className="text-xs text-slate-600">{org.location}</p> : null}
                </div>
                <RemoveButton
                  comparison={comparison}
                  org={org}
                  className={`-my-1 rounded-md border border-slate-300 px-2.5 py-1 ${removeLink}`}
                />
              </header>
              {groups.length === 0 ? (
                <p className="p-4 text-sm text-slate-700">{t.noCategories}</p>
              ) : (
                groups.map((group) => {
                  const listed = group.rows.filter((row) => row.cells[index] !== null);
                  const notListed = group.rows.filter((row) => row.cells[index] === null);
                  return (
                    <section key={group.id} aria-labelledby={`compare-${org.id}-${group.id}`}>
                      <h3
                        id={`compare-${org.id}-${group.id}`}
                        className="bg-slate-50 px-4 py-2 text-xs font-semibold tracking-wide text-slate-700 uppercase"
                      >
                        <span aria-hidden="true">{group.emoji}</span> {group.name}
                      </h3>
                      {listed.length > 0 ? (
                        <ul className="divide-y divide-slate-100 px-4">
                          {listed.map((row) => (
                            <li key={row.id} className="py-3 text-sm">
                              <p className="font-medium text-slate-900">
                                <span aria-hidden="true" className="font-semibold text-emerald-700">
                                  ✓
                                </span>{" "}
                                <span aria-hidden="true">{row.emoji}</span> {row.name}
                                <span className="sr-only"> ({t.listed})</span>
                              </p>
                              {row.cells[index] ? (
                                <p className="mt-1 whitespace-pre-line text-slate-700">{row.cells[index]}</p>
                              ) : null}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                      {notListed.length > 0 ? (
                        <p className="border-t border-slate-100 px-4 py-3 text-sm text-slate-600">
                          <span className="font-medium text-slate-700">{t.notListedHere(notListed.length)}:</span>{" "}
                          {notListed.map((row) => row.name).join(", ")}
                        </p>
                      ) : null}
                    </section>
                  );
                })
              )}
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ComparisonTable({ comparison }: { comparison: ComparisonDto }) {
  const t = useMessages(compare);
  const { organizations, groups } = comparison;
  return (
    <div className="mt-8 hidden md:block">
      {/* Four columns need more room than a tablet has: then the table scrolls inside its own box. */}
      {organizations.length > 3 ? (
        <p id="compare-scroll-hint" className="mb-2 text-sm text-slate-600 lg:hidden">
          {t.scrollHint}
        </p>
      ) : null}
      {/* The shadow at its right edge shows while columns are hidden there. */}
      <section
        aria-label={t.title}
        aria-describedby={organizations.length > 3 ? "compare-scroll-hint" : undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard.
        tabIndex={0}
        // Where every column fits (wide screens) nothing scrolls inside the box, so the organizations' row can stay
        // below the site's header while the page scrolls; narrower, the box scrolls both ways and keeps it at its top.
        className="scroll-shadow overflow-x-auto rounded-xl border border-slate-200 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 max-lg:max-h-[80vh] lg:overflow-visible"
      >
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption className="sr-only">{t.title}</caption>
          <thead>
            <tr className="border-b border-slate-200 align-bottom">
              <th scope="col" className={`left-0 z-30 w-48 p-4 font-semibold text-slate-700 ${STUCK}`}>
                {t.category}
              </th>
              {organizations.map((org) => (
                <th key={org.id} scope="col" className={`z-20 min-w-44 p-4 font-semibold text-slate-900 ${STUCK}`}>
                  <div className="flex items-center gap-3">
                    {org.logo ? (
                      <img src={org.logo} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg" />
                    ) : null}
                    <div className="min-w-0">
                      <Link to={`/organizations/${org.id}`} className={`block text-base ${nameLink}`}>
                        {org.name}
                      </Link>
                      {org.location ? <p className="text-xs font-normal text-slate-600">{org.location}</p> : null}
                    </div>
                  </div>
                  <RemoveButton comparison={comparison} org={org} className={`mt-2 inline-block ${removeLink}`} />
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
                    <th scope="row" className="sticky left-0 z-10 bg-white p-4 font-medium text-slate-900">
                      <span aria-hidden="true">{row.emoji}</span> {row.name}
                    </th>
                    {row.cells.map((cell, index) => (
                      <td key={organizations[index]?.id ?? index} className="p-4 text-slate-700">
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
      </section>
    </div>
  );
}
