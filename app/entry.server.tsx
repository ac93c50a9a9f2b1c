import { renderToReadableStream } from "react-dom/server.node";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { appContext } from "#worker/app-context";
import { contentSecurityPolicy } from "#worker/platform/security-headers";
import { NonceProvider } from "./lib/nonce";

export const streamTimeout = 5_000;

/**
 * React Router's web entry, with the whole page sent at once, plus the page's Content-Security-Policy: every script
 * React and React Router write carries the request's nonce, and the header allows only those. The development server (Vite) injects its own inline
 * scripts, so the policy applies to builds only.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(appContext);
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      // A finished section stays in its place in the document, however far down it is (see below).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors of the shell reject and are logged by React Router; later ones only reach us here.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // Every page is sent whole, to everyone, not only to crawlers: its loaders answer with all their data (nothing is
  // deferred), so there is nothing slow to stream, and a section whose code loads on demand (React.lazy) would
  // otherwise arrive after the rest, hidden until a script moves it into place, which a browser without JavaScript
  // never runs.
  await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (!import.meta.env.DEV) responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
