import { useRef, useState } from "react";
import { FieldError, lengthCounter, TextAreaField } from "~/components/form/fields";
import { useMessages } from "~/i18n/messages";
import { edit } from "~/i18n/pages/edit";
import { cx } from "~/lib/cx";
import {
  CATEGORY_DETAIL_MAX,
  DEFAULT_CATEGORY_ID,
  MAX_CATEGORIES_PER_ORGANIZATION,
  withoutPlaceholder,
} from "../../../contract/limits";
import { CATEGORY_IMAGE, ImageUpload } from "./image-upload";

export const COMPANY_PROPERTIES_GROUP = "company_properties";
/** The category a new organization starts with (worker/services/organizations/organization-writes.ts). */

export type CategoryOption = { id: string; name: string; emoji: string; groupId: string };
export type GroupOption = { id: string; name: string; emoji: string };

/** The counter under a detail text: its length against the 2000 it may hold, amber in the last tenth. */
const detailCounter = lengthCounter(CATEGORY_DETAIL_MAX);

/** Moves one id to another index. */
function move(ids: string[], from: number, to: number): string[] {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return ids;
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}

function DetailText({
  category,
  value,
  onChange,
}: {
  category: CategoryOption;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useMessages(edit).categories;
  return (
    <TextAreaField
      label={t.detail(category.name)}
      name={`details.${category.id}`}
      rows={6}
      maxLength={CATEGORY_DETAIL_MAX}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      counter={detailCounter}
    />
  );
}

function ChosenCategory({
  category,
  position,
  detail,
  onDetail,
  orgId,
  imageUrl,
  saved,
  hydrated,
  controls,
  dragProps,
}: {
  category: CategoryOption;
  position: number | null;
  detail: string;
  onDetail: (value: string) => void;
  orgId: string;
  imageUrl: string | null;
  saved: boolean;
  hydrated: boolean;
  controls?: React.ReactNode;
  dragProps?: React.LiHTMLAttributes<HTMLLIElement>;
}) {
  const messages = useMessages(edit);
  const t = messages.categories;
  return (
    <li
      {...dragProps}
      className={cx("rounded-lg border border-slate-200 bg-white p-4 shadow-sm", dragProps?.className)}
      data-category={category.id}
    >
      <input type="hidden" name="categoryOrder" value={category.id} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="flex items-center gap-2 font-semibold text-slate-900">
          {position !== null ? (
            <span
              aria-hidden="true"
              title={t.drag}
              className={cx(
                "inline-flex h-7 w-7 items-center justify-center rounded-full bg-brand-50 text-sm text-brand-700",
                hydrated && "cursor-grab",
              )}
            >
              {position}
            </span>
          ) : null}
          <span aria-hidden="true">{category.emoji}</span>
          {category.name}
        </h4>
        {controls}
      </div>
      <div className="mt-3 grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <DetailText category={category} value={detail} onChange={onDetail} />
        {saved ? (
          <ImageUpload
            kind={CATEGORY_IMAGE}
            target={{ slot: "category", orgId, categoryId: category.id }}
            initialUrl={imageUrl}
            label={messages.images.categoryImage(category.name)}
            hint={messages.images.categoryHint}
            previewClass="aspect-video w-full @sm:w-48"
            hydrated={hydrated}
          />
        ) : (
          <div className="rounded-md border border-dashed border-slate-300 bg-slate-50 p-3 text-sm text-slate-700">
            <p className="font-medium text-slate-800">{messages.images.categoryImage(category.name)}</p>
            <p className="mt-1">{messages.images.saveFirst}</p>
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * Up to 7 categories picked from grouped checkboxes, the chosen ones in an ordered list (drag and drop, or the Move
 * up/Move down buttons), each with its detail text and 16:9 image. Company properties are listed apart, unordered,
 * and always come last.
 */
export function CategoriesEditor({
  orgId,
  categories,
  groups,
  initialIds,
  initialDetails,
  savedIds,
  images,
  hydrated,
  error,
}: {
  orgId: string;
  categories: CategoryOption[];
  groups: GroupOption[];
  initialIds: string[];
  initialDetails: Record<string, string>;
  /** Categories stored on the organization: only those can carry an image yet. */
  savedIds: string[];
  images: Record<string, string>;
  hydrated: boolean;
  error?: string | null;
}) {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const [selected, setSelected] = useState(() => initialIds.filter((id) => byId.has(id)));
  const [details, setDetails] = useState(initialDetails);
  const [dragging, setDragging] = useState<string | null>(null);
  // Read by the drag events, which may come before React has rendered the state change.
  const draggingRef = useRef<string | null>(null);
  const startDrag = (id: string | null) => {
    draggingRef.current = id;
    setDragging(id);
  };
  const [announcement, setAnnouncement] = useState("");
  const t = useMessages(edit).categories;

  const isProperty = (id: string) => byId.get(id)?.groupId === COMPANY_PROPERTIES_GROUP;
  const ordered = selected.filter((id) => !isProperty(id));
  const properties = selected.filter(isProperty);
  const atCap = selected.length >= MAX_CATEGORIES_PER_ORGANIZATION;

  const toggle = (id: string, checked: boolean) =>
    setSelected((current) =>
      checked
        ? current.includes(id) || current.length >= MAX_CATEGORIES_PER_ORGANIZATION
          ? current
          : withoutPlaceholder([...current.filter((other) => !isProperty(other)), id, ...current.filter(isProperty)])
        : current.filter((other) => other !== id),
    );

  const reorder = (from: number, to: number) => {
    const next = move(ordered, from, to);
    if (next === ordered) return;
    setSelected([...next, ...properties]);
    const name = byId.get(next[to]!)?.name ?? "";
    setAnnouncement(t.moved(name, to + 1, next.length));
  };

  const setDetail = (id: string) => (value: string) => setDetails((current) => ({ ...current, [id]: value }));
  /** What a chosen category shows and edits, ranked or not. */
  const chosen = (id: string) => ({
    category: byId.get(id)!,
    detail: details[id] ?? "",
    onDetail: setDetail(id),
    orgId,
    imageUrl: images[id] ?? null,
    saved: savedIds.includes(id),
    hydrated,
  });

  return (
    <div>
      <p className="text-sm text-slate-700">
        {t.choose(MAX_CATEGORIES_PER_ORGANIZATION)}{" "}
        <span className="font-semibold text-slate-900" aria-live="polite">
          {t.chosen(selected.length, MAX_CATEGORIES_PER_ORGANIZATION)}
        </span>
      </p>
      {atCap ? (
        <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t.atCap(MAX_CATEGORIES_PER_ORGANIZATION)}
        </p>
      ) : null}
      <FieldError message={error} />
      <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {groups.map((group) => {
          // The placeholder every new organization starts with is offered only to be removed.
          const options = categories.filter(
            (category) =>
              category.groupId === group.id && (category.id !== DEFAULT_CATEGORY_ID || selected.includes(category.id)),
          );
          if (options.length === 0) return null;
          return (
            <fieldset key={group.id} className="rounded-lg border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-900">
                <span aria-hidden="true">{group.emoji}</span> {group.name}
              </legend>
              <ul className="mt-1 space-y-1">
                {options.map((category) => {
                  const checked = selected.includes(category.id);
                  return (
                    <li key={category.id}>
                      <label className="flex items-center gap-2 rounded px-1 py-1 text-sm text-slate-800 hover:bg-slate-50">
                        <input
                          type="checkbox"
                          name="pick"
                          value={category.id}
                          checked={checked}
                          disabled={!checked && atCap}
                          onChange={(event) => toggle(category.id, event.currentTarget.checked)}
                          className="h-4 w-4 rounded border-slate-400 accent-brand-600"
                        />
                        <span aria-hidden="true">{category.emoji}</span>
                        {category.name}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          );
        })}
      </div>

      <h3 className="mt-8 text-lg font-semibold text-slate-900">{t.order}</h3>
      <p className="mt-1 text-sm text-slate-700">{t.orderLead}</p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {ordered.length === 0 ? (
        <p className="mt-3 rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-700">{t.none}</p>
      ) : (
        <ol aria-label={t.orderLabel} className="mt-3 space-y-3">
          {ordered.map((id, index) => {
            const { category, ...wiring } = chosen(id);
            return (
              <ChosenCategory
                key={id}
                category={category}
                position={index + 1}
                {...wiring}
                dragProps={{
                  draggable: hydrated,
                  onDragStart: (event) => {
                    // Text fields keep their own drag behaviour (selecting text).
                    if ((event.target as HTMLElement).closest("textarea, input, button")) return;
                    startDrag(id);
                    event.dataTransfer.effectAllowed = "move";
                    event.dataTransfer.setData("text/plain", id);
                  },
                  onDragOver: (event) => {
                    if (draggingRef.current) event.preventDefault();
                  },
                  onDrop: (event) => {
                    event.preventDefault();
                    const from = ordered.indexOf(draggingRef.current ?? event.dataTransfer.getData("text/plain"));
                    reorder(from, index);
                    startDrag(null);
                  },
                  onDragEnd: () => startDrag(null),
                  className: dragging === id ? "opacity-50" : dragging ? "border-brand-300" : undefined,
                }}
                controls={
                  <div className="flex gap-2">
                    <MoveButton
                      label={t.moveUp(category.name)}
                      disabled={!hydrated || index === 0}
                      onClick={() => reorder(index, index - 1)}
                    >
                      <span aria-hidden="true">↑</span> {t.up}
                    </MoveButton>
                    <MoveButton
                      label={t.moveDown(category.name)}
                      disabled={!hydrated || index === ordered.length - 1}
                      onClick={() => reorder(index, index + 1)}
                    >
                      <span aria-hidden="true">↓</span> {t.down}
                    </MoveButton>
                  </div>
                }
              />
            );
          })}
        </ol>
      )}
      {properties.length > 0 ? (
        <>
          <h3 className="mt-8 text-lg font-semibold text-slate-900">{t.properties}</h3>
          <p className="mt-1 text-sm text-slate-700">{t.propertiesLead}</p>
          <ul aria-label={t.propertiesLabel} className="mt-3 space-y-3">
            {properties.map((id) => (
              <ChosenCategory key={id} position={null} {...chosen(id)} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** A button that moves a chosen category one place up or down the ranking (`label` says which, and which category). */
function MoveButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-40"
    >
      {children}
    </button>
  );
}
