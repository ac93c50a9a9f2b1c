import { useLocale, useMessages } from "~/i18n/messages";
import { exploreEdits } from "~/i18n/pages/explore-edits";
import { dateFormat, LOCALE_TAGS, listFormat } from "~/lib/intl";
import type { PendingEditDto } from "../../../contract/dto";
import type { ReviewedField } from "../../../contract/organization";

type Value = PendingEditDto["changes"][number]["before"];

/** Category names by id, in the page's language; an unknown id shows as itself. */
export type CategoryNames = Record<string, string>;

/** When the edit was sent, as a date in the page's language. */
export function useSentOn(iso: string): string {
  return dateFormat(LOCALE_TAGS[useLocale()], { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}

/** The reviewed fields' names as a sentence's list, in the page's language. */
export function useFieldList(): (fields: ReviewedField[]) => string {
  const t = useMessages(exploreEdits);
  const tag = LOCALE_TAGS[useLocale()];
  return (fields) => listFormat(tag).format(fields.map((field) => t.fields[field]));
}

function Shown({ value, categoryNames }: { value: Value; categoryNames: CategoryNames }) {
  const t = useMessages(exploreEdits);
  if (value === null || value === "") return <span className="text-slate-600 italic">{t.empty}</span>;
  if (typeof value === "boolean") return <span>{value ? t.yes : t.no}</span>;
  if (typeof value === "string" || typeof value === "number") {
    return <span className="break-words whitespace-pre-line">{value}</span>;
  }
  if (value.length === 0) return <span className="text-slate-600 italic">{t.empty}</span>;
  return (
    <ol className="list-decimal space-y-1 pl-5">
      {value.map((item) =>
        typeof item === "string" ? (
          <li key={item} className="break-words">
            {item}
          </li>
        ) : (
          <li key={item.categoryId} className="break-words">
            <span className="font-medium">{categoryNames[item.categoryId] ?? item.categoryId}</span>
            {item.detail ? <span className="block text-slate-700">{item.detail}</span> : null}
          </li>
        ),
      )}
    </ol>
  );
}

/**
 * Each changed field as approved (public now) and as edited. A list of fields rather than a table, so that long texts
 * wrap on a phone; each field names its two versions.
 */
export function EditChanges({
  changes,
  categoryNames,
}: {
  changes: PendingEditDto["changes"];
  categoryNames: CategoryNames;
}) {
  const t = useMessages(exploreEdits);
  return (
    <dl aria-label={t.changesLabel} className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
      {changes.map((change) => (
        <div key={change.field} className="p-3 text-sm">
          <dt className="font-semibold text-slate-900">{t.fields[change.field]}</dt>
          <dd className="mt-2 grid gap-3 md:grid-cols-2">
            <div className="rounded border border-slate-200 bg-slate-50 p-2">
              <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{t.approved}</p>
              <div className="mt-1 text-slate-800">
                <Shown value={change.before} categoryNames={categoryNames} />
              </div>
            </div>
            <div className="rounded border border-amber-300 bg-amber-50 p-2">
              <p className="text-xs font-semibold tracking-wide text-amber-900 uppercase">{t.proposed}</p>
              <div className="mt-1 text-slate-900">
                <Shown value={change.after} categoryNames={categoryNames} />
              </div>
            </div>
          </dd>
        </div>
      ))}
    </dl>
  );
}
