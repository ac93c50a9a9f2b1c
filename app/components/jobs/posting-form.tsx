import { useState } from "react";
import {
  CountryOptions,
  FormError,
  IdempotencyKeyField,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/form/fields";
import { CountryChecklist } from "~/components/jobs/country-checklist";
import { Form } from "~/components/localized";
import { buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { jobPosting } from "~/i18n/pages/job-posting";
import { jobs } from "~/i18n/pages/jobs";
import type { FieldErrors } from "../../../contract/forms";
import {
  CURRENCIES,
  EMPLOYMENT_TYPES,
  SALARY_PERIODS,
  SENIORITIES,
  WORKPLACES,
  type Workplace,
} from "../../../contract/job-board";
import { JOB_DESCRIPTION_MAX, JOB_TITLE_MAX, POSTING_DURATIONS_DAYS } from "../../../contract/limits";

/** The posting form's fields as text, the way the form holds them. */
export type PostingValues = Record<
  | "title"
  | "description"
  | "employmentType"
  | "seniority"
  | "workplace"
  | "timeZoneMin"
  | "timeZoneMax"
  | "locationCity"
  | "locationCountry"
  | "salaryMin"
  | "salaryMax"
  | "salaryCurrency"
  | "salaryPeriod"
  | "apply",
  string
> & { remoteCountries: string[] };

type Failure = { error: string; fieldErrors: FieldErrors };
/**
 * `blocked`: why it cannot post now (unpaid, or its open roles all used), shown on its option, which cannot be
 * chosen; null when it can. `note`: its open roles, or what it needs first.
 */
type PostingOrganization = { id: string; name: string; blocked: string | null; note: string };

/**
 * The posting form: the role, where it is done, its pay, how to apply and (for a new role) how long it stays open.
 * A plain form: the server checks everything with the same schema and answers field by field.
 */
export function PostingForm({
  organizations,
  countries,
  editing,
  idempotencyKey,
  failure,
}: {
  organizations: PostingOrganization[];
  countries: { code: string; name: string }[];
  editing: { id: string; values: PostingValues } | null;
  /** The key a new role's form is sent with, so that sending it twice posts one role. */
  idempotencyKey: string;
  failure: Failure | null;
}) {
  const t = useMessages(jobs);
  const p = useMessages(jobPosting).post;
  const values = editing?.values;
  const [workplace, setWorkplace] = useState<Workplace | "">((values?.workplace as Workplace) ?? "");
  const errors = failure?.fieldErrors ?? {};
  const eligible = organizations.filter((org) => org.blocked === null);
  /** A field's name, what it held and its error, which the form's fields are wired to alike. */
  const field = <Name extends keyof PostingValues>(name: Name) => ({
    name,
    defaultValue: values?.[name],
    error: errors[name],
  });
  return (
    <Form
      method="post"
      className="mt-8 space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      noValidate
    >
      <input type="hidden" name="intent" value={editing ? "save" : "post"} />
      {editing ? (
        <input type="hidden" name="roleId" value={editing.id} />
      ) : (
        <IdempotencyKeyField value={idempotencyKey} />
      )}
      <FormError message={failure && Object.keys(errors).length === 0 ? failure.error : null} />
      {editing ? null : (
        <SelectField
          label={p.organization}
          name="organizationId"
          required
          error={errors.organizationId}
          hint={<OrganizationNotes organizations={organizations} />}
          // Chosen for the person only when there is nothing to choose: a role must not land under the wrong one.
          defaultValue={eligible.length === 1 ? eligible[0]!.id : ""}
        >
          {eligible.length === 1 ? null : <option value="">{p.chooseOrganization}</option>}
          {organizations.map((org) => (
            <option key={org.id} value={org.id} disabled={org.blocked !== null}>
              {org.blocked === null ? org.name : `${org.name} (${org.blocked})`}
            </option>
          ))}
        </SelectField>
      )}
      <TextField label={p.titleLabel} {...field("title")} required maxLength={JOB_TITLE_MAX} />
      <TextAreaField
        label={p.description}
        {...field("description")}
        required
        rows={10}
        maxLength={JOB_DESCRIPTION_MAX}
        hint={p.descriptionHint}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Choice
          label={p.employmentType}
          {...field("employmentType")}
          options={EMPLOYMENT_TYPES.map((value) => [value, t.employmentTypes[value]])}
        />
        <Choice
          label={p.seniority}
          {...field("seniority")}
          options={SENIORITIES.map((value) => [value, t.seniorities[value]])}
        />
        <SelectField
          label={p.workplace}
          name="workplace"
          required
          value={workplace}
          onChange={(event) => setWorkplace(event.target.value as Workplace)}
          error={errors.workplace}
        >
          <option value="">{p.chooseOne}</option>
          {WORKPLACES.map((value) => (
            <option key={value} value={value}>
              {t.workplaces[value]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={p.locationCity}
          {...field("locationCity")}
          hint={p.locationHint}
          required={workplace === "hybrid" || workplace === "on_site"}
        />
        <SelectField
          label={p.locationCountry}
          {...field("locationCountry")}
          defaultValue={values?.locationCountry ?? ""}
        >
          <option value="">{p.chooseOne}</option>
          <CountryOptions countries={countries} />
        </SelectField>
      </div>
      {workplace === "remote" || workplace === "" ? (
        <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-800">{t.workplaces.remote}</legend>
          <CountryChecklist
            name="remoteCountries"
            legend={p.remoteCountries}
            hint={p.remoteCountriesHint}
            countries={countries}
            defaultValue={values?.remoteCountries ?? []}
            error={errors.remoteCountries}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={p.timeZoneMin}
              {...field("timeZoneMin")}
              type="number"
              min={-12}
              max={14}
              hint={p.timeZonesHint}
            />
            <TextField label={p.timeZoneMax} {...field("timeZoneMax")} type="number" min={-12} max={14} />
          </div>
        </fieldset>
      ) : null}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{p.salaryHint}</legend>
        <div className="grid gap-4 sm:grid-cols-4">
          {(["salaryMin", "salaryMax"] as const).map((name) => (
            <TextField key={name} label={p[name]} {...field(name)} type="number" min={1} inputMode="numeric" required />
          ))}
          <Choice label={p.currency} {...field("salaryCurrency")} options={CURRENCIES.map((value) => [value, value])} />
          <Choice
            label={p.period}
            {...field("salaryPeriod")}
            options={SALARY_PERIODS.map((value) => [value, t.periodOptions[value]])}
            defaultValue={values?.salaryPeriod ?? "year"}
          />
        </div>
      </fieldset>
      <TextField label={p.apply} {...field("apply")} required hint={p.applyHint} />
      {editing ? null : (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{p.duration}</legend>
          <div className="mt-2 flex gap-6">
            {POSTING_DURATIONS_DAYS.map((days, index) => (
              <label key={days} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="radio" name="durationDays" value={days} defaultChecked={index === 0} className="size-4" />
                {p.days(days)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <button type="submit" className={buttonClass.primary}>
        {editing ? p.save : p.submit}
      </button>
    </Form>
  );
}

function Choice({
  label,
  name,
  options,
  defaultValue,
  error,
}: {
  label: string;
  name: string;
  options: [string, string][];
  defaultValue: string | undefined;
  error: string | undefined;
}) {
  const p = useMessages(jobPosting).post;
  return (
    <SelectField label={label} name={name} required defaultValue={defaultValue ?? ""} error={error}>
      <option value="">{p.chooseOne}</option>
      {options.map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </SelectField>
  );
}

/** Under the organization choice: for each one, how many of its open roles it uses, or that it must be paid first. */
function OrganizationNotes({ organizations }: { organizations: PostingOrganization[] }) {
  return (
    <span className="block space-y-0.5">
      {organizations.map((org) => (
        <span key={org.id} className="block">
          {org.name}: {org.note}
        </span>
      ))}
    </span>
  );
}
