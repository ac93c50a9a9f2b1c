import { data } from "react-router";
import { AppError } from "#worker/platform/errors";
import { formError } from "./errors.server";
import { pageLocale } from "./locale";

/**
 * What a page opened from an email's signed link (`?token=`) shows: the `state` that `run` leads to, with what it read
 * or did with the token; or, for a link that does not work, "invalid" with the reason in the page's language and the
 * error's status.
 */
export async function mailLinkState<State extends string, Value extends object>(
  request: Request,
  run: (token: string) => Promise<Value>,
  stateOf: (value: Value) => State,
) {
  try {
    const value = await run(new URL(request.url).searchParams.get("token") ?? "");
    return { ...value, state: stateOf(value) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const failure = formError(error, "", pageLocale({ request }));
    return data({ state: "invalid" as const, error: failure.message }, failure.status);
  }
}
