import { createRequestHandler, RouterContextProvider } from "react-router";
import { api } from "./api";
import { appContext, createAppContext } from "./app-context";
import { createDb, withDbSession } from "./db/client";
import { withBackground } from "./platform/background";
import { getConfig, metersD1 } from "./platform/env";
import { AppError } from "./platform/errors";
import { withGuestPass } from "./platform/guest-pass";
import { describeError } from "./platform/http-errors";
import { serveImage } from "./platform/image-serving";
import { type PageRender, renderUncached, withPageCache } from "./platform/page-cache";
import { requireWriteAllowance } from "./platform/rate-limit";
import { withCurrentAuthSignatures } from "./platform/secret-rotation";
import { withSecurityHeaders } from "./platform/security-headers";
import { SQLITE_CALIBRATION_PATH, sqliteCalibration } from "./platform/sqlite-calibration";
import { consumeQueue } from "./services/background/queues";
import { runScheduledJobs } from "./services/background/scheduled";

/**
 * React Router's handler, made on the first page request (the API and images never load the React build). It is
 * given the build itself, not a function returning it: with a function React Router derives its route tables and
 * static handler again on every request, which cost each page render about 5% of its CPU.
 */
let pageHandler: Promise<ReturnType<typeof createRequestHandler>> | undefined;
function renderPage(request: Request, context: RouterContextProvider): Promise<Response> {
  pageHandler ??= import("virtual:react-router/server-build").then((build) =>
    createRequestHandler(build, import.meta.env.MODE),
  );
  return pageHandler.then((handler) => handler(request, context));
}

async function route(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (request.method !== "GET" && request.method !== "HEAD") {
    const refused = await writeLimit(request, env);
    if (refused) return refused;
  }
  if (pathname.startsWith("/images/")) return serveImage(request, env);
  if (pathname === SQLITE_CALIBRATION_PATH && metersD1(env)) return sqliteCalibration(request, env);

  const render: PageRender = (rendered, privacy) => {
    const context = new RouterContextProvider();
    context.set(appContext, createAppContext(env, ctx, rendered, privacy));
    return renderPage(rendered, context);
  };
  // In development a request that asks for no cached copy (devtools' "Disable cache", the benchmarks) is rendered, so
  // that its D1 figures are the render's. In production anyone could force renders that way: the cache decides.
  if (metersD1(env) && /\bno-cache\b/.test(request.headers.get("cache-control") ?? "")) {
    return renderUncached(request, render);
  }
  return withPageCache(request, env, ctx, render);
}

/**
 * Every page's form counts against its client address (the API's writes count in their routes' policy,
 * worker/api/policy.ts; platform/rate-limit.ts). Answers the 429 to send, or null to go on.
 */
async function writeLimit(request: Request, env: Env): Promise<Response | null> {
  try {
    await requireWriteAllowance(createDb(env.DB), request, getConfig(env));
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { status, body } = describeError(error);
    return Response.json(body, { status });
  }
}

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    // Cookies signed before a secret rotation are re-signed first, for the API and the pages alike. Each API route
    // names its own policy (worker/api/policy.ts), the D1 session, the guest pass and the write limit among its
    // steps: the analytics beacons, for one, go without them. A page gets one D1 session per request (read
    // replication with the bookmark cookie) and the guest pass kept in step with the session cookie whatever
    // answered (better-auth, a page's action). Emails someone asked for go out after the answer (platform/background.ts).
    const response = await withBackground(ctx, () =>
      withCurrentAuthSignatures(env, request, async (request) =>
        isApi
          ? api.fetch(request, env, ctx)
          : withDbSession(env.DB, request, async () => withGuestPass(env, request, await route(request, env, ctx)), {
              meter: metersD1(env),
            }),
      ),
    );
    return withSecurityHeaders(request, response);
  },

  async queue(batch, env) {
    await consumeQueue(batch, env);
  },

  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(env, new Date(controller.scheduledTime), controller.cron));
  },
} satisfies ExportedHandler<Env>;
