import { data, redirect } from "react-router";
import { appContext } from "#worker/app-context";
import { createOrganization } from "#worker/services/organizations/organization-writes";
import { listCountries } from "#worker/services/reference/reference";
import { countryName } from "#worker/services/reference/translations";
import { LabelledSection } from "~/components/labelled-section";
import {
  type CreateActionData,
  CreateOrganizationForm,
  createValues,
} from "~/components/submit/create-organization-form";
import { NextSteps } from "~/components/submit/next-steps";
import { Container, PageHeading } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { submit } from "~/i18n/pages/submit";
import { formError } from "~/lib/errors.server";
import { requirePageAccess } from "~/lib/guards.server";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import { parseForm } from "../../contract/forms";
import { localizePath } from "../../contract/locale";
import { ORGANIZATION_MESSAGES } from "../../contract/messages";
import { createOrganizationInput } from "../../contract/organization";
import type { Route } from "./+types/submit-organization";

export function meta(args: Route.MetaArgs) {
  const t = submit[pageLocale(args)];
  return seo(args, { title: t.title, description: t.description, noindex: true });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  await requirePageAccess(context, request, "verified", "create");
  const locale = pageLocale({ request });
  const countries = await listCountries(db);
  const named = countries.map((country) => ({
    code: country.code,
    name: countryName(country.code, country.name, locale),
  }));
  return { countries: named.sort((a, b) => a.name.localeCompare(b.name, locale)) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env, db } = context.get(appContext);
  const viewer = await requirePageAccess(context, request, "verified", "create");
  const form = await request.formData();
  const values = createValues(form);
  const parsed = parseForm(createOrganizationInput, values);
  if (!parsed.ok) return data<CreateActionData>({ fieldErrors: parsed.fieldErrors, values }, { status: 400 });
  let id: string;
  try {
    ({ id } = await createOrganization({ db, cache: env.CACHE }, viewer, parsed.data));
  } catch (error) {
    const failure = formError(error, ORGANIZATION_MESSAGES.createFailed, pageLocale({ request }));
    return data<CreateActionData>(
      Object.keys(failure.fieldErrors).length > 0
        ? { fieldErrors: failure.fieldErrors, values }
        : { formError: failure.message, values },
      { status: failure.status },
    );
  }
  // Plan selection comes next; the profile is completed after it.
  return redirect(localizePath(`/payments/select/${id}`, pageLocale({ request })));
}

export default function SubmitOrganization({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(submit);
  return (
    <main className="py-10 sm:py-12">
      <Container>
        <PageHeading title={t.title} lead={t.lead} />
        <div className="mt-8 grid gap-6 lg:grid-cols-3 lg:items-start lg:gap-8">
          <NextSteps className="lg:order-last" />
          <LabelledSection
            headingId="create-organization-heading"
            title={t.details}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-2"
          >
            <p className="mt-1 mb-6 text-sm text-slate-600">{t.allRequired}</p>
            <CreateOrganizationForm countries={loaderData.countries} result={actionData} />
          </LabelledSection>
        </div>
      </Container>
    </main>
  );
}
