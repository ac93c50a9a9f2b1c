import { PlaceholderPage } from "~/components/placeholder-page";
import { jobs } from "~/i18n/pages/jobs";
import { seo } from "~/lib/seo";
import { localeOf } from "../../contract/locale";
import type { Route } from "./+types/jobs.$id";

export function meta(args: Route.MetaArgs) {
  const t = jobs[localeOf(args.location.pathname)].posting;
  return seo(args, { title: t.title, description: t.description, noindex: true });
}

export default function JobPosting() {
  return <PlaceholderPage page="posting" />;
}
