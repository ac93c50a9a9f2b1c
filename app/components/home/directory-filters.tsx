import { useState } from "react";
import { flushSync } from "react-dom";
import { useNavigation, useRevalidator } from "react-router";
import { CountryOptions } from "~/components/form/country-options";
import { Notice } from "~/components/form/notice";
import { LabelledSection } from "~/components/labelled-section";
import { Link, useNavigate } from "~/components/localized";
import { ButtonLink, buttonClass } from "~/components/ui";
import { useLocale, useMessages } from "~/i18n/messages";
import { home } from "~/i18n/pages/home";
import type { SectionFailedTexts } from "~/i18n/pages/section-failed";
import { cx } from "~/lib/cx";
import {
  type DirectoryFilters,
  directorySearch,
  formatCount,
  readDirectoryFilters,
} from "../../../contract/directory-url";
import { MAX_FILTER_CATEGORIES } from "../../../contract/limits";
import { localizePath, withoutLocale } from "../../../contract/locale";

type Category = { id: string; name: string; emoji: string; description: string; groupId: string };
type Group = { id: string; name: string; emoji: string };
type Country = { code: string; name: string; flagEmoji: string };

export type FilterPanelProps = {
  filters: DirectoryFilters;
  groups: Group[];
  categories: Category[];
  countries: Country[];
  facets: Record<string, number>;
  /** The facet counts are lower bounds ("412+"): the filters match more than COUNT_CAP organizations. */
  facetsAtLeast?: boolean;
  /** Sections whose query failed, with what to say (sent by the loaders only then): shown instead of empty lists. */
  failed?: { directory: boolean; countries: boolean; texts: SectionFailedTexts } | null;
  /** The list the filters give: its heading's id and count, for the phone's "Show N results". */
  results?: { headingId: string; count: string; one: boolean };
};

/**
 * Client-side navigation to a new set of filters; each change is a history entry so back and forward work. The
 * navigation's start is rendered at once (`flushSync`): the controls show the filters being loaded, and a checkbox
 * React controls would otherwise spring back until the navigation's first render.
 */
function useApplyFilters(filters: DirectoryFilters) {
  const navigate = useNavigate();
  return (next: Partial<DirectoryFilters>) =>
    navigate(`/${directorySearch({ ...filters, shown: undefined, ...next })}`, {
      preventScrollReset: true,
      flushSync: true,
    });
}

/**
 * Search, country and category filters. A plain GET form, so everything works without JavaScript; with it, every
 * change navigates at once to the canonical URL (categories as one comma list).
 */
