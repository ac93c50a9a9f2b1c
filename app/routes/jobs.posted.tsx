import { PlaceholderPage } from "~/components/placeholder-page";
import { jobs } from "~/i18n/pages/jobs";
import { requirePageAccess } from "~/lib/guards.server";
import { seo } from "~/lib/seo";
import { localeOf } from "../../contract/locale";
import type { Route } from "./+types/jobs.posted";

export function meta(args: Route.MetaArgs) {
  const t = jobs[localeOf(args.location.pathname)].posted;
  return seo(args, { title: t.title, noindex: true });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requirePageAccess(context, request, "verified", "permanent-account");
  return null;
}

export default function JobPosted() {
  return <PlaceholderPage page="posted" />;
}
