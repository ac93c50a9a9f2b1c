import { renderToStringAsync } from "preact-render-to-string";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { appContext } from "../worker/context";
import { contentSecurityPolicy } from "../worker/security-headers";
import { ServerMemoContext } from "./components/server-memo";
import { CataloguesProvider } from "./lib/catalogue";
import { renderedCatalogues } from "./lib/catalogue.server";
import { NonceProvider } from "./lib/nonce";
import { createServerMemo } from "./lib/server-memo.server";

export const streamTimeout = 5_000;

const DOCUMENT_END = "</body></html>";

/** Markup of pure components, reused across this isolate's requests (app/components/server-memo.tsx). */
const serverMemo = createServerMemo({ maxEntries: 200 });

/**
 * React Router renders the scripts that carry the loaders' data as the <html> element's next sibling. React's renderer
 * holds the closing tags back until the end of the document; Preact's writes them where the tree says, which a browser
 * would repair but a validator would not, so the data scripts move in front of them.
 */
function closingTagsLast(html: string): string {
  const end = html.lastIndexOf(DOCUMENT_END);
  if (end === -1 || end + DOCUMENT_END.length === html.length) return html;
  return html.slice(0, end) + html.slice(end + DOCUMENT_END.length) + DOCUMENT_END;
}

type StreamCache = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;
const settled = (done: boolean, value: string) => Object.assign(Promise.resolve(), { result: { done, value } });

/**
 * Reads the loaders' data (React Router's turbo-stream, written into the page by its StreamTransfer) to the end before
 * the page renders, and hands it over as read: StreamTransfer reads the stream itself otherwise, suspending the
 * render once per chunk, and the async renderer then assembles the page from arrays of parts (about 6% of a home
 * render, measured on the built worker in Node; issue #13). Nothing is lost by waiting: the page is sent whole anyway. The hand-over is React Router's own cache of
 * the chunks it read (`renderMeta.streamCache`, part of its entry context's type): one chunk with all the text, then
 * the end.
 */
async function readDataStream(context: EntryContext) {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    text += decoder.decode(chunk.value, { stream: true });
  }
  text += decoder.decode();
  reader.releaseLock();
  const cache: StreamCache = { 0: settled(false, text), 1: settled(true, "") };
  context.renderMeta.streamCache = cache;
}

/**
 * React Router's web entry, plus the page's Content-Security-Policy: every script React Router writes carries the
 * request's nonce, and the header allows only those. The development server (Vite) injects its own inline scripts,
 * so the policy applies to builds only.
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
  await readDataStream(routerContext);

  const html = await renderToStringAsync(
    <ServerMemoContext.Provider value={serverMemo}>
      <NonceProvider value={nonce}>
        <CataloguesProvider value={loadContext.get(renderedCatalogues)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </CataloguesProvider>
      </NonceProvider>
    </ServerMemoContext.Provider>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (!import.meta.env.DEV) responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  return new Response(`<!DOCTYPE html>${closingTagsLast(html)}`, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
