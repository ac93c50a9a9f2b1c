import { PlaceholderPage } from "~/components/placeholder-page";
import { jobs } from "~/i18n/pages/jobs";
import { seo } from "~/lib/seo";
import { localeOf } from "../../contract/locale";
import type { Route } from "./+types/jobs";

export function meta(args: Route.MetaArgs) {
  const t = jobs[localeOf(args.location.pathname)].board;
  return seo(args, { title: t.title, description: t.description, noindex: true });
}

export default function Jobs() {
  return <PlaceholderPage page="board" />;
}
