import { ExploreCard, ExploreCardSkeleton } from "~/components/explore-card";
import { Link } from "~/components/localized";
import { ButtonLink } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { explore } from "~/i18n/pages/explore";
import type { ExploreCardDto as ExploreCardData } from "../../../contract/dto";
import { EXPLORE_LIMIT } from "../../../contract/limits";

/** 4 skeleton cards per lane while loading. */
const SKELETON_COUNT = 4;

type LaneSectionProps = {
  id: string;
  title: string;
  lead: string;
  orgs: ExploreCardData[];
  loading: boolean;
  /** Shown when the lane is not full yet: the editors are still looking. */
  notice: { title: string; text: string };
  empty: string;
  /**
   * The lane beyond its first cards: how many it has, whether all of them are shown, and the links (a URL parameter
   * the loader reads, so they work without JavaScript) that show all or go back to the first ones.
   */
  more: { total: number; all: boolean; seeAll: LaneLink; showFewer: LaneLink };
};

type LaneLink = { to: string; label: string };

const laneLink =
  "rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** One lane of a city guide (anchors or emerging teams). */
export function LaneSection({ id, title, lead, orgs, loading, notice, empty, more }: LaneSectionProps) {
  const t = useMessages(explore);
  const hidden = more.total - orgs.length;
  return (
    <section aria-labelledby={id} aria-busy={loading}>
      <h2 id={id} className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-slate-700">{lead}</p>
      {loading ? (
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <ExploreCardSkeleton key={index} />
          ))}
        </div>
      ) : (
        <>
          {orgs.length > 0 ? (
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {orgs.map((org) => (
                <li key={org.id}>
                  <ExploreCard org={org} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
              {empty}
            </p>
          )}
          {hidden > 0 || (more.all && more.total > EXPLORE_LIMIT) ? (
            <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              {more.all && hidden > 0 ? (
                <p className="text-slate-700">{t.showingFirst(orgs.length, more.total)}</p>
              ) : null}
              {more.all ? (
                <Link to={more.showFewer.to} className={laneLink}>
                  {more.showFewer.label}
                </Link>
              ) : (
                <ButtonLink to={more.seeAll.to} look="secondary">
                  {more.seeAll.label}
                  <span aria-hidden="true">→</span>
                </ButtonLink>
              )}
            </div>
          ) : null}
          {orgs.length < EXPLORE_LIMIT ? (
            <div className="mt-4 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
              <span aria-hidden="true" className="text-lg leading-5">
                🧭
              </span>
              <div>
                <p className="font-semibold">{notice.title}</p>
                <p className="mt-1">{notice.text}</p>
              </div>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
