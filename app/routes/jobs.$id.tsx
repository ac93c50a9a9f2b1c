import { PlaceholderPage } from "~/components/placeholder-page";
import { useMessages } from "~/i18n/messages";
import { jobs } from "~/i18n/pages/jobs";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/jobs.$id";

export function meta(args: Route.MetaArgs) {
  const t = jobs[pageLocale(args)].posting;
  return seo(args, { title: t.title, description: t.description, noindex: true });
}

export default function JobPosting() {
  const t = useMessages(jobs);
  return (
    <PlaceholderPage
      eyebrow={t.eyebrow}
      title={t.posting.heading}
      links={[
        { to: "/", label: t.browse },
        { to: "/jobs", label: t.backToJobs },
      ]}
    >
      {t.posting.text}
    </PlaceholderPage>
  );
}
