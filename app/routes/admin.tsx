import { Link } from "react-router";
import { buttonClass, Container, PageHeading } from "~/components/ui";
import { requirePageAccess } from "~/lib/guards.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/admin";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: "Admin Panel", noindex: true });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requirePageAccess(context, request, "admin");
  return { email: viewer.email };
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  return (
    <main className="py-10 sm:py-12">
      <Container>
        <PageHeading title="Admin Panel" lead={`Welcome, ${loaderData.email}`} />
        <div className="mt-8 max-w-3xl rounded-xl border border-dashed border-slate-300 bg-white p-6 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">The admin tools arrive next</h2>
          <p className="mt-2 text-sm text-slate-700">
            Overview, Cities, Companies, Admin Users and System will live here: reviewing Explore requests, curating
            cities and companies, and watching the scheduled jobs.
          </p>
          <Link to="/profile" className={`${buttonClass.secondary} mt-5`}>
            Back to Dashboard
          </Link>
        </div>
      </Container>
    </main>
  );
}
