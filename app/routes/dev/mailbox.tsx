import { appContext } from "#worker/app-context";
import { listDevMailbox } from "#worker/platform/email";
import { getConfig } from "#worker/platform/env";
import { Form } from "~/components/localized";
import { ButtonLink, buttonClass, Container, PageHeading } from "~/components/ui";
import { withPageErrors } from "~/lib/errors.server";
import { seo } from "~/lib/seo";
import { DEV_MAILBOX_LIMIT } from "../../../contract/limits";
import type { Route } from "./+types/mailbox";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: "Dev Mailbox", noindex: true });
}

/** The emails the app "sent" in development (EMAIL_TRANSPORT=mailbox stores them in D1), newest first. */
export const loader = withPageErrors(async ({ context, request }: Route.LoaderArgs) => {
  const { env, db } = context.get(appContext);
  const to = new URL(request.url).searchParams.get("to")?.trim() || null;
  return { to, emails: await listDevMailbox(getConfig(env), db, to) };
});

// Trailing punctuation ends a sentence, not the link.
const URL_PATTERN = /(https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)])/;

/** The text part, with every http(s) URL a link whose text is the URL itself. */
function LinkedText({ text }: { text: string }) {
  // split() with a capturing group puts the URLs at the odd positions.
  return text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} className="break-all text-brand-700 underline hover:text-brand-900">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { to, emails } = loaderData;
  return (
    <main className="py-10 sm:py-12">
      <Container>
        <PageHeading
          title="Dev Mailbox"
          lead={`Emails the app sent in development, newest first (the latest ${DEV_MAILBOX_LIMIT}).`}
        />
        <Form method="get" className="mt-6 flex max-w-xl flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor="mailbox-to" className="block text-sm font-medium text-slate-800">
              Recipient
            </label>
            <input
              id="mailbox-to"
              name="to"
              type="email"
              defaultValue={to ?? ""}
              placeholder="someone@example.com"
              className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
            />
          </div>
          <button type="submit" className={buttonClass.primary}>
            Filter
          </button>
          {to ? (
            <ButtonLink to="/dev/mailbox" look="secondary">
              Show all
            </ButtonLink>
          ) : null}
        </Form>

        {emails.length === 0 ? (
          <p className="mt-8 text-slate-700">{to ? `No emails to ${to}.` : "No emails yet."}</p>
        ) : (
          <ol className="mt-8 space-y-4">
            {emails.map((email) => (
              <li key={email.id}>
                <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                  <h2 className="text-lg font-semibold text-slate-900">{email.subject}</h2>
                  <p className="mt-1 text-sm text-slate-600">
                    To <span className="font-medium text-slate-800">{email.to}</span> ·{" "}
                    <time dateTime={email.createdAt.toISOString()}>
                      {email.createdAt.toLocaleString("en-US", {
                        dateStyle: "medium",
                        timeStyle: "medium",
                        timeZone: "UTC",
                      })}{" "}
                      UTC
                    </time>
                  </p>
                  <div className="mt-4 font-mono text-sm break-words whitespace-pre-wrap text-slate-800">
                    <LinkedText text={email.text} />
                  </div>
                </article>
              </li>
            ))}
          </ol>
        )}
      </Container>
    </main>
  );
}
