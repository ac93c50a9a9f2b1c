import { useId, useState } from "react";
import { type Enrollment, EnrollmentBadge } from "~/components/enrollment-badge";
import { FieldError, inputClass, SelectField } from "~/components/form/fields";
import { buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { edit } from "~/i18n/pages/edit";
import { useTranslateError } from "~/i18n/server-messages";
import type { OrganizationDto } from "../../../contract/dto";
import type { Message } from "../../../contract/errors";
import { evidenceLines, exploreRequestProblem } from "../../../contract/organization";
import { EXPLORE_ACTION } from "./form-data";

export type CityOption = { slug: string; cityName: string };

/**
 * Primary city, local presence and its evidence, and the enrolment request. The request and its withdrawal change
 * the form only; they reach the server with Save. Without JavaScript the buttons submit the form.
 */
export function ExploreSection({
  cities,
  initial,
  hydrated,
  serverError,
  fieldErrors,
}: {
  /** The published cities, or null when they could not be loaded (the current choice is then kept as it is). */
  cities: CityOption[] | null;
  initial: Pick<
    OrganizationDto,
    "primaryCity" | "hasLocalPresence" | "localPresenceCriteria" | "exploreEnrollmentStatus" | "exploreRejectionReason"
  >;
  hydrated: boolean;
  serverError?: string | null;
  fieldErrors: { primaryCity?: string | null; localPresenceCriteria?: string | null };
}) {
  const id = useId();
  const t = useMessages(edit).explore;
  const translate = useTranslateError();
  const [city, setCity] = useState(initial.primaryCity ?? "");
  const [presence, setPresence] = useState(initial.hasLocalPresence);
  const [evidence, setEvidence] = useState((initial.localPresenceCriteria ?? []).join("\n"));
  const [status, setStatus] = useState<Enrollment>(initial.exploreEnrollmentStatus);
  const [problem, setProblem] = useState<Message | null>(null);
  const changed = status !== initial.exploreEnrollmentStatus;
  const canRequest = status !== "requested" && status !== "approved";

  function request(event: React.MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    const missing = exploreRequestProblem({
      primaryCity: city,
      hasLocalPresence: presence,
      localPresenceCriteria: presence ? evidenceLines(evidence) : [],
    });
    setProblem(missing);
    if (!missing) setStatus("requested");
  }

  function withdraw(event: React.MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    setProblem(null);
    setStatus("not_requested");
  }

  const message = problem ? translate(problem) : (serverError ?? null);
  const options = cities ?? (initial.primaryCity ? [{ slug: initial.primaryCity, cityName: initial.primaryCity }] : []);
  return (
    <div className="space-y-5">
      <input type="hidden" name="exploreEnrollmentStatus" value={status} />
      <SelectField
        label={t.city}
        name="primaryCity"
        value={city}
        onChange={(event) => setCity(event.currentTarget.value)}
        error={fieldErrors.primaryCity ?? (cities ? null : translate({ id: "reference.exploreCitiesFailed" }))}
        hint={t.cityHint}
      >
        <option value="">{t.selectCity}</option>
        {options.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.cityName}
          </option>
        ))}
      </SelectField>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="hasLocalPresence"
          checked={presence}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            setPresence(on);
            // Turning local presence off clears the evidence.
            if (!on) setEvidence("");
          }}
          className="mt-0.5 h-4 w-4 rounded border-slate-400 accent-brand-600"
        />
        <span>{t.presence}</span>
      </label>
      <div>
        <label htmlFor={`${id}-evidence`} className="block text-sm font-medium text-slate-800">
          {t.evidence}
        </label>
        <textarea
          id={`${id}-evidence`}
          name="localPresenceCriteria"
          rows={4}
          value={evidence}
          disabled={hydrated && !presence}
          onChange={(event) => setEvidence(event.currentTarget.value)}
          aria-describedby={`${id}-evidence-hint`}
          aria-invalid={fieldErrors.localPresenceCriteria ? true : undefined}
          placeholder={t.evidencePlaceholder}
          className={inputClass}
        />
        <p id={`${id}-evidence-hint`} className="mt-1 text-xs text-slate-600">
          {t.evidenceHint}
          {hydrated && !presence ? t.evidenceOff : ""}
        </p>
        <FieldError message={fieldErrors.localPresenceCriteria} />
      </div>

      <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <h3 className="text-base font-semibold text-slate-900">{t.review}</h3>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <EnrollmentBadge status={status} />
          {status === "not_requested" ? <p className="text-sm text-slate-700">{t.notRequested}</p> : null}
        </div>
        {status === "rejected" && initial.exploreEnrollmentStatus === "rejected" ? (
          <div className="mt-3 rounded-md border border-rose-200 bg-white px-3 py-2 text-sm text-slate-800">
            <p className="font-semibold text-slate-900">{t.reason}</p>
            <p className="mt-1 whitespace-pre-line" data-testid="explore-rejection-reason">
              {initial.exploreRejectionReason || t.noReason}
            </p>
            <p className="mt-1 text-slate-700">{t.tryAgain}</p>
          </div>
        ) : null}
        {changed ? (
          <p className="mt-2 text-sm font-medium text-brand-900" role="status">
            {status === "requested" ? t.saveToSend : t.saveToWithdraw}
          </p>
        ) : null}
        {message ? (
          <p
            role="alert"
            className="mt-3 rounded-md border border-rose-200 bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800"
          >
            {message}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-3">
          {status === "requested" ? (
            <button
              type="submit"
              name={EXPLORE_ACTION}
              value="not_requested"
              onClick={withdraw}
              className={buttonClass.secondary}
            >
              {t.withdraw}
            </button>
          ) : (
            <button
              type="submit"
              name={EXPLORE_ACTION}
              value="requested"
              onClick={request}
              disabled={!canRequest}
              className={buttonClass.secondary}
            >
              {t.request}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
