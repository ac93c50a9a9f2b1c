import { Link } from "react-router";
import { buttonClass, Container, PageHeading } from "~/components/ui";
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
    <main>
      <Container className="py-16 sm:py-24">
        <div className="mx-auto max-w-2xl rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-12">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Jobs</p>
          <div className="mt-2 flex justify-center text-center">
            <PageHeading title="The job board is coming soon" />
          </div>
          <p className="mt-4 text-lg text-slate-700">
            Soon you will find open roles here, right next to each team's culture profile. Until then, every
            organization in the directory links to its own website and careers pages.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/" className={buttonClass.primary}>
              Browse organizations
            </Link>
            <Link to="/explore" className={buttonClass.secondary}>
              Explore city guides
            </Link>
          </div>
        </div>
      </Container>
    </main>
  );
}
