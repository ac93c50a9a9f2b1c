import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { Form, useNavigate } from "~/components/localized";
import { toast } from "~/components/toaster";
import { ButtonLink, buttonClass } from "~/components/ui";
import { useLocale, useMessages } from "~/i18n/messages";
import { edit } from "~/i18n/pages/edit";
import { useTranslateError } from "~/i18n/server-messages";
import { useReasons } from "~/lib/flash";
import type { OrganizationDto } from "../../../contract/dto";
import type { FieldErrors } from "../../../contract/forms";
import { REDIRECT_AFTER_SAVE_MS } from "../../../contract/limits";
import {
  changedFields,
  proposedContent,
  type ReviewedContent,
  type ReviewedField,
} from "../../../contract/organization";
import { BasicsSection, type CountryOption } from "./basics-section";
import { CategoriesEditor, type CategoryOption, type GroupOption } from "./categories-editor";
import { EditSection } from "./edit-section";
import { ReviewPreview } from "./explore-review";
import { type CityOption, ExploreSection } from "./explore-section";
import { type EditFailure, editFailure, parseEditForm, SAVE_INTENT } from "./form-data";
import { ImagesSection } from "./images-section";
import { LinksSection } from "./links-section";

/** What the edit action answers: saved (with JavaScript; without, it redirects), or why not. */
export type EditResult = { ok: true; review?: true } | EditFailure;

export type EditChoices = {
  categories: CategoryOption[];
  groups: GroupOption[];
  countries: CountryOption[];
  cities: CityOption[] | null;
  currentYear: number;
};

/**
 * The organization form: checked in the browser with the action's own schema before it is sent (and field by field
 * on blur), saved by the route's action, then the toast and, after REDIRECT_AFTER_SAVE_MS, the profile.
 */
export function EditForm({
  org,
  choices,
  result,
  hydrated,
  approved = null,
}: {
  org: OrganizationDto;
  choices: EditChoices;
  result: EditResult | undefined;
  hydrated: boolean;
  /** An approved Explore company's approved version: the changes to its reviewed fields wait for review. */
  approved?: ReviewedContent | null;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientFailure, setClientFailure] = useState<EditFailure | null>(null);
  const [blurErrors, setBlurErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const [toReview, setToReview] = useState<ReviewedField[] | null>(null);
  const saving = navigation.state === "submitting";
  const t = useMessages(edit);
  const locale = useLocale();
  const say = useTranslateError();
  const updatedText = say({ id: "organization.updated" });
  const sentText = useReasons()["edit-sent"].text;
  const detailPath = `/organizations/${encodeURIComponent(org.id)}`;

  const failure = clientFailure ?? (result && "error" in result ? result : null);
  const fieldErrors: FieldErrors = { ...(failure?.fieldErrors ?? {}), ...blurErrors };
  const exploreError = failure?.messageId === "organization.exploreRequestMissing" ? failure.error : null;
  const formError = failure && !failure.field && !exploreError ? failure.error : null;

  useEffect(() => {
    if (!result) return;
    setClientFailure(null);
    if ("error" in result) return;
    if (result.review) {
      // The edit waits for review: the page (reloaded after the action) shows it; the profile still shows the approved one.
      toast.success(sentText);
      return;
    }
    setSaved(true);
    toast.success(updatedText);
    const timer = window.setTimeout(() => navigate(detailPath), REDIRECT_AFTER_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [result, navigate, detailPath, updatedText, sentText]);

  function focusField(field: string | undefined) {
    if (!field || !formRef.current) return;
    const target =
      field === "categoryIds" || field === "categoriesDetails"
        ? formRef.current.querySelector<HTMLElement>("#categories input, #categories textarea")
        : formRef.current.querySelector<HTMLElement>(`[name="${field}"]`);
    target?.focus();
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const parsed = parseEditForm(new FormData(event.currentTarget, submitter));
    setBlurErrors({});
    if (parsed.ok) {
      setClientFailure(null);
      return;
    }
    event.preventDefault();
    setClientFailure(editFailure(parsed, locale));
    focusField(parsed.field);
  }

  /** Which reviewed fields the form now changes, read after React has updated the inputs this event touched. */
  function previewReview() {
    if (!approved) return;
    window.setTimeout(() => {
      if (!formRef.current) return;
      const parsed = parseEditForm(new FormData(formRef.current));
      if (parsed.ok) setToReview(changedFields(approved, proposedContent(parsed.data, approved)));
    }, 0);
  }

  /** One field's check when it is left: its message appears, or goes once it is fixed. */
  function checkField(event: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) {
    if (!formRef.current) return;
    const field = event.currentTarget.name;
    const parsed = parseEditForm(new FormData(formRef.current));
    const issue = parsed.ok ? undefined : parsed.issues[field];
    const message = issue && say(issue);
    setBlurErrors((current) => {
      const next = { ...current };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });
    setClientFailure((current) => {
      if (!current?.fieldErrors?.[field] || message) return current;
      const rest = { ...current.fieldErrors };
      delete rest[field];
      return { ...current, fieldErrors: rest };
    });
  }

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={t.formLabel(org.name)}
      className="mt-8 space-y-6"
      onChange={previewReview}
      onClick={previewReview}
    >
      <input type="hidden" name="intent" value={SAVE_INTENT} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}

      <BasicsSection
        org={org}
        countries={choices.countries}
        currentYear={choices.currentYear}
        errors={fieldErrors}
        onCheck={checkField}
      />
      <ImagesSection org={org} hydrated={hydrated} />
      <LinksSection org={org} errors={fieldErrors} onCheck={checkField} />

      <EditSection id="categories" title={t.categories.title} lead={t.categories.lead}>
        <CategoriesEditor
          orgId={org.id}
          categories={choices.categories}
          groups={choices.groups}
          initialIds={org.categoryIds}
          initialDetails={org.categoriesDetails}
          savedIds={org.categoryIds}
          images={org.categoryImages}
          hydrated={hydrated}
          error={fieldErrors.categoryIds ?? fieldErrors.categoriesDetails}
        />
      </EditSection>

      <EditSection id="explore" title={t.explore.title} lead={t.explore.lead}>
        <ExploreSection
          cities={choices.cities}
          initial={org}
          hydrated={hydrated}
          serverError={exploreError}
          fieldErrors={fieldErrors}
        />
      </EditSection>

      <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm">
        {formError ? (
          <p
            role="alert"
            className="mb-3 rounded-md border border-rose-200 bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800"
          >
            {formError}
          </p>
        ) : failure?.field ? (
          <p className="mb-3 text-sm font-medium text-rose-800">{t.correct}</p>
        ) : null}
        {approved && hydrated ? <ReviewPreview fields={toReview} /> : null}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <ButtonLink to={detailPath} look="secondary">
            {t.cancel}
          </ButtonLink>
          <button type="submit" className={buttonClass.primary} disabled={saving || saved}>
            {saving ? t.saving : saved ? t.saved : t.save}
          </button>
        </div>
      </div>
    </Form>
  );
}
