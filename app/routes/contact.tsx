import { Link } from "react-router";
import { Container, PageHeading } from "~/components/ui";
import { publicPageHeaders } from "~/lib/cache";
import { CONTACT_EMAIL } from "~/lib/faq";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return seo(args, {
    title: "Contact",
    description:
      "Contact the Culture Directory team about listings, claiming an Explore company or deleting your data. We answer Mon-Fri 9am-5pm.",
  });
}

const TOPICS = [
  {
    title: "Listing questions",
    body: "Help with creating or editing a profile, choosing a plan, guest codes, payments and cancelling a plan.",
  },
  {
    title: "Claims",
    body: "Your company appears in an Explore city guide and you want to manage it, or someone else has claimed it by mistake. Tell us the company and your role there.",
  },
  {
    title: "Data deletion",
    body: "Ask us to delete your account and the data linked to it. Write from the email address of the account; we process deletion requests within 30 days.",
  },
  {
    title: "Corrections and everything else",
    body: "Something wrong in a profile or a city guide, a city you would like us to cover, or a bug you found.",
  },
];

export default function Contact() {
  return (
    <main>
      <Container className="py-12 sm:py-16">
        <PageHeading
          title="Contact Us"
          lead="Questions about a listing, a claim or your data? Write to us and a person from the team will answer."
        />

        <div className="mt-10 grid gap-8 lg:grid-cols-3">
          <section
            aria-labelledby="reach-heading"
            className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm lg:self-start"
          >
            <h2 id="reach-heading" className="text-lg font-semibold text-slate-900">
              Reach us
            </h2>
            <dl className="mt-4 space-y-4">
              <div>
                <dt className="text-sm font-medium text-slate-700">Email</dt>
                <dd className="mt-1">
                  <a
                    href={`mailto:${CONTACT_EMAIL}`}
                    className="font-semibold break-all text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    {CONTACT_EMAIL}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-medium text-slate-700">Business hours</dt>
                <dd className="mt-1 text-slate-900">Mon-Fri 9am-5pm</dd>
              </div>
            </dl>
            <p className="mt-4 text-sm text-slate-700">
              Messages sent outside business hours are answered on the next business day.
            </p>
          </section>

          <section aria-labelledby="topics-heading" className="lg:col-span-2">
            <h2 id="topics-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              What to contact us about
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {TOPICS.map((topic) => (
                <li key={topic.title} className="rounded-lg border border-slate-200 bg-white p-5">
                  <h3 className="font-semibold text-slate-900">{topic.title}</h3>
                  <p className="mt-2 text-sm text-slate-700">{topic.body}</p>
                </li>
              ))}
            </ul>
            <p className="mt-6 text-slate-700">
              Many answers are already in the{" "}
              <Link
                to="/faq"
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                Frequently Asked Questions
              </Link>
              . How we handle your data is described in our{" "}
              <Link
                to="/privacy"
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                Privacy Policy
              </Link>
              .
            </p>
          </section>
        </div>
      </Container>
    </main>
  );
}
