import { Form, Link } from "~/components/localized";
import { useMessages } from "~/i18n/messages";
import { explore } from "~/i18n/pages/explore";
import { cx } from "~/lib/cx";
import type { TopicDto as ExploreTopic } from "../../../contract/dto";

type TopicFilterProps = { topics: ExploreTopic[]; selected: string[]; pathname: string };

/**
 * The city's topics as toggle buttons. Each one submits a GET form with the selection it would leave, so the
 * filter lives in the URL (`?topics=a,b`), can be shared, and works before or without JavaScript.
 */
export function TopicFilter({ topics, selected, pathname }: TopicFilterProps) {
  const t = useMessages(explore);
  const toggled = (id: string) =>
    topics
      .map((topic) => topic.id)
      .filter((topicId) => (topicId === id ? !selected.includes(topicId) : selected.includes(topicId)));
  return (
    <section aria-labelledby="filter-by-topic" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="filter-by-topic" className="text-lg font-semibold text-slate-900">
          {t.filterHeading}
        </h2>
        <div className="flex items-center gap-3 text-sm">
          <p aria-live="polite" className="font-medium text-slate-700">
            {selected.length > 0 ? t.filtering(selected.length) : null}
          </p>
          {selected.length > 0 ? (
            <Link
              to={pathname}
              preventScrollReset
              className="rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t.clearTopics}
            </Link>
          ) : null}
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-700">{t.filterLead}</p>
      <Form method="get" preventScrollReset className="mt-4 flex flex-wrap gap-2">
        {topics.map((topic) => {
          const pressed = selected.includes(topic.id);
          const next = toggled(topic.id);
          return (
            <button
              key={topic.id}
              type="submit"
              // Without a name, turning off the last topic submits no field and leaves a clean URL.
              name={next.length > 0 ? "topics" : undefined}
              value={next.join(",")}
              aria-pressed={pressed}
              className={cx(
                "inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                pressed
                  ? "border-brand-600 bg-brand-600 text-white hover:bg-brand-700"
                  : "border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:bg-brand-50",
              )}
            >
              <span aria-hidden="true">{topic.emoji}</span>
              {topic.name}
              {pressed ? <span aria-hidden="true">✓</span> : null}
            </button>
          );
        })}
      </Form>
    </section>
  );
}
