import { PlaceholderPage } from "~/components/placeholder-page";
import { requirePageAccess } from "~/lib/guards.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/verify-domain";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: "Verify your domain", noindex: true });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requirePageAccess(context, request, "verified", "permanent-account");
  return null;
}

export default function VerifyDomain() {
  return (
    <PlaceholderPage
      eyebrow="Organizations"
      title="Domain verification is coming soon"
      links={[
        { to: "/profile", label: "Back to Dashboard" },
        { to: "/contact", label: "Contact us" },
      ]}
    >
      Verifying your organization's email domain will let teammates manage its profile with you. Until then, contact us
      if you need help proving that an organization is yours.
    </PlaceholderPage>
  );
}
