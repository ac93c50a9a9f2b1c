import { redirect } from "react-router";
import { appContext } from "#worker/app-context";
import { createOrganization } from "#worker/services/organizations/organization-writes";
import { listCountries } from "#worker/services/reference/reference";
import { countryName } from "#worker/services/reference/translations";
import { LabelledSection } from "~/components/labelled-section";
import { CREATE_FIELDS, CREATE_INTENT, CreateOrganizationForm } from "~/components/submit/create-organization-form";
import { NextSteps } from "~/components/submit/next-steps";
import { Container, PageHeading } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { submit } from "~/i18n/pages/submit";
import { dispatchIntent } from "~/lib/actions.server";
import { requirePageAccess } from "~/lib/guards.server";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import { createOrganizationInput } from "../../../contract/organization";
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
  return {
    countries: named.sort((a, b) => a.name.localeCompare(b.name, locale)),
    // A double submit of this render's form creates one organization (dispatchIntent's `once`).
    idempotencyKey: crypto.randomUUID(),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env, db } = context.get(appContext);
  const viewer = await requirePageAccess(context, request, "verified", "create");
  return dispatchIntent(request, {
    [CREATE_INTENT]: {
      fallback: { id: "organization.createFailed" },
      echo: CREATE_FIELDS,
      once: { db, userId: viewer.id, form: "submit-organization" },
      run: async (form) => {
        const input = form.parse(createOrganizationInput, form.values);
        const { id } = await createOrganization({ db, cache: env.CACHE }, viewer, input);
        // Plan selection comes next; the profile is completed after it.
        return redirect(form.local(`/payments/select/${id}`));
      },
    },
  });
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
            <CreateOrganizationForm
              countries={loaderData.countries}
              idempotencyKey={loaderData.idempotencyKey}
              result={actionData}
            />
          </LabelledSection>
        </div>
      </Container>
    </main>
  );
}
