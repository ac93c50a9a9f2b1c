import { data } from "react-router";
import { appContext } from "#worker/app-context";
import { getConfig } from "#worker/platform/env";
import { AppError } from "#worker/platform/errors";
import { readUnsubscribe, unsubscribe } from "#worker/services/alerts/saved-searches";
import { AuthPage, ConfirmForm, OutcomePage } from "~/components/auth/auth-page";
import { ButtonLink } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { unsubscribe as messages } from "~/i18n/pages/unsubscribe";
import { pageLocale } from "~/lib/locale";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/unsubscribe";

/**
 * The unsubscribe link of a saved search's digest: no sign-in, the signed token names the search.
 * Opening the link changes nothing (mail scanners open links too); the one button turns the alerts off. Mail clients
 * that offer their own unsubscribe use the List-Unsubscribe header's API route instead.
 */

export function meta(args: Route.MetaArgs) {
  // The token is in the address: keep it out of the Referer of any request the page makes.
  const t = messages[pageLocale(args)];
  return [...seo(args, { title: t.title, noindex: true }), { name: "referrer", content: "no-referrer" }];
}

type State = { state: "confirm" | "off" | "done"; name: string } | { state: "invalid" } | { state: "gone" };

/** The link's search, or why the link does not work (400 for a bad token, 404 for a deleted search). */
async function answer(run: () => Promise<{ name: string; alerts: boolean }>, done = false) {
  try {
    const { name, alerts } = await run();
    return { state: done ? "done" : alerts ? "confirm" : "off", name } satisfies State;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.kind === "invalid") return data({ state: "invalid" } satisfies State, { status: 400 });
    if (error.kind === "not_found") return data({ state: "gone" } satisfies State, { status: 404 });
    throw error;
  }
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { env, db } = context.get(appContext);
  return answer(() => readUnsubscribe(getConfig(env), db, tokenOf(request)));
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env, db } = context.get(appContext);
  return answer(() => unsubscribe(getConfig(env), db, tokenOf(request)), true);
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(messages);
  const result: State = actionData ?? loaderData;
  const links = (
    <div className="mt-6 flex flex-wrap gap-3">
      <ButtonLink to="/profile#saved-searches" look="secondary">
        {t.manage}
      </ButtonLink>
      <ButtonLink to="/" look="ghost">
        {t.browse}
      </ButtonLink>
    </div>
  );

  switch (result.state) {
    case "confirm":
      return (
        <AuthPage title={t.confirmHeading(result.name)} lead={t.confirmLead}>
          <ConfirmForm label={t.confirm} pending={t.stopping} />
        </AuthPage>
      );
    case "done":
    case "off":
      return (
        <OutcomePage
          title={t.doneHeading}
          tone="success"
          message={result.state === "done" ? t.done(result.name) : t.alreadyOff(result.name)}
          next={links}
        />
      );
    case "invalid":
      return <OutcomePage title={t.invalidHeading} tone="error" message={t.invalid} next={links} />;
    case "gone":
      return <OutcomePage title={t.goneHeading} tone="info" message={t.gone} next={links} />;
  }
}
