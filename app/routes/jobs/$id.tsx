import { appContext } from "#worker/app-context";
import { getConfig } from "#worker/platform/env";
import { imageUrl } from "#worker/platform/image-urls";
import { readPosting } from "#worker/services/job-board/postings";
import { jobPostingLd } from "#worker/services/job-board/structured-data";
import { getCatalogue } from "#worker/services/reference/catalogue";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Notice } from "~/components/form/notice";
import { formatDate, formatOffset } from "~/components/jobs/format";
import { SalaryText, useWhere } from "~/components/jobs/job-card";
import { Link } from "~/components/localized";
import { ProfileSection } from "~/components/organization/section";
import { ButtonLink, buttonClass, Container } from "~/components/ui";
import { useLocale, useMessages } from "~/i18n/messages";
import { jobRole } from "~/i18n/pages/job-role";
import { jobs } from "~/i18n/pages/jobs";
import type { AnalyticsHandle } from "~/lib/analytics";
import { publicData, publicPageHeaders, SHARED_SECONDS } from "~/lib/cache";
import { withPageErrors } from "~/lib/errors.server";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import { applyHref } from "../../../contract/apply-target";
import { COMPANY_PROPERTIES_GROUP } from "../../../contract/enums";
import { descriptionBlocks } from "../../../contract/job-vocabulary";
import type { Route } from "./+types/$id";

export const headers = publicPageHeaders;

/**
 * A role, with its organization's culture profile beside it. Open roles are public (and described to search engines
 * as a JobPosting); a role no longer open answers 410 Gone, except to its owner and editors, who see it marked.
 */
export const loader = withPageErrors(async ({ context, params, request }: Route.LoaderArgs) => {
  const { db, env, viewer } = context.get(appContext);
  const who = await viewer();
  const { posting, organization: org, open } = await readPosting(db, who, params.id);
  const { categories } = await getCatalogue(db, pageLocale({ request }));
  const byId = new Map(categories.map((category) => [category.id, category]));
  const logo = imageUrl(org.logoKey);
  const origin = getConfig(env).APP_URL.replace(/\/$/, "");
  return publicData(
    {
      role: {
        ...posting,
        postedAt: posting.postedAt.toISOString(),
        expiresAt: posting.expiresAt.toISOString(),
        blocks: descriptionBlocks(posting.description),
      },
      open,
      org: { id: org.id, name: org.name, description: org.description },
      // Its culture: its categories but the company-property ones, in its own order, in the page's language.
      culture: org.categoryIds.flatMap((id) => {
        const category = byId.get(id);
        return category && category.groupId !== COMPANY_PROPERTIES_GROUP
          ? [{ id, name: category.name, emoji: category.emoji }]
          : [];
      }),
      ld: open
        ? jobPostingLd(posting, { id: org.id, name: org.name, websiteUrl: org.websiteUrl, logoUrl: logo }, origin)
        : null,
    },
    // A role whose end is nearer than a shared copy lives is not shared: no copy outlives its expiry.
    open && posting.expiresAt.getTime() - Date.now() > SHARED_SECONDS * 1000,
  );
});

/** A view of an open role counts for its owner's figures (a preview of one no longer open does not). */
export const handle: AnalyticsHandle = {
  analytics: (match) => {
    const page = match.loaderData as { role?: { id: string }; open?: boolean } | undefined;
    return page?.role && page.open
      ? [{ endpoint: "jobs", body: { eventType: "role_view", roleId: page.role.id } }]
      : [];
  },
};

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  const t = jobRole[pageLocale(args)];
  if (!data) return seo(args, { title: t.goneTitle, noindex: true });
  return seo(args, {
    title: `${data.role.title} · ${data.org.name}`,
    description: data.role.description.replace(/\s+/g, " ").slice(0, 160),
    canonicalPath: `/jobs/${data.role.id}`,
    noindex: !data.open,
    ...(data.ld ? { jsonLd: data.ld } : {}),
  });
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}

