import { data, type RouterContextProvider } from "react-router";
import { appContext } from "#worker/app-context";
import type { Db } from "#worker/db/client";
import { type Config, getConfig } from "#worker/platform/env";
import { AppError } from "#worker/platform/errors";
import { formError } from "./errors.server";
import { pageLocale } from "./locale";

type PageArgs = { context: Readonly<RouterContextProvider>; request: Request };

/** A service that reads or acts on an email's signed link, by its token. */
type TokenService<Value> = (config: Config, db: Db, token: string) => Promise<Value>;

/** Runs `run` on the token of the page's address (`?token=`), with the app's configuration and database. */
export function withMailToken<Value>({ context, request }: PageArgs, run: TokenService<Value>) {
  const { env, db } = context.get(appContext);
  return run(getConfig(env), db, new URL(request.url).searchParams.get("token") ?? "");
}

/**
 * What a page opened from an email's signed link (`?token=`) shows: the `state` that `run` leads to, with what it read
 * or did with the token; or, for a link that does not work, "invalid" with the reason in the page's language and the
 * error's status.
 */
export async function mailLinkState<State extends string, Value extends object>(
  args: PageArgs,
  run: TokenService<Value>,
  stateOf: (value: Value) => State,
) {
  try {
    const value = await withMailToken(args, run);
    return { ...value, state: stateOf(value) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const failure = formError(error, "", pageLocale(args));
    return data({ state: "invalid" as const, error: failure.message }, failure.status);
  }
}

/**
 * The handler of a mail-link page's one button (CONFIRM_LINK): `run` acts on the link's token and the page shows
 * `state`; a link that does not work is refused like any form, with the reason in the page's language.
 */
export function mailLinkAction<State extends string, Value extends object>(
  args: PageArgs,
  run: TokenService<Value>,
  state: State,
) {
  return async () => ({ ...(await withMailToken(args, run)), state });
}
