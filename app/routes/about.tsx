import { Link } from "react-router";
import { buttonClass, Container, PageHeading } from "~/components/ui";
import { publicPageHeaders } from "~/lib/cache";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/about";

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return seo(args, {
    title: "About",
    description:
      "Culture Directory describes startups and teams by how they work, curates city guides for engineers and lets organizations list a profile for $12 a month.",
  });
}

const PILLARS = [
  {
    title: "Culture first",
    body: "Every profile is organized around up to 7 culture categories: work methods, impact areas, culture, approach and more, each with the team's own words about how they practise it. Filter by country and by the categories that matter to you; an organization shows up only when it has every one you picked.",
  },
  {
    title: "Explore city guides",
    body: "Our editors write guides to the cities where interesting teams cluster: what the ecosystem is good at, how to plug in, and which organizations to know. Anchor organizations are the established teams we feature; emerging teams are the newer ones worth watching. Every company in a guide carries an editor's note.",
  },
  {
    title: "Honest listings",
    body: "Organizations describe themselves, and a small listing fee keeps the directory free of ads and of abandoned profiles. Browsing is free for everyone, with no account and no tracking of who you are.",
  },
];

const STEPS = [
  "Sign up with a permanent account and verify your email address.",
  "Create your organization with its name, country and description.",
  "Choose a plan: Monthly at $12 per month or Annual at $100 per year. Until it is paid, the profile stays hidden.",
  "Complete the profile with your categories, their details, links and images, and request a place in your city's Explore guide.",
];

export default function About() {
  return (
    <main>
      <Container className="py-12 sm:py-16">
        <PageHeading
          title="About Culture Directory"
          lead="A directory of startups and teams described by how they work, so engineers can find a team that fits before they apply."
        />

        <section aria-labelledby="why-heading" className="mt-12 max-w-3xl">
          <h2 id="why-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Why we built it
          </h2>
          <div className="mt-4 space-y-4 text-slate-700">
            <p>
              Job boards tell you the stack, the salary band and the office address. They rarely tell you whether a team
              writes things down or decides in meetings, ships weekly or quarterly, measures its impact or only its
              revenue. Those are the things that decide whether you will enjoy the work, and they are usually learned
              months after you join.
            </p>
            <p>
              Culture Directory puts them first. Organizations describe their culture in concrete categories, and you
              can search for the combination you are looking for: remote-first climate teams in Portugal, say, or civic
              tech teams in the United States that publish their salaries.
            </p>
          </div>
        </section>

        <section aria-labelledby="how-heading" className="mt-12">
          <h2 id="how-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            What you will find here
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {PILLARS.map((pillar) => (
              <li key={pillar.title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-slate-900">{pillar.title}</h3>
                <p className="mt-3 text-slate-700">{pillar.body}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="listing-heading" className="mt-12 grid gap-8 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <h2 id="listing-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              How listings work
            </h2>
            <ol className="mt-6 space-y-4">
              {STEPS.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
                  >
                    {index + 1}
                  </span>
                  <p className="pt-1 text-slate-700">{step}</p>
                </li>
              ))}
            </ol>
            <p className="mt-6 text-slate-700">
              Already featured in an Explore guide? Unclaimed Explore companies can be claimed by their team: open the
              company's profile, choose Claim Profile and pick a plan.
            </p>
          </div>
          <aside
            aria-labelledby="plans-heading"
            className="rounded-lg border border-brand-100 bg-brand-50 p-6 lg:col-span-2 lg:self-start"
          >
            <h3 id="plans-heading" className="text-lg font-semibold text-brand-900">
              Plans
            </h3>
            <dl className="mt-4 space-y-4">
              <div>
                <dt className="font-semibold text-slate-900">Monthly</dt>
                <dd className="text-slate-700">$12 per month, one organization profile</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">Annual</dt>
                <dd className="text-slate-700">$100 per year, one organization profile (Save 16%, 2 months free)</dd>
              </div>
            </dl>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/" className={buttonClass.primary}>
                Browse the directory
              </Link>
              <Link to="/faq" className={buttonClass.secondary}>
                Read the FAQ
              </Link>
            </div>
          </aside>
        </section>
      </Container>
    </main>
  );
}
