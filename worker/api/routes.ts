import type { MiddlewareHandler } from "hono";
import type { Access } from "../services/access/permissions";
import type { AppEnv, SignedInEnv } from "./context";
import { about } from "./describe";
import { publicRead, signedInRead, siteWrite } from "./policy";

type WriteMethod = "post" | "put" | "patch" | "delete";

/** The start of a route's definition (its createRoute): method, path, what the document says of it, and its policy. */
type Start<Method extends string, Path extends string, Env extends AppEnv | SignedInEnv> = {
  method: Method;
  path: Path;
  middleware: MiddlewareHandler<Env>;
} & ReturnType<typeof about>;

/**
 * The routes of one tag of the document that take the usual policies: a read anyone may make (publicRead), a read
 * behind a session (signedInRead) and a write from this site's pages (siteWrite). Who may call a route is named
 * once, so what the document says of it (`about`) and what its policy checks cannot drift apart. Routes with
 * another policy (a mail link, Stripe, a beacon, cached reference data) spell out `about` and `middleware` themselves.
 */
export function tagged(tag: string) {
  function get<const Path extends string>(
    path: Path,
    caller: "public",
    summary: string,
    description?: string,
  ): Start<"get", Path, AppEnv>;
  function get<const Path extends string>(
    path: Path,
    caller: Access,
    summary: string,
    description?: string,
  ): Start<"get", Path, SignedInEnv>;
  function get(path: string, caller: "public" | Access, summary: string, description?: string) {
    const middleware = caller === "public" ? publicRead : signedInRead(caller);
    return { method: "get", path, ...about(tag, caller, summary, description), middleware };
  }

  const write =
    <const Method extends WriteMethod>(method: Method) =>
    <const Path extends string>(
      path: Path,
      access: Access,
      summary: string,
      description?: string,
    ): Start<Method, Path, SignedInEnv> => ({
      method,
      path,
      ...about(tag, access, summary, description),
      middleware: siteWrite(access),
    });

  return { get, post: write("post"), put: write("put"), patch: write("patch"), delete: write("delete") };
}
