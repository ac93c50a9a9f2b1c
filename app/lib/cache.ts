import { data } from "react-router";

const SHARED = "public, max-age=0, s-maxage=60";

/**
 * Headers for public pages that may be shared between visitors for a minute (worker/page-cache.ts stores them and
 * serves them to visitors and guests, docs/decisions/0018). Such a page must look the same for a guest as for a visitor
 * without a session: it is rendered without the guest's identity. Browsers always revalidate. A loader that answered with a section missing (a query
 * failed) says `no-store` through `publicData`, so the next visitor gets a fresh try instead of the gap.
 */
export function publicPageHeaders({ loaderHeaders }: { loaderHeaders: Headers }) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? SHARED };
}

/** A public page's loader answer; `complete` false when a section failed, which keeps it out of shared caches. */
export function publicData<T>(value: T, complete: boolean) {
  return data(value, complete ? undefined : { headers: { "Cache-Control": "no-store" } });
}
