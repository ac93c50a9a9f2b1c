/** A country select's options, by name, each led by its flag with `flags` (one text, so the page carries no separators). */
export function CountryOptions({
  countries,
  flags = false,
}: {
  countries: { code: string; name: string; flagEmoji?: string }[];
  flags?: boolean;
}) {
  return countries.map((country) => (
    <option key={country.code} value={country.code}>
      {flags ? `${country.flagEmoji} ${country.name}` : country.name}
    </option>
  ));
}
