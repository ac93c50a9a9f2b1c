import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useLocation, useNavigate, useNavigation, useSearchParams } from "react-router";
import { toast } from "sonner";
import { CategoriesEditor } from "~/components/edit/categories-editor";
import { ExploreSection } from "~/components/edit/explore-section";
import { EditSection, InputField, SelectField, TextAreaField } from "~/components/edit/fields";
import { type EditFailure, type FieldErrors, parseEditForm } from "~/components/edit/form-data";
import { BANNER, ImageUpload, LOGO } from "~/components/edit/image-upload";
import { PaymentGate } from "~/components/edit/payment-gate";
import { OrganizationErrorBoundary } from "~/components/organization/organization-error";
import { PaymentVerification } from "~/components/payments/payment-verification";
import { buttonClass, Container, PageHeading } from "~/components/ui";
import { redirectMessage } from "~/lib/auth-messages";
import { formError, withPageErrors } from "~/lib/errors.server";
import { requirePageAccess } from "~/lib/guards.server";
import { seo } from "~/lib/seo";
import { ENTITY_TYPE_LABELS, ENTITY_TYPES } from "../../contract/enums";
import { FOUNDED_YEAR_MIN, REDIRECT_AFTER_SAVE_MS } from "../../contract/limits";
import { ORGANIZATION_MESSAGES, PAYMENT_MESSAGES } from "../../contract/messages";
import { appContext } from "../../worker/context";
import { AppError } from "../../worker/services/errors";
import { getOrganizationEditor } from "../../worker/services/organization-editing";
import { updateOrganization } from "../../worker/services/organization-writes";
import type { Route } from "./+types/organizations.$orgId.edit";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: "Edit Organization", noindex: true });
}

/** The editor's data; someone who may not edit this organization goes to their dashboard with SPEC.md's message. */
async function loadEditor(
  context: Route.LoaderArgs["context"],
  request: Request,
  id: string,
  checkoutId: string | null,
) {
  const viewer = await requirePageAccess(context, request, "verified", "permanent");
  try {
    return { viewer, editor: await getOrganizationEditor(context.get(appContext).db, viewer, id, checkoutId) };
  } catch (error) {
    if (error instanceof AppError && error.kind === "forbidden") throw redirect("/profile?reason=edit-forbidden");
    throw error;
  }
}

export const loader = withPageErrors(async ({ context, request, params }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const checkoutId = url.searchParams.get("success") === "true" ? url.searchParams.get("session_id") : null;
  return (await loadEditor(context, request, params.orgId, checkoutId)).editor;
});

type ActionResult = { ok: true } | ({ ok: false } & EditFailure & { fieldErrors?: FieldErrors });

export const action = withPageErrors(async ({ context, request, params }: Route.ActionArgs) => {
  const { env, db } = context.get(appContext);
  const viewer = await requirePageAccess(context, request, "verified", "permanent");
  const form = await request.formData();
  const parsed = parseEditForm(form);
  if (!parsed.ok) {
    return data<ActionResult>({ ok: false, ...parsed.failure, fieldErrors: parsed.fieldErrors }, { status: 400 });
  }
  try {
    await updateOrganization({ db, images: env.IMAGES, cache: env.CACHE }, viewer, params.orgId, parsed.input);
  } catch (error) {
    if (error instanceof AppError && error.code === "FORBIDDEN") throw redirect("/profile?reason=edit-forbidden");
    const { status, message } = formError(error, ORGANIZATION_MESSAGES.updateFailed);
    return data<ActionResult>({ ok: false, error: message }, { status });
  }
  // With JavaScript the page shows the toast and moves on after 1.5 s; without, straight to the profile.
  if (form.get("js") === "1") return data<ActionResult>({ ok: true });
  return redirect(`/organizations/${encodeURIComponent(params.orgId)}`);
});

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

const EXPLORE_REQUEST_MESSAGE = "To request Explore review";

/** The query parameters that only matter on arrival: they are removed once handled. */
const ARRIVAL_PARAMS = ["success", "session_id"];

type Verification = "verifying" | "confirmed" | "none";

