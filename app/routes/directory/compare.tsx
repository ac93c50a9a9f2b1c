import { data, redirect } from "react-router";
import { appContext } from "#worker/app-context";
import { invalidInput } from "#worker/platform/errors";
import { compareOrganizations } from "#worker/services/directory/compare";
import { Comparison } from "~/components/compare/comparison";
import { ButtonLink, Container, PageHeading } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { compare } from "~/i18n/pages/compare";
import { dispatchIntent, type FormIntent } from "~/lib/actions.server";
import { publicPageHeaders } from "~/lib/cache";
import { localizeComparison } from "~/lib/i18n.server";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import { COMPARE_MESSAGES, comparePickInput, compareQuery } from "../../../contract/compare";
import { COMPARE_PICKS_COOKIE } from "../../../contract/compare-cookie";
import { comparePicksCookie, parseComparePicks } from "../../../contract/compare-picks";
import { COMPARE_MAX } from "../../../contract/limits";
import type { Route } from "./+types/compare";

export const headers = publicPageHeaders;

type CompareRefusal = keyof typeof COMPARE_MESSAGES;
const REFUSALS = Object.keys(COMPARE_MESSAGES) as CompareRefusal[];

/**
 * /compare?ids=a,b: the same for everyone who opens the link, so it is cached like the other public
 * pages. Ids that do not make a comparison (fewer than 2, more than 4, malformed) answer 400 with the reason.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const url = new URL(request.url);
  // No ids at all is too few: the schema says so by its message id.
  const parsed = compareQuery.safeParse({ ids: url.searchParams.get("ids") ?? "" });
  if (!parsed.success) {
    const { messageId } = invalidInput(parsed.error.issues);
    const reason = REFUSALS.find((key) => messageId === `compare.${key}`);
    return data({ comparison: null, error: reason ?? "invalidId" }, { status: 400 });
  }
  const comparison = await compareOrganizations(db, parsed.data.ids);
  return { comparison: await localizeComparison(db, pageLocale({ request }), comparison), error: null };
}

/** The picks the request's cookie names. */
function picksOf(request: Request): string[] {
  const prefix = `${COMPARE_PICKS_COOKIE}=`;
  const part = request.headers
    .get("Cookie")
    ?.split(/;\s*/)
    .find((cookie) => cookie.startsWith(prefix));
  return parseComparePicks(part?.slice(prefix.length));
}

/** To a comparison (by default of the picks), keeping the picks in the cookie. */
function showPicks(form: FormIntent, picks: string[], shown = picks) {
  const secure = new URL(form.request.url).protocol === "https:";
  return redirect(form.local(shown.length > 0 ? `/compare?ids=${shown.join(",")}` : "/compare"), {
    headers: { "Set-Cookie": comparePicksCookie(picks, secure) },
  });
}

/**
 * The pick forms of cards and profiles when the browser did not handle them itself (sent before the page was
 * interactive, or without JavaScript): the picks live in a cookie, and the answer is the comparison of them. A pick
 * beyond COMPARE_MAX is not added: the comparison shown has its Remove links.
 */
export async function action({ request }: Route.ActionArgs) {
  const picks = picksOf(request);
  return dispatchIntent(request, {
    add: async (form) => {
      const { id } = form.parse(comparePickInput, { id: form.text("id") });
      return showPicks(form, picks.includes(id) || picks.length >= COMPARE_MAX ? picks : [...picks, id]);
    },
    // From a comparison's Remove: that comparison without it (a shared link may name more than the picks).
    remove: async (form) => {
      const { id } = form.parse(comparePickInput, { id: form.text("id") });
      const shown = compareQuery.safeParse({ ids: form.text("shown") });
      const rest = (shown.success ? shown.data.ids : picks).filter((other) => other !== id);
      return showPicks(
        form,
        picks.filter((pick) => pick !== id),
        rest,
      );
    },
  });
}

export function meta(args: Route.MetaArgs) {
  const t = compare[pageLocale(args)];
  const names = args.loaderData?.comparison?.organizations.map((org) => org.name) ?? [];
  return seo(args, {
    title: names.length >= 2 ? `${t.title}: ${names.join(", ")}` : t.title,
    description: t.description,
    // Every combination of organizations is a page of its own: keep them out of search results.
    noindex: true,
  });
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
            <ButtonLink to="/" className="mt-6">
              {t.browse}
            </ButtonLink>
          </div>
        ) : (
          <Comparison comparison={comparison} />
        )}
      </Container>
    </main>
  );
}
