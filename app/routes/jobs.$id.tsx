import { Link } from "react-router";
import { buttonClass, Container, PageHeading } from "~/components/ui";
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
    <main>
      <Container className="py-16 sm:py-24">
        <div className="mx-auto max-w-2xl rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-12">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Jobs</p>
          <div className="mt-2 flex justify-center text-center">
            <PageHeading title="This job posting is not available yet" />
          </div>
          <p className="mt-4 text-lg text-slate-700">
            The job board is coming soon, and job postings will open with it. In the meantime you can find the teams
            behind the roles in the directory.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/" className={buttonClass.primary}>
              Browse organizations
            </Link>
            <Link to="/jobs" className={buttonClass.secondary}>
              Back to Jobs
            </Link>
          </div>
        </div>
      </Container>
    </main>
  );
}
