import { data } from "react-router";

/** How long a shared cache may keep a public page. */
export const SHARED_SECONDS = 60;
const SHARED = `public, max-age=0, s-maxage=${SHARED_SECONDS}`;
const NO_STORE = "no-store";

/**
 * Headers for public pages that may be shared between visitors for a minute (worker/platform/page-cache.ts stores them and
 * serves them to visitors and guests, docs/decisions/0018). Such a page must look the same for a guest as for a visitor
 * without a session: it is rendered without the guest's identity. Browsers always revalidate. A loader that answered with a section missing (a query
 * failed) says `no-store` through `publicData`, so the next visitor gets a fresh try instead of the gap.
 */
type PageHeadersArgs = { loaderHeaders: Headers; parentHeaders: Headers };

export function publicPageHeaders({ loaderHeaders, parentHeaders }: PageHeadersArgs) {
  // A layout's section missing (routes/directory/directory.tsx) keeps the whole page out of shared caches too.
  const cacheControl = loaderHeaders.get("Cache-Control") ?? parentHeaders.get("Cache-Control");
  return { "Cache-Control": cacheControl === NO_STORE ? NO_STORE : SHARED };
}

/** A public page's loader answer; `complete` false when a section failed, which keeps it out of shared caches. */
export function publicData<T>(value: T, complete: boolean) {
  return data(value, complete ? undefined : { headers: { "Cache-Control": NO_STORE } });
}
