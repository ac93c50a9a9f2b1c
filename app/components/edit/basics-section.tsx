import { CountryOptions, SelectField, TextAreaField, TextField } from "~/components/form/fields";
import { useMessages } from "~/i18n/messages";
import { edit } from "~/i18n/pages/edit";
import type { OrganizationDto } from "../../../contract/dto";
import { ENTITY_TYPES } from "../../../contract/enums";
import type { FieldErrors } from "../../../contract/forms";
import { DESCRIPTION_MAX, FOUNDED_YEAR_MIN, LOCATION_MAX, NAME_MAX } from "../../../contract/limits";
import { EditSection } from "./edit-section";

export type CountryOption = { code: string; name: string };

/** Name, description, country, location, founded year and type; the checked fields are checked again on blur. */
export function BasicsSection({
  org,
  countries,
  currentYear,
  errors,
  onCheck,
}: {
  org: OrganizationDto;
  countries: CountryOption[];
  currentYear: number;
  errors: FieldErrors;
  onCheck: (event: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}) {
  const t = useMessages(edit).basics;
  return (
    <EditSection id="basics" title={t.title}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t.name}
          name="name"
          defaultValue={org.name}
          required
          maxLength={NAME_MAX}
          error={errors.name}
          onBlur={onCheck}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={t.description}
          name="description"
          defaultValue={org.description}
          required
          rows={5}
          maxLength={DESCRIPTION_MAX}
          error={errors.description}
          onBlur={onCheck}
        />
        <SelectField label={t.country} name="country" defaultValue={org.country} required error={errors.country}>
          <option value="">{t.selectCountry}</option>
          <option value="ALL">{t.global}</option>
          <CountryOptions countries={countries} />
        </SelectField>
        <TextField
          label={t.location}
          name="location"
          defaultValue={org.location ?? ""}
          maxLength={LOCATION_MAX}
          placeholder={t.locationPlaceholder}
          error={errors.location}
        />
        <TextField
          label={t.foundedYear}
          name="foundedYear"
          type="number"
          inputMode="numeric"
          min={FOUNDED_YEAR_MIN}
          max={currentYear}
          step={1}
          defaultValue={org.foundedYear ?? ""}
          hint={t.foundedHint(FOUNDED_YEAR_MIN, currentYear)}
          error={errors.foundedYear}
          onBlur={onCheck}
        />
        <SelectField label={t.type} name="entityType" defaultValue={org.entityType} error={errors.entityType}>
          {ENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t.types[type]}
            </option>
          ))}
        </SelectField>
      </div>
    </EditSection>
  );
}
