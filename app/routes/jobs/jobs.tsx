import { redirect } from "react-router";
import { appContext } from "#worker/app-context";
import { AppError } from "#worker/platform/errors";
import { listBoard } from "#worker/services/job-board/board";
import { getCatalogue } from "#worker/services/reference/catalogue";
import { getReferenceData } from "#worker/services/reference/reference";
import { BoardFilters } from "~/components/jobs/board-filters";
import { JobCard } from "~/components/jobs/job-card";
import { SaveJobSearch } from "~/components/jobs/save-job-search";
import { ButtonLink, buttonClass, Container, PageHeading } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { jobBoard } from "~/i18n/pages/job-board";
import { dispatchIntent } from "~/lib/actions.server";
import { publicData, publicPageHeaders } from "~/lib/cache";
import { requirePageAccess } from "~/lib/guards.server";
import { localizeCountries } from "~/lib/i18n.server";
import { pageLocale } from "~/lib/locale";
import { SAVE_SEARCH } from "~/lib/save-search";
import { saveSearchHandler } from "~/lib/save-search.server";
import { seo } from "~/lib/seo";
import { boardQuery } from "../../../contract/job-board";
import { localizePath } from "../../../contract/locale";
import type { Route } from "./+types/jobs";

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  const t = jobBoard[pageLocale(args)];
  return seo(args, { title: t.title, description: t.description, canonicalPath: "/jobs" });
}

/** The query's parameters as the form sends them, without the empty ones (a form sends every field). */
function filledParams(params: URLSearchParams): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key).filter((value) => value !== "");
    if (all.length > 0) values[key] = key === "categories" ? all : all[0]!;
  }
  return values;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const locale = pageLocale({ request });
  const url = new URL(request.url);
  const values = filledParams(url.searchParams);
  // A hand-edited link: the board without the values it cannot read.
  const without = (bad: Set<string>) => {
    const kept = new URLSearchParams();
    for (const [key, value] of url.searchParams) if (!bad.has(key) && value !== "") kept.append(key, value);
    return redirect(localizePath(`/jobs${kept.size ? `?${kept}` : ""}`, locale));
  };
  const parsed = boardQuery.safeParse(values);
  if (!parsed.success) throw without(new Set(parsed.error.issues.map((issue) => String(issue.path[0]))));
  const [board, catalogue, reference] = await Promise.all([
    listBoard(db, parsed.data).catch((error: unknown) => {
      // A cursor the board never handed out: its first page, as for any value it cannot read.
      throw error instanceof AppError && error.messageId === "request.invalidCursor"
        ? without(new Set(["cursor"]))
        : error;
    }),
    getCatalogue(db, locale),
    getReferenceData(db),
  ]);
  const countries = localizeCountries(
    reference.countries.map(({ code, name, flagEmoji }) => ({ code, name, flagEmoji })),
    locale,
  );
  return publicData({ filters: parsed.data, board, ...catalogue, countries }, true);
}

/** Saves the board's current filters. Signed out or a guest, the person is sent to sign in first. */
export async function action({ context, request }: Route.ActionArgs) {
  const viewer = await requirePageAccess(context, request, "verified");
  return dispatchIntent(request, { [SAVE_SEARCH]: saveSearchHandler(context, viewer, "jobs") });
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { filters, board, groups, categories, countries } = loaderData;
  const t = useMessages(jobBoard);
  const next = new URLSearchParams();
  if (board.nextCursor) {
    for (const [key, value] of Object.entries(filters)) {
      if (key === "cursor" || value === undefined) continue;
      if (Array.isArray(value)) {
        if (value.length) next.set(key, value.join(","));
      } else next.set(key, String(value));
    }
    next.set("cursor", board.nextCursor);
  }
  return (
    <main>
      <section className="border-b border-slate-200 bg-white">
        <Container className="flex flex-wrap items-end justify-between gap-4 py-10">
          <PageHeading title={t.heading} lead={t.intro} />
          <ButtonLink to="/jobs/post">{t.post}</ButtonLink>
        </Container>
      </section>
      <Container className="grid gap-8 py-8 lg:grid-cols-[20rem_1fr]">
        {/* On a phone the roles come first; the filters follow them, one link away. */}
        <aside id="filters" className="order-last lg:order-none">
          <BoardFilters
            filters={filters}
            groups={groups}
            categories={categories}
            countries={countries}
            facets={board.facets}
            facetsCapped={board.facetsCapped}
          />
        </aside>
        <section aria-labelledby="roles-heading" className="space-y-4">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="roles-heading" className="text-lg font-semibold text-slate-900">
              {board.total === null
                ? t.heading
                : board.totalCapped
                  ? t.countAtLeast(board.total)
                  : t.count(board.total)}
            </h2>
            <a href="#filters" className={`${buttonClass.ghost} lg:hidden`}>
              {t.filters}
            </a>
          </div>
          <SaveJobSearch key={JSON.stringify(filters)} filters={filters} />
          {board.postings.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
              {board.nextCursor ? t.emptySoFar : t.empty}
            </p>
          ) : (
            <ul className="space-y-3">
              {board.postings.map((role) => (
                <li key={role.id}>
                  <JobCard role={role} />
                </li>
              ))}
            </ul>
          )}
          {board.nextCursor ? (
            <ButtonLink to={`/jobs?${next}`} look="secondary">
              {t.more}
            </ButtonLink>
          ) : null}
        </section>
      </Container>
    </main>
  );
}
