import { Link } from "~/components/localized";
import { buttonClass, Container, PageHeading } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { jobs } from "~/i18n/pages/jobs";

type JobsPage = "board" | "posting" | "post" | "posted";
type LinkLabel = "browse" | "exploreGuides" | "backToJobs" | "backToDashboard" | "aboutBoard";

/** Where each page sends people meanwhile: a path and the message naming it, the first the main action. */
const LINKS: Record<JobsPage, [to: string, label: LinkLabel][]> = {
  board: [
    ["/", "browse"],
    ["/explore", "exploreGuides"],
  ],
  posting: [
    ["/", "browse"],
    ["/jobs", "backToJobs"],
  ],
  post: [
    ["/profile", "backToDashboard"],
    ["/jobs", "aboutBoard"],
  ],
  posted: [
    ["/profile", "backToDashboard"],
    ["/jobs", "aboutBoard"],
  ],
};

/** A page of the job board, kept for later: what it will be, and where to go now. */
export function PlaceholderPage({ page }: { page: JobsPage }) {
  const t = useMessages(jobs);
  return (
    <main>
      <Container className="py-16 sm:py-24">
        <div className="mx-auto max-w-2xl rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-12">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t.eyebrow}</p>
          <div className="mt-2 flex justify-center text-center">
            <PageHeading title={t[page].heading} />
          </div>
          <p className="mt-4 text-lg text-slate-700">{t[page].text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {LINKS[page].map(([to, label], index) => (
              <Link key={to} to={to} className={index === 0 ? buttonClass.primary : buttonClass.secondary}>
                {t[label]}
              </Link>
            ))}
          </div>
        </div>
      </Container>
    </main>
  );
}
