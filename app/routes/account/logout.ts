import { redirect } from "react-router";
import { appContext } from "#worker/app-context";
import { getAuth } from "#worker/services/accounts/auth";
import type { Route } from "./+types/logout";

/** Sign out (POST only) and return to /login. */
export async function action({ context, request }: Route.ActionArgs) {
  const { env } = context.get(appContext);
  const response = await getAuth(env).api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers({ Location: "/login" });
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
}

export function loader() {
  return redirect("/");
}
