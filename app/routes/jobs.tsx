import { PlaceholderPage } from "~/components/placeholder-page";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/jobs";

export function meta(args: Route.MetaArgs) {
  return seo(args, {
    title: "Jobs",
    description: "The Culture Directory job board is coming soon. Meanwhile, browse organizations by how they work.",
    noindex: true,
  });
}

export default function Jobs() {
  return (
    <PlaceholderPage
      eyebrow="Jobs"
      title="The job board is coming soon"
      links={[
        { to: "/", label: "Browse organizations" },
        { to: "/explore", label: "Explore city guides" },
      ]}
    >
      Soon you will find open roles here, right next to each team's culture profile. Until then, every organization in
      the directory links to its own website and careers pages.
    </PlaceholderPage>
  );
}