export function DirectoryFilterPanel({
  filters: current,
  groups,
  categories,
  countries,
  facets,
  facetsAtLeast = false,
  failed,
  results,
}: FilterPanelProps) {
  // While the next page loads, the controls already show what was asked for.
  const navigation = useNavigation();
  const filters =
    navigation.location && withoutLocale(navigation.location.pathname) === "/"
      ? readDirectoryFilters(new URLSearchParams(navigation.location.search))
      : current;
  const apply = useApplyFilters(filters);
  // On small screens the long category list waits behind a toggle so the results stay in reach.
  const [expanded, setExpanded] = useState(false);
  const atCap = filters.categories.length >= MAX_FILTER_CATEGORIES;
  const t = useMessages(home).filters;
  const locale = useLocale();
  const toggle = (id: string) =>
    apply({
      categories: filters.categories.includes(id)
        ? filters.categories.filter((selected) => selected !== id)
        : [...filters.categories, id],
    });

  return (
    // A plain form: with JavaScript its submission becomes a client navigation here, not React Router's. It takes no
    // box of its own, so that on a wide screen its search row spans the page and its categories sit beside the list.
    <form
      method="get"
      action={localizePath("/", locale)}
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        const q = new FormData(event.currentTarget).get("q");
        apply({ q: typeof q === "string" ? q.trim() || undefined : undefined });
      }}
    >
      <div className="grid gap-4 md:grid-cols-[1fr_minmax(0,18rem)] lg:col-span-2">
        <div>
          <label htmlFor="directory-search" className="block text-sm font-semibold text-slate-900">
            {t.searchLabel}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="directory-search"
              type="search"
              name="q"
              defaultValue={filters.q ?? ""}
              key={filters.q ?? ""}
              maxLength={100}
              placeholder={t.searchPlaceholder}
              className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
            />
            <button type="submit" className={buttonClass.secondary}>
              {t.search}
            </button>
          </div>
        </div>
        <div>
          <label htmlFor="directory-country" className="block text-sm font-semibold text-slate-900">
            {t.country}
          </label>
          <CountrySelect
            countries={countries}
            selected={filters.country ?? ""}
            empty={failed?.countries ? failed.texts.countries : t.noCountries}
            allCountries={t.allCountries}
            onSelect={(country: string) => apply({ country: country || undefined })}
          />
          {failed?.countries ? (
            <LoadFailed what={failed.texts.countries} texts={failed.texts} className="mt-2" />
          ) : null}
        </div>
      </div>

      <button
        type="button"
        aria-expanded={expanded}
        aria-controls="category-filter"
        onClick={() => setExpanded((value) => !value)}
        className={cx(buttonClass.secondary, "w-full lg:hidden")}
      >
        {expanded ? t.hideCategories : t.showCategories}
        {filters.categories.length > 0 ? t.selected(filters.categories.length) : ""}
      </button>
      <noscript>
        <style>{"#category-filter{display:block!important}"}</style>
      </noscript>
      <LabelledSection
        id="category-filter"
        title={t.categoriesHeading}
        className={cx(
          "rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:col-start-1 lg:row-start-2",
          !expanded && "max-lg:hidden",
        )}
        heading="panel"
        headingClassName="text-base font-semibold text-slate-900"
        beside={
          filters.categories.length > 0 ? (
            <ButtonLink
              to={`/${directorySearch({ ...filters, categories: [], shown: undefined })}`}
              preventScrollReset
              look="ghost"
            >
              {t.clearAllFilters}
            </ButtonLink>
          ) : null
        }
      >
        {atCap ? (
          <p role="status" className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t.atCap(MAX_FILTER_CATEGORIES)}
          </p>
        ) : null}
        {failed?.directory ? <LoadFailed what={failed.texts.categories} texts={failed.texts} className="mt-4" /> : null}
        <CategoryOptions
          groups={groups}
          categories={categories}
          facets={facets}
          facetsAtLeast={facetsAtLeast}
          selectedIds={filters.categories}
          atCap={atCap}
          countSuffix={t.organizationsCount(facetsAtLeast)}
          chosenInGroup={t.chosenInGroup}
          onToggle={toggle}
        />
        {/* Without JavaScript the filters apply with this button; with it, each change applies at once. In a
            noscript element it takes no room in a browser that runs scripts, so nothing moves when the page hydrates. */}
        <noscript>
          <button type="submit" className={cx(buttonClass.primary, "mt-6")}>
            {t.apply}
          </button>
        </noscript>
        {/* On a phone the open panel covers the list: this closes it and goes to the first result. */}
        {results ? (
          <div className="filters-results-bar">
            <button
              type="button"
              className={cx(buttonClass.primary, "w-full")}
              onClick={() => {
                flushSync(() => setExpanded(false));
                const heading = document.getElementById(results.headingId);
                heading?.scrollIntoView({ block: "start" });
                heading?.focus({ preventScroll: true });
              }}
            >
              {navigation.state === "loading" ? t.showResultsPending : t.showResults(results.count, results.one)}
            </button>
          </div>
        ) : null}
      </LabelledSection>
    </form>
  );
}

/**
 * A list that could not be read: which one, why, and Retry. With JavaScript Retry reads the page's data again in
 * place (the directory layout's catalogue too); without, it is one of the form's submit buttons and loads the page
 * again with the same filters.
 */
function LoadFailed({ what, texts: t, className }: { what: string; texts: SectionFailedTexts; className?: string }) {
  const revalidator = useRevalidator();
  const busy = revalidator.state === "loading";
  return (
    <Notice tone="error" className={className}>
      <p>{what}</p>
      <p className="mt-1 font-normal">{t.why}</p>
      <button
        type="submit"
        disabled={busy}
        onClick={(event) => {
          event.preventDefault();
          void revalidator.revalidate();
        }}
        className={cx(buttonClass.secondary, "mt-3")}
      >
        {busy ? t.retrying : t.retry}
      </button>
    </Notice>
  );
}

type CountrySelectProps = {
  countries: Country[];
  /** A country code, or "" for all countries. */
  selected: string;
  /** The one option when there are no countries to choose from. */
  empty: string;
  allCountries: string;
  onSelect: (country: string) => void;
};

/** The country filter. */
function CountrySelect({ countries, selected, empty, allCountries, onSelect }: CountrySelectProps) {
  return (
    <select
      id="directory-country"
      name="country"
      value={selected}
      disabled={countries.length === 0}
      onChange={(event) => onSelect(event.target.value)}
      className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
    >
      {countries.length === 0 ? (
        <option value="">{empty}</option>
      ) : (
        <>
          <option value="">{allCountries}</option>
          <CountryOptions countries={countries} flags />
        </>
      )}
    </select>
  );
}

