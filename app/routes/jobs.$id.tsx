import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/jobs.$id";

export function meta(args: Route.MetaArgs) {
  return seo(args, {
    title: "Job posting",
    description: "Job postings are not available yet: the Culture Directory job board is coming soon.",
    noindex: true,
  });
}

export default function JobPosting() {
  return (
    <PlaceholderPage
      eyebrow="Jobs"
      title="This job posting is not available yet"
      links={[
        { to: "/", label: "Browse organizations" },
        { to: "/jobs", label: "Back to Jobs" },
      ]}
    >
      The job board is coming soon, and job postings will open with it. In the meantime you can find the teams behind
      the roles in the directory.
    </PlaceholderPage>
  );
}
