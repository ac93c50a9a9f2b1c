import { PlaceholderPage } from "~/components/placeholder-page";
import { requirePageAccess } from "~/lib/guards.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/jobs.post";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: "Post a job", noindex: true });
}

// SPEC.md §2: signed in, permanent and verified, like the other owner pages.
export async function loader({ context, request }: Route.LoaderArgs) {
  await requirePageAccess(context, request, "verified", "permanent-account");
  return null;
}

export default function PostJob() {
  return (
    <PlaceholderPage
      eyebrow="Jobs"
      title="Posting jobs is coming soon"
      links={[
        { to: "/profile", label: "Back to Dashboard" },
        { to: "/jobs", label: "About the job board" },
      ]}
    >
      You will be able to post open roles for your organizations here, shown next to their culture profiles.
    </PlaceholderPage>
  );
}