export default function JobPostingPage({ loaderData }: Route.ComponentProps) {
  const { role, open, org, culture } = loaderData;
  const t = useMessages(jobs);
  const r = useMessages(jobRole);
  const locale = useLocale();
  const where = useWhere(role);
  const apply = applyHref(role);
  return (
    <main>
      <Container className="py-8">
        <ButtonLink to="/jobs" look="ghost">
          ← {t.backToJobs}
        </ButtonLink>
        {open ? null : (
          <Notice tone="warning" className="mt-4">
            {role.hiddenReason ? r.hiddenBecause(role.hiddenReason) : r.notOpen}
          </Notice>
        )}
        <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <article className="space-y-6">
            <header className="space-y-2">
              <p className="text-sm font-medium text-slate-700">
                <Link to={`/organizations/${org.id}`} className="hover:underline">
                  {org.name}
                </Link>
              </p>
              <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{role.title}</h1>
              <p className="text-slate-700">{where}</p>
              <p className="text-lg font-semibold text-emerald-800">
                <SalaryText role={role} />
              </p>
            </header>
            <div className="flex flex-wrap items-center gap-3">
              {apply ? (
                <>
                  <a
                    href={apply}
                    target={role.applyUrl ? "_blank" : undefined}
                    rel={role.applyUrl ? "noopener noreferrer" : undefined}
                    className={buttonClass.primary}
                    data-analytics="role_apply_click"
                    data-analytics-role={role.id}
                  >
                    {r.apply}
                  </a>
                  {role.applyEmail ? (
                    <span className="text-sm text-slate-700">{r.applyByEmail(role.applyEmail)}</span>
                  ) : null}
                </>
              ) : null}
              <span className="text-sm text-slate-600">{r.closes(formatDate(role.expiresAt, locale))}</span>
            </div>
            <ProfileSection id="role" title={r.details}>
              <dl className="mt-4 grid gap-4 sm:grid-cols-2">
                <Fact label={r.type}>{t.employmentTypes[role.employmentType]}</Fact>
                <Fact label={r.seniority}>{t.seniorities[role.seniority]}</Fact>
                <Fact label={r.workplace}>{t.workplaces[role.workplace]}</Fact>
                {role.timeZoneMin !== null && role.timeZoneMax !== null ? (
                  <Fact label={r.hours}>
                    {t.timeZones(formatOffset(role.timeZoneMin), formatOffset(role.timeZoneMax))}
                  </Fact>
                ) : null}
              </dl>
              <div className="mt-6 space-y-4 leading-relaxed text-slate-800">
                {role.blocks.map((block, index) =>
                  block.kind === "paragraph" ? (
                    <p key={index} className="whitespace-pre-line">
                      {block.text}
                    </p>
                  ) : (
                    <ul key={index} className="list-disc space-y-1 pl-6">
                      {block.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ),
                )}
              </div>
              <p className="mt-6 text-sm text-slate-600">{t.postedOn(formatDate(role.postedAt, locale))}</p>
            </ProfileSection>
          </article>
          <aside className="space-y-6">
            <ProfileSection id="organization" title={r.about(org.name)}>
              <p className="mt-3 line-clamp-6 text-sm leading-relaxed text-slate-800">{org.description}</p>
              {culture.length > 0 ? (
                <>
                  <h3 className="mt-5 text-sm font-semibold text-slate-900">{r.culture}</h3>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {culture.map((category) => (
                      <li
                        key={category.id}
                        className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-800"
                      >
                        <span aria-hidden="true">{category.emoji}</span> {category.name}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              <ButtonLink to={`/organizations/${org.id}`} look="secondary" className="mt-5">
                {r.profile}
              </ButtonLink>
            </ProfileSection>
          </aside>
        </div>
      </Container>
    </main>
  );
}

/** A role that never was (404), or one no longer open (410): said as such, with the way back to the board. */
export function ErrorBoundary() {
  const t = useMessages(jobs);
  const r = useMessages(jobRole);
  const actions = <ButtonLink to="/jobs">{t.backToJobs}</ButtonLink>;
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => ({ title: r.notFoundTitle, message: "", actions }),
        410: () => ({ title: r.goneTitle, message: r.goneText, actions }),
      }}
    />
  );
}
