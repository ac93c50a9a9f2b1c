import { data } from "react-router";
import { AppError } from "#worker/platform/errors";
import { readUnsubscribe, unsubscribe } from "#worker/services/alerts/saved-searches";
import { AuthPage, ConfirmForm, OutcomePage } from "~/components/auth/auth-page";
import { useMessages } from "~/i18n/messages";
import { unsubscribe as messages } from "~/i18n/pages/unsubscribe";
import { dispatchIntent } from "~/lib/actions.server";
import { pageLocale } from "~/lib/locale";
import { CONFIRM_LINK } from "~/lib/mail-link";
import { withMailToken } from "~/lib/mail-link.server";
import { emailLinkMeta } from "~/lib/seo";
import type { Route } from "./+types/unsubscribe";

/**
 * The unsubscribe link of a saved search's digest: no sign-in, the signed token names the search.
 * Opening the link changes nothing (mail scanners open links too); the one button turns the alerts off. Mail clients
 * that offer their own unsubscribe use the List-Unsubscribe header's API route instead.
 */

export function meta(args: Route.MetaArgs) {
  return emailLinkMeta(args, messages[pageLocale(args)].title);
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

export function loader(args: Route.LoaderArgs) {
  return answer(() => withMailToken(args, readUnsubscribe));
}

export function action(args: Route.ActionArgs) {
  return dispatchIntent(args.request, {
    [CONFIRM_LINK]: async () =>
      ({ state: "done", name: (await withMailToken(args, unsubscribe)).name }) satisfies State,
  });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(messages);
  // A refused button reads like the link: a search deleted meanwhile is gone, any other refusal a link that does not work.
  const result: State =
    actionData && "error" in actionData
      ? { state: actionData.messageId === "savedSearch.notFound" ? "gone" : "invalid" }
      : (actionData ?? loaderData);
  const links = [
    { to: "/profile#saved-searches", label: t.manage },
    { to: "/", label: t.browse },
  ];

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
          links={links}
        />
      );
    case "invalid":
      return <OutcomePage title={t.invalidHeading} tone="error" message={t.invalid} links={links} />;
    case "gone":
      return <OutcomePage title={t.goneHeading} tone="info" message={t.gone} links={links} />;
  }
}
