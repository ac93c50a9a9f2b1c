import { redirect } from "react-router";
import { appContext } from "#worker/app-context";
import type { JobPosting } from "#worker/db/schema/index";
import {
  createPosting,
  postingOrganizationsFor,
  postingToEdit,
  updatePosting,
} from "#worker/services/job-board/postings";
import { getReferenceData } from "#worker/services/reference/reference";
import { PostingForm, type PostingValues } from "~/components/jobs/posting-form";
import { ButtonLink, Container, PageHeading } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { jobPosting } from "~/i18n/pages/job-posting";
import { jobs } from "~/i18n/pages/jobs";
import { dispatchIntent } from "~/lib/actions.server";
import { withPageErrors } from "~/lib/errors.server";
import { requirePageAccess } from "~/lib/guards.server";
import { localizeCountries } from "~/lib/i18n.server";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import { createPostingInput, postingFields } from "../../../contract/job-board";
import { OPEN_POSTINGS_PER_ORGANIZATION } from "../../../contract/limits";
import type { Route } from "./+types/post";

/** A stored posting as the form's values, for editing it. */
function postingValues(posting: JobPosting): PostingValues {
  const text = (value: number | string | null) => (value === null ? "" : String(value));
  return {
    title: posting.title,
    description: posting.description,
    employmentType: posting.employmentType,
    seniority: posting.seniority,
    workplace: posting.workplace,
    timeZoneMin: text(posting.timeZoneMin),
    timeZoneMax: text(posting.timeZoneMax),
    locationCity: text(posting.locationCity),
    locationCountry: text(posting.locationCountry),
    salaryMin: String(posting.salaryMin),
    salaryMax: String(posting.salaryMax),
    salaryCurrency: posting.salaryCurrency,
    salaryPeriod: posting.salaryPeriod,
    apply: posting.applyUrl ?? posting.applyEmail ?? "",
    remoteCountries: posting.remoteCountries,
  };
}

export function meta(args: Route.MetaArgs) {
  const t = jobPosting[pageLocale(args)].post;
  return seo(args, { title: t.title, noindex: true });
}

/** Posting a role (or, with ?role=<id>, editing one): for signed-in people, for the organizations they created. */
export const loader = withPageErrors(async ({ context, request }: Route.LoaderArgs) => {
  const viewer = await requirePageAccess(context, request, "verified", "permanent-account");
  const { db } = context.get(appContext);
  const locale = pageLocale({ request });
  const roleId = new URL(request.url).searchParams.get("role");
  const [organizations, reference, editing] = await Promise.all([
    postingOrganizationsFor(db, viewer),
    getReferenceData(db),
    roleId ? postingToEdit(db, viewer, roleId) : null,
  ]);
  const countries = localizeCountries(
    reference.countries.map(({ code, name }) => ({ code, name })),
    locale,
  );
  return {
    organizations,
    countries,
    editing: editing ? { id: editing.id, values: postingValues(editing) } : null,
    // A double submit of this render's form posts one role (dispatchIntent's `once`).
    idempotencyKey: crypto.randomUUID(),
  };
});

export async function action({ context, request }: Route.ActionArgs) {
  const viewer = await requirePageAccess(context, request, "verified", "permanent-account");
  const { db } = context.get(appContext);
  const read = (form: FormData): PostingValues =>
    ({
      ...Object.fromEntries(
        [
          "title",
          "description",
          "employmentType",
          "seniority",
          "workplace",
          "timeZoneMin",
          "timeZoneMax",
          "locationCity",
          "locationCountry",
          "salaryMin",
          "salaryMax",
          "salaryCurrency",
          "salaryPeriod",
          "apply",
        ].map((name) => [name, String(form.get(name) ?? "")]),
      ),
      remoteCountries: form.getAll("remoteCountries").map(String),
    }) as PostingValues;
  return dispatchIntent(request, {
    post: {
      once: { db, userId: viewer.id, form: "jobs-post" },
      run: async (form) => {
        const input = form.parse(createPostingInput, {
          ...read(form.form),
          organizationId: form.text("organizationId"),
          durationDays: form.text("durationDays"),
          locale: form.locale,
        });
        const posting = await createPosting(db, viewer, input);
        return redirect(form.local(`/jobs/posted?role=${posting.id}`));
      },
    },
    save: async (form) => {
      const fields = form.parse(postingFields, read(form.form));
      const posting = await updatePosting(db, viewer, form.text("roleId"), fields);
      return redirect(form.local(`/jobs/${posting.id}`));
    },
  });
}

export default function PostJob({ loaderData, actionData }: Route.ComponentProps) {
  const { organizations, countries, editing, idempotencyKey } = loaderData;
  const t = useMessages(jobs);
  const p = useMessages(jobPosting).post;
  const failure = actionData && "error" in actionData ? actionData : null;
  return (
    <main className="py-10 sm:py-12">
      <Container className="max-w-4xl">
        <PageHeading title={editing ? p.editTitle : p.heading} lead={p.intro} />
        {organizations.length === 0 ? (
          <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-slate-800">{p.noOrganizations}</p>
            <ButtonLink to="/submit-organization" className="mt-4">
              {t.browse}
            </ButtonLink>
          </div>
        ) : (
          <PostingForm
            organizations={organizations.map((org) => ({
              id: org.id,
              name: org.name,
              blocked: !org.paid ? p.notPaid : org.open >= OPEN_POSTINGS_PER_ORGANIZATION ? p.full : null,
              note: org.paid ? p.limit(org.open, OPEN_POSTINGS_PER_ORGANIZATION) : p.unpaid,
            }))}
            countries={countries}
            editing={editing}
            idempotencyKey={idempotencyKey}
            failure={failure}
          />
        )}
      </Container>
    </main>
  );
}
