import { PlaceholderPage } from "~/components/placeholder-page";
import { useMessages } from "~/i18n/messages";
import { jobs } from "~/i18n/pages/jobs";
import { requirePageAccess } from "~/lib/guards.server";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/jobs.post";

export function meta(args: Route.MetaArgs) {
  const t = jobs[pageLocale(args)].post;
  return seo(args, { title: t.title, noindex: true });
}

// Signed in, permanent and verified (docs/product/accounts.md#access-guards), like the other owner pages.
export async function loader({ context, request }: Route.LoaderArgs) {
  await requirePageAccess(context, request, "verified", "permanent-account");
  return null;
}

export default function PostJob() {
  const t = useMessages(jobs);
  return (
    <PlaceholderPage
      eyebrow={t.eyebrow}
      title={t.post.heading}
      links={[
        { to: "/profile", label: t.backToDashboard },
        { to: "/jobs", label: t.aboutBoard },
      ]}
    >
      {t.post.text}
    </PlaceholderPage>
  );
}
