import { useId, useState } from "react";
import { FieldError } from "~/components/form/fields";
import { useHydrated } from "~/components/form/use-hydrated";
import { useMessages } from "~/i18n/messages";
import { jobPosting } from "~/i18n/pages/job-posting";
import { cx } from "~/lib/cx";

type Country = { code: string; name: string };

/** Letters and digits only, without accents or case, so "peru" finds "Perú" and "cote" "Côte d'Ivoire". */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();

/** The first letter a country is grouped under, without its accent (Österreich under O). */
const initial = (name: string) => folded(name).charAt(0).toLocaleUpperCase();

/**
 * Many countries chosen with the keyboard and without JavaScript: a checkbox per country (Space ticks it), in a
 * scrolling group, those chosen when the page was made first, the rest under their initial letter. Once the page is
 * hydrated a filter narrows the list as one types and a live line says which are chosen. Posts `name` once per
 * ticked country, as the multiple select it replaces did.
 */
export function CountryChecklist({
  name,
  legend,
  hint,
  countries,
  defaultValue,
  error,
}: {
  name: string;
  legend: string;
  hint: string;
  countries: Country[];
  defaultValue: string[];
  error: string | undefined;
}) {
  const p = useMessages(jobPosting).post;
  const id = useId();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(() => new Set(defaultValue));
  const [filter, setFilter] = useState("");
  // The order is fixed when the form is made: a box that jumped to the top as it was ticked would lose the focus.
  const [first] = useState(() => countries.filter((country) => chosen.has(country.code)));
  const groups = new Map<string, Country[]>();
  if (first.length > 0) groups.set(p.chosenGroup, first);
  for (const country of countries) {
    if (first.some((one) => one.code === country.code)) continue;
    const letter = initial(country.name);
    groups.set(letter, [...(groups.get(letter) ?? []), country]);
  }
  const wanted = folded(filter.trim());
  const shows = (country: Country) => wanted === "" || folded(country.name).includes(wanted);
  const matches = countries.filter(shows).length;
  const names = countries.filter((country) => chosen.has(country.code)).map((country) => country.name);
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={cx(errorId, hintId)} className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      {hydrated ? (
        <div className="mt-2">
          <label htmlFor={`${id}-filter`} className="sr-only">
            {p.filterCountries}
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            // Enter in the filter must not post the whole form.
            onKeyDown={(event) => {
              if (event.key === "Enter") event.preventDefault();
            }}
            placeholder={p.filterCountries}
            autoComplete="off"
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 sm:text-sm"
          />
          <p aria-live="polite" className="mt-1 text-xs text-slate-700">
            {names.length > 0 ? p.chosenCountries(names.join(", ")) : p.anywhere}
            {wanted !== "" && matches === 0 ? ` ${p.noCountryMatches}` : ""}
          </p>
        </div>
      ) : null}
      <div className="mt-2 max-h-72 overflow-y-auto rounded-md border border-slate-300 bg-white">
        {[...groups].map(([group, members]) => {
          const visible = members.filter(shows);
          return (
            <div key={group} hidden={visible.length === 0}>
              <p
                id={`${id}-${group}`}
                className="sticky top-0 border-b border-slate-200 bg-slate-50 px-3 py-1 text-xs font-semibold text-slate-700"
              >
                {group}
              </p>
              <ul aria-labelledby={`${id}-${group}`} className="grid gap-x-4 px-3 py-1 sm:grid-cols-2">
                {members.map((country) => (
                  <li key={country.code} hidden={!shows(country)}>
                    <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        name={name}
                        value={country.code}
                        defaultChecked={defaultValue.includes(country.code)}
                        onChange={(event) => {
                          const checked = event.currentTarget.checked;
                          setChosen((current) => {
                            const next = new Set(current);
                            if (checked) next.add(country.code);
                            else next.delete(country.code);
                            return next;
                          });
                        }}
                        className="size-4 shrink-0 accent-brand-600"
                      />
                      {country.name}
                    </label>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
