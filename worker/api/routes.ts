import type { MiddlewareHandler } from "hono";
import type { Access } from "../services/access/permissions";
import type { AppEnv, SignedInEnv } from "./context";
import { about } from "./describe";
import { mailLinkWrite, publicRead, signedInRead, siteWrite } from "./policy";

type WriteMethod = "post" | "put" | "patch" | "delete";

/** The start of a route's definition (its createRoute): method, path, what the document says of it, and its policy. */
type Start<Method extends string, Path extends string, Env extends AppEnv | SignedInEnv> = {
  method: Method;
  path: Path;
  middleware: MiddlewareHandler<Env>;
} & ReturnType<typeof about>;

/**
 * The routes of one tag of the document that take the usual policies: a read anyone may make (publicRead), a read
 * behind a session (signedInRead), a write from this site's pages (siteWrite) and a mail client's one-click link
 * (mailLinkWrite). Who may call a route is named once, so what the document says of it (`about`) and what its policy
 * checks cannot drift apart. Routes with another policy (Stripe, a beacon, cached reference data, the newsletter's
 * form) spell out `about` and `middleware` themselves.
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

  /** A POST from a link in an email (anyone may follow it; the link's signed token is the authority). */
  const mailLink = <const Path extends string>(
    path: Path,
    summary: string,
    description: string,
  ): Start<"post", Path, AppEnv> => ({
    method: "post",
    path,
    ...about(tag, "public", summary, description),
    middleware: mailLinkWrite,
  });

  return { get, post: write("post"), put: write("put"), patch: write("patch"), delete: write("delete"), mailLink };
}
