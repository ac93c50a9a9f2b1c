import { createRequestHandler, RouterContextProvider } from "react-router";
import { api } from "./api";
import { appContext, createAppContext } from "./context";
import { serveImage } from "./images";
import { consumeQueue } from "./jobs/queues";
import { runScheduledJobs } from "./jobs/scheduled";
import { withPageCache } from "./page-cache";
import { withSecurityHeaders } from "./security-headers";

const renderPage = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

function route(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === "/api" || pathname.startsWith("/api/")) return Promise.resolve(api.fetch(request, env, ctx));
  if (pathname.startsWith("/images/")) return serveImage(request, env);

  return withPageCache(request, ctx, () => {
    const context = new RouterContextProvider();
    context.set(appContext, createAppContext(env, ctx, request));
    return renderPage(request, context);
  });
}

export default {
  async fetch(request, env, ctx) {
    return withSecurityHeaders(request, await route(request, env, ctx));
  },

  async queue(batch, env) {
    await consumeQueue(batch, env);
  },

  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(env, new Date(controller.scheduledTime), controller.cron));
  },
} satisfies ExportedHandler<Env>;
