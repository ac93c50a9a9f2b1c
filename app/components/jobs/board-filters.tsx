import { CountryOptions, SelectField, TextField } from "~/components/form/fields";
import { Form } from "~/components/localized";
import { ButtonLink, buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { jobBoard } from "~/i18n/pages/job-board";
import { jobs } from "~/i18n/pages/jobs";
import type { BoardQuery } from "../../../contract/job-board";
import {
  type BoardFacets,
  CURRENCIES,
  EMPLOYMENT_TYPES,
  SALARY_PERIODS,
  SENIORITIES,
  WORKPLACES,
} from "../../../contract/job-vocabulary";

type Category = { id: string; name: string; emoji: string; groupId: string };
type Group = { id: string; name: string; emoji: string };
type Country = { code: string; name: string; flagEmoji: string };
type ChoiceFilter = {
  name: "workplace" | "type" | "seniority";
  label: string;
  values: readonly string[];
  names: Readonly<Record<string, string>>;
};

/**
 * The board's filters: a plain GET form, so every filter works without JavaScript and a filtered board is a link.
 * Culture categories are grouped as in the directory, each with how many of the matching roles it holds.
 */
export function BoardFilters({
  filters,
  groups,
  categories,
  countries,
  facets,
  facetsCapped = false,
}: {
  filters: BoardQuery;
  groups: Group[];
  categories: Category[];
  countries: Country[];
  facets: BoardFacets | null;
  /** The counts are lower bounds (the board stopped counting): shown with a "+". */
  facetsCapped?: boolean;
}) {
  const t = useMessages(jobs);
  const b = useMessages(jobBoard);
  const count = (value: number | undefined) => (facets ? ` (${value ?? 0}${facetsCapped ? "+" : ""})` : "");
  /** The one-of filters that the board counts by value. */
  const choices: ChoiceFilter[] = [
    { name: "workplace", label: b.workplace, values: WORKPLACES, names: t.workplaces },
    { name: "type", label: b.type, values: EMPLOYMENT_TYPES, names: t.employmentTypes },
    { name: "seniority", label: b.seniority, values: SENIORITIES, names: t.seniorities },
  ];
  return (
    <Form
      method="get"
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-label={b.filters}
    >
      <h2 className="text-lg font-semibold text-slate-900">{b.filters}</h2>
      <TextField
        label={b.search}
        name="q"
        type="search"
        defaultValue={filters.q ?? ""}
        placeholder={b.searchPlaceholder}
      />
      <SelectField label={b.country} name="country" defaultValue={filters.country ?? ""}>
        <option value="">{b.anyCountry}</option>
        <CountryOptions countries={countries} flags />
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
        {choices.map(({ name, label, values, names }) => (
          <SelectField key={name} label={label} name={name} defaultValue={filters[name] ?? ""}>
            <option value="">{b.any}</option>
            {values.map((value) => (
              <option key={value} value={value}>
                {names[value]}
                {count(facets?.[name][value])}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="col-span-2 mb-1 text-sm font-medium text-slate-800">{b.salary}</legend>
        <TextField
          className="col-span-2"
          label={<span className="sr-only">{b.salary}</span>}
          name="salary"
          type="number"
          min={1}
          inputMode="numeric"
          defaultValue={filters.salary ?? ""}
        />
        <SelectField
          label={<span className="sr-only">{b.currency}</span>}
          name="currency"
          defaultValue={filters.currency}
        >
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </SelectField>
        <SelectField label={<span className="sr-only">{b.period}</span>} name="period" defaultValue={filters.period}>
          {SALARY_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t.periodOptions[period]}
            </option>
          ))}
        </SelectField>
      </fieldset>
      {groups.map((group) => {
        const inGroup = categories.filter((category) => category.groupId === group.id);
        if (inGroup.length === 0) return null;
        return (
          <details
            key={group.id}
            open={inGroup.some((category) => filters.categories.includes(category.id))}
            className="rounded-md border border-slate-200 px-3 py-2"
          >
            <summary className="cursor-pointer text-sm font-medium text-slate-800">
              <span aria-hidden="true">{group.emoji}</span> {group.name}
            </summary>
            <fieldset>
              <legend className="sr-only">{group.name}</legend>
              <ul className="mt-2 space-y-1">
                {inGroup.map((category) => (
                  <li key={category.id}>
                    <label className="flex items-center gap-2 text-sm text-slate-700">
                      <input
                        type="checkbox"
                        name="categories"
                        value={category.id}
                        defaultChecked={filters.categories.includes(category.id)}
                        className="size-4 rounded border-slate-400 text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
                      />
                      <span aria-hidden="true">{category.emoji}</span>
                      {category.name}
                      {count(facets?.categories[category.id])}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          </details>
        );
      })}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass.primary}>
          {b.apply}
        </button>
        <ButtonLink to="/jobs" look="secondary">
          {b.clear}
        </ButtonLink>
      </div>
    </Form>
  );
}