export default function EditOrganization({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  // Navigation state lives in the browser's history only: read it once hydrated, so the server's markup matches.
  const newlyCreated = hydrated && (location.state as { newlyCreated?: boolean } | null)?.newlyCreated === true;
  const title = newlyCreated ? "Complete Your Organization Profile" : "Edit Organization";
  const navigate = useNavigate();
  const sessionId = params.get("success") === "true" ? params.get("session_id") : null;
  // Back from checkout: verify the payment (at least one check, even when the loader already sees it paid).
  const [verification, setVerification] = useState<Verification>(sessionId ? "verifying" : "none");
  const notice =
    params.get("guest") === "true"
      ? PAYMENT_MESSAGES.guestCodeApplied
      : params.get("reason") === "already-paid"
        ? redirectMessage("already-paid")
        : null;

  function onPaid() {
    toast.success(PAYMENT_MESSAGES.confirmed);
    setVerification("confirmed");
    // Drops success and session_id from the address (history.replaceState) and reloads the page's data.
    const next = new URLSearchParams(params);
    for (const name of ARRIVAL_PARAMS) next.delete(name);
    const search = next.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "" },
      {
        replace: true,
        preventScrollReset: true,
      },
    );
  }

  if (verification === "verifying" && sessionId) {
    return (
      <main className="py-10 sm:py-12">
        <Container>
          <PageHeading title={title} lead={loaderData.org.name} />
          <PaymentVerification orgId={loaderData.org.id} sessionId={sessionId} onPaid={onPaid} />
        </Container>
      </main>
    );
  }

  if (!loaderData.paid && verification === "confirmed") {
    return (
      <main className="py-10 sm:py-12">
        <Container>
          <PageHeading title={title} lead={loaderData.org.name} />
          <p role="status" className="mt-8 text-slate-700">
            Payment confirmed. Loading your organization...
          </p>
        </Container>
      </main>
    );
  }

  if (!loaderData.paid) {
    return (
      <main className="py-10 sm:py-12">
        <Container>
          <PageHeading title={title} lead={loaderData.org.name} />
          <PaymentGate orgId={loaderData.org.id} name={loaderData.org.name} />
        </Container>
      </main>
    );
  }
  return (
    <EditForm
      data={loaderData}
      result={actionData as ActionResult | undefined}
      hydrated={hydrated}
      title={title}
      newlyCreated={newlyCreated}
      claimed={params.get("claimed") === "true"}
      notice={notice}
    />
  );
}

type Loaded = Extract<Route.ComponentProps["loaderData"], { paid: true }>;