type CategoryOptionsProps = Pick<FilterPanelProps, "groups" | "categories" | "facets"> & {
  facetsAtLeast: boolean;
  selectedIds: string[];
  atCap: boolean;
  /** Read after each count by screen readers: " organizations". */
  countSuffix: string;
  /** After a group's name: how many of its categories are chosen. */
  chosenInGroup: (count: number) => string;
  onToggle: (id: string) => void;
};

/**
 * The categories as checkboxes, one disclosure per group, each category with its count. A group opens by itself when
 * the page loads with one of its categories chosen; after that each stays as the person leaves it (the browser keeps
 * a details element's state, so the disclosures work before and without JavaScript).
 */
function CategoryOptions({
  groups,
  categories,
  facets,
  facetsAtLeast,
  selectedIds,
  atCap,
  countSuffix,
  chosenInGroup,
  onToggle,
}: CategoryOptionsProps) {
  // Read once: a prop that changed with the filters would close a group under the pointer that just unchecked its last.
  const [initiallyOpen] = useState(
    () => new Set(categories.filter((category) => selectedIds.includes(category.id)).map((c) => c.groupId)),
  );
  return (
    <div className="mt-3 space-y-2">
      {groups.map((group) => {
        const inGroup = categories.filter((category) => category.groupId === group.id);
        if (inGroup.length === 0) return null;
        const chosen = inGroup.filter((category) => selectedIds.includes(category.id)).length;
        return (
          <details
            key={group.id}
            open={initiallyOpen.has(group.id)}
            className="group rounded-md border border-slate-200"
          >
            <summary className="category-group-summary">
              <span aria-hidden="true">{group.emoji}</span>
              <span className="flex-1">{group.name}</span>
              {chosen > 0 ? (
                <span className="chosen">
                  {chosen}
                  <span className="sr-only">{chosenInGroup(chosen)}</span>
                </span>
              ) : null}
              <span aria-hidden="true" className="arrow">
                ›
              </span>
            </summary>
            <fieldset className="px-1 pb-2">
              <legend className="sr-only">{group.name}</legend>
              <ul className="space-y-0.5">
                {inGroup.map((category) => {
                  const selected = selectedIds.includes(category.id);
                  const count = facets[category.id] ?? 0;
                  // A lower bound of zero proves nothing: only an exact zero disables a category.
                  const disabled = !selected && (atCap || (count === 0 && !facetsAtLeast));
                  return (
                    <li key={category.id}>
                      <label title={category.description} className="category-option">
                        <input
                          type="checkbox"
                          name="categories"
                          value={category.id}
                          checked={selected}
                          disabled={disabled}
                          onChange={() => onToggle(category.id)}
                        />
                        <span aria-hidden="true">{category.emoji}</span>
                        <span className="flex-1">{category.name}</span>
                        <span className="category-count">
                          {formatCount(count, facetsAtLeast)}
                          <span className="sr-only">{countSuffix}</span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          </details>
        );
      })}
    </div>
  );
}

type Chip = { key: string; label: string; remove: Partial<DirectoryFilters> };

/** The filters in force, each removable, plus Clear All. */
export function ActiveFilters({
  filters,
  categories,
  countries,
}: Pick<FilterPanelProps, "filters" | "categories" | "countries">) {
  const t = useMessages(home).filters;
  const chips: Chip[] = [];
  if (filters.q) chips.push({ key: "q", label: `“${filters.q}”`, remove: { q: undefined } });
  if (filters.country) {
    const country = countries.find((candidate) => candidate.code === filters.country);
    chips.push({
      key: "country",
      label: country ? `${country.flagEmoji} ${country.name}` : filters.country,
      remove: { country: undefined },
    });
  }
  for (const id of filters.categories) {
    const category = categories.find((candidate) => candidate.id === id);
    chips.push({
      key: id,
      label: category ? `${category.emoji} ${category.name}` : id,
      remove: { categories: filters.categories.filter((selected) => selected !== id) },
    });
  }
  if (chips.length === 0) return null;
  return (
    <LabelledSection
      headingId="active-filters"
      title={t.active}
      className="flex flex-wrap items-center gap-2"
      headingClassName="text-sm font-semibold text-slate-900"
    >
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li
            key={chip.key}
            className="flex items-center gap-1 rounded-full bg-brand-100 py-1 pr-1 pl-3 text-sm text-brand-900"
          >
            {chip.label}
            <Link
              to={`/${directorySearch({ ...filters, shown: undefined, ...chip.remove })}`}
              preventScrollReset
              aria-label={t.remove(chip.label)}
              className="flex size-6 items-center justify-center rounded-full hover:bg-brand-600 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
      <ButtonLink to="/" preventScrollReset look="ghost">
        {t.clearAll}
      </ButtonLink>
    </LabelledSection>
  );
}
