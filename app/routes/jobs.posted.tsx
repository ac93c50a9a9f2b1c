import { PlaceholderPage } from "~/components/placeholder-page";
import { requirePageAccess } from "~/lib/guards.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/jobs.posted";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: "Job posted", noindex: true });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requirePageAccess(context, request, "verified", "permanent-account");
  return null;
}

export default function JobPosted() {
  return (
    <PlaceholderPage
      eyebrow="Jobs"
      title="Job postings are coming soon"
      links={[
        { to: "/profile", label: "Back to Dashboard" },
        { to: "/jobs", label: "About the job board" },
      ]}
    >
      Once the job board opens, this page confirms a posted role and tells you when it goes live.
    </PlaceholderPage>
  );
}
