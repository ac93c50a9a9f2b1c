import { LabelledSection } from "~/components/labelled-section";
import { useMessages } from "~/i18n/messages";
import { dashboard } from "~/i18n/pages/dashboard";
import { dateFormat } from "~/lib/intl";

/** One card of the dashboard, named by its heading, with an optional control beside the heading. */
export function DashboardSection(props: {
  id: string;
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <LabelledSection id={props.id} title={props.title} beside={props.action ?? null}>
      {props.children}
    </LabelledSection>
  );
}

/** Why a section could not load, in place of its content. */
export function SectionError({ message }: { message: string }) {
  return (
    <p role="alert" className="mt-4 rounded-md border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800">
      {message}
    </p>
  );
}

/**
 * A section's records: why the last change to one failed (`failure`), then, in place of the list, why they could not
 * load (`items` null: `failed`) or that there are none (`empty`); else their list, each item drawn by `children`.
 */
export function SectionItems<Item>({
  failure,
  items,
  failed,
  empty,
  children,
}: {
  failure: { error: string } | null;
  items: Item[] | null;
  failed: string;
  empty: React.ReactNode;
  children: (item: Item) => React.ReactNode;
}) {
  return (
    <>
      {failure ? <SectionError message={failure.error} /> : null}
      {items === null ? (
        <SectionError message={failed} />
      ) : items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-4 space-y-3">{items.map((item) => children(item))}</ul>
      )}
    </>
  );
}

/** Dates in the page's language (en-US or es-ES), read in UTC so that the server and the browser print the same day. */
export function formatDate(value: string | Date, month: "long" | "short" = "long", dateLocale = "en-US"): string {
  return dateFormat(dateLocale, { year: "numeric", month, day: "numeric", timeZone: "UTC" }).format(new Date(value));
}

/**
 * When the owners' figures were last counted: they come from the hourly rollup, so a view shows up to an hour later.
 * In UTC, as the page is rendered on the server.
 */
export function FiguresUpdated({ iso }: { iso: string | null }) {
  const t = useMessages(dashboard);
  const at = iso
    ? `${dateFormat(t.dateLocale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso))} UTC`
    : null;
  return (
    <p className="text-xs text-slate-600" data-testid="figures-updated">
      {t.figuresUpdated(at)}
    </p>
  );
}
