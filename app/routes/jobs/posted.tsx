import { appContext } from "#worker/app-context";
import { postingToEdit } from "#worker/services/job-board/postings";
import { SuccessNotice } from "~/components/form/notice";
import { formatDate } from "~/components/jobs/format";
import { ButtonLink, Container, PageHeading } from "~/components/ui";
import { useLocale, useMessages } from "~/i18n/messages";
import { jobPosting } from "~/i18n/pages/job-posting";
import { withPageErrors } from "~/lib/errors.server";
import { requirePageAccess } from "~/lib/guards.server";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/posted";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: jobPosting[pageLocale(args)].posted.title, noindex: true });
}

/** The confirmation after posting: which role, until when it is listed, and where to go next. */
export const loader = withPageErrors(async ({ context, request }: Route.LoaderArgs) => {
  const viewer = await requirePageAccess(context, request, "verified", "permanent-account");
  const role = await postingToEdit(
    context.get(appContext).db,
    viewer,
    new URL(request.url).searchParams.get("role") ?? "",
  );
  return { role: { id: role.id, title: role.title, expiresAt: role.expiresAt.toISOString() } };
});

export default function JobPosted({ loaderData }: Route.ComponentProps) {
  const { role } = loaderData;
  const t = useMessages(jobPosting);
  const locale = useLocale();
  return (
    <main className="py-10 sm:py-12">
      <Container className="max-w-3xl space-y-6">
        <PageHeading title={t.posted.heading} />
        <SuccessNotice>{t.posted.text(role.title, formatDate(role.expiresAt, locale))}</SuccessNotice>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={`/jobs/${role.id}`}>{t.posted.view}</ButtonLink>
          <ButtonLink to="/jobs/post" look="secondary">
            {t.posted.another}
          </ButtonLink>
          <ButtonLink to="/profile" look="secondary">
            {t.posted.dashboard}
          </ButtonLink>
        </div>
      </Container>
    </main>
  );
}
