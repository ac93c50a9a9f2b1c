import { ExploreCard, ExploreCardSkeleton } from "~/components/explore-card";
import type { ExploreCardDto as ExploreCardData } from "../../../contract/dto";
import { EXPLORE_LIMIT } from "../../../contract/limits";

/** SPEC.md §9: 4 skeleton cards per lane while loading. */
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
};

/** One lane of a city guide (anchors or emerging teams). */
export function LaneSection({ id, title, lead, orgs, loading, notice, empty }: LaneSectionProps) {
  return (
    <section aria-labelledby={id} aria-busy={loading}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
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