function EditForm({
  data: { org, categories, groups, countries, cities, currentYear },
  result,
  hydrated,
  title,
  newlyCreated,
  claimed,
  notice,
}: {
  data: Loaded;
  result: ActionResult | undefined;
  hydrated: boolean;
  title: string;
  newlyCreated: boolean;
  claimed: boolean;
  notice: string | null;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientFailure, setClientFailure] = useState<(EditFailure & { fieldErrors: FieldErrors }) | null>(null);
  const [blurErrors, setBlurErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const saving = navigation.state === "submitting";
  const detailPath = `/organizations/${encodeURIComponent(org.id)}`;

  const serverFailure = result && !result.ok ? result : null;
  const failure = clientFailure ?? serverFailure;
  const fieldErrors: FieldErrors = { ...(failure?.fieldErrors ?? {}), ...blurErrors };
  const exploreError = failure?.error.startsWith(EXPLORE_REQUEST_MESSAGE) ? failure.error : null;
  const formError = failure && !failure.field && !exploreError ? failure.error : null;

  useEffect(() => {
    if (!result) return;
    setClientFailure(null);
    if (!result.ok) return;
    setSaved(true);
    toast.success(ORGANIZATION_MESSAGES.updated);
    const timer = window.setTimeout(() => navigate(detailPath), REDIRECT_AFTER_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [result, navigate, detailPath]);

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
    if (parsed.ok) {
      setClientFailure(null);
      setBlurErrors({});
      return;
    }
    event.preventDefault();
    setBlurErrors({});
    setClientFailure({ ...parsed.failure, fieldErrors: parsed.fieldErrors });
    focusField(parsed.failure.field);
  }

  /** A link field: https:// in front when no scheme was typed, then this field's check. */
  function onUrlBlur(event: React.FocusEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const value = input.value.trim();
    if (value && !/^[a-z][a-z\d+.-]*:/i.test(value)) input.value = `https://${value}`;
    checkField(input.name);
  }

  function checkField(field: string) {
    if (!formRef.current) return;
    const parsed = parseEditForm(new FormData(formRef.current));
    const message = parsed.ok ? undefined : parsed.fieldErrors[field];
    setBlurErrors((current) => {
      const next = { ...current };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });
    setClientFailure((current) => {
      if (!current?.fieldErrors[field] || message) return current;
      const rest = { ...current.fieldErrors };
      delete rest[field];
      return { ...current, fieldErrors: rest };
    });
  }

  const cityName = cities.find((city) => city.slug === org.primaryCity)?.cityName ?? "your city";

  return (
    <main className="py-10 sm:py-12">
      <Container className="max-w-5xl">
        <nav aria-label="Breadcrumb" className="mb-4 text-sm">
          <Link to={detailPath} className="font-medium text-brand-700 hover:underline">
            ← Back to {org.name}
          </Link>
        </nav>
        <PageHeading title={title} lead={`Keep ${org.name}'s profile accurate: what you do, how you work, where.`} />
        {newlyCreated ? (
          <p
            role="status"
            className="mt-6 rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
          >
            Organization created successfully!
          </p>
        ) : null}
        {notice ? (
          <p
            role="status"
            className="mt-6 rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
          >
            {notice}
          </p>
        ) : null}
        {claimed ? (
          <p
            role="status"
            className="mt-6 rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900"
          >
            Welcome! You now manage this Explore profile. Keep it current so engineers in {cityName} can find you.
          </p>
        ) : null}

        <Form
          ref={formRef}
          method="post"
          noValidate
          onSubmit={onSubmit}
          aria-label={`Edit ${org.name}`}
          className="mt-8 space-y-6"
        >
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}

          <EditSection id="basics" title="Basics">
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                className="sm:col-span-2"
                label="Organization name"
                name="name"
                defaultValue={org.name}
                required
                maxLength={120}
                error={fieldErrors.name}
                onBlur={(event) => checkField(event.currentTarget.name)}
              />
              <TextAreaField
                className="sm:col-span-2"
                label="Description"
                name="description"
                defaultValue={org.description}
                required
                rows={5}
                maxLength={5000}
                error={fieldErrors.description}
                onBlur={(event) => checkField(event.currentTarget.name)}
              />
              <SelectField
                label="Country"
                name="country"
                defaultValue={org.country}
                required
                error={fieldErrors.country}
              >
                <option value="">Select a country</option>
                <option value="ALL">Global (all countries)</option>
                {countries.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </SelectField>
              <InputField
                label="Location"
                name="location"
                defaultValue={org.location ?? ""}
                maxLength={200}
                placeholder="City, region"
                error={fieldErrors.location}
              />
              <InputField
                label="Founded year"
                name="foundedYear"
                type="number"
                inputMode="numeric"
                min={FOUNDED_YEAR_MIN}
                max={currentYear}
                step={1}
                defaultValue={org.foundedYear ?? ""}
                hint={`${FOUNDED_YEAR_MIN} to ${currentYear}`}
                error={fieldErrors.foundedYear}
                onBlur={(event) => checkField(event.currentTarget.name)}
              />
              <SelectField
                label="Type of organization"
                name="entityType"
                defaultValue={org.entityType}
                error={fieldErrors.entityType}
              >
                {ENTITY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {ENTITY_TYPE_LABELS[type]}
                  </option>
                ))}
              </SelectField>
            </div>
          </EditSection>

          <EditSection id="images" title="Images" lead="Images are saved as soon as they are uploaded.">
            <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <ImageUpload
                kind={LOGO}
                target={{ slot: "logo", orgId: org.id }}
                initialUrl={org.logo}
                label="Logo"
                hint="Square, at least 256x256."
                previewClass="h-28 w-28"
                hydrated={hydrated}
              />
              <ImageUpload
                kind={BANNER}
                target={{ slot: "banner", orgId: org.id }}
                initialUrl={org.bannerImage}
                label="Banner image"
                hint="Recommended 1280x360."
                previewClass="aspect-[32/9] w-full @sm:w-56 @lg:w-72"
                hydrated={hydrated}
              />
            </div>
          </EditSection>

          <EditSection id="links" title="Links" lead="https:// is added when you leave it out.">
            <div className="grid gap-4 sm:grid-cols-2">
              {(
                [
                  ["websiteUrl", "Website", "example.com"],
                  ["linkedinUrl", "LinkedIn", "linkedin.com/company/example"],
                  ["twitterUrl", "Twitter", "x.com/example"],
                  ["blogUrl", "Blog", "example.com/blog"],
                ] as const
              ).map(([name, label, placeholder]) => (
                <InputField
                  key={name}
                  label={label}
                  name={name}
                  type="text"
                  inputMode="url"
                  autoComplete="url"
                  defaultValue={org[name] ?? ""}
                  placeholder={placeholder}
                  maxLength={2048}
                  error={fieldErrors[name]}
                  onBlur={onUrlBlur}
                />
              ))}
            </div>
          </EditSection>

          <EditSection
            id="categories"
            title="Categories"
            lead="What your organization works on and how it works. Each one gets its own section on your profile."
          >
            <CategoriesEditor
              orgId={org.id}
              categories={categories}
              groups={groups}
              initialIds={org.categoryIds}
              initialDetails={org.categoriesDetails}
              savedIds={org.categoryIds}
              images={org.categoryImages}
              hydrated={hydrated}
              error={fieldErrors.categoryIds ?? fieldErrors.categoriesDetails}
            />
          </EditSection>

          <EditSection
            id="explore"
            title="Explore"
            lead="Explore city guides list anchor organizations and emerging teams. Tell the editors where you are."
          >
            <ExploreSection
              cities={cities}
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
              <p className="mb-3 text-sm font-medium text-rose-800">
                Please correct the highlighted field before saving.
              </p>
            ) : null}
            <div className="flex flex-wrap items-center justify-end gap-3">
              <Link to={detailPath} className={buttonClass.secondary}>
                Cancel
              </Link>
              <button type="submit" className={buttonClass.primary} disabled={saving || saved}>
                {saving ? "Saving..." : saved ? "Saved" : "Save"}
              </button>
            </div>
          </div>
        </Form>
      </Container>
    </main>
  );
}

export function ErrorBoundary() {
  return <OrganizationErrorBoundary back={{ to: "/profile", label: "Back to Dashboard" }} />;
}
