import { type RouterContextProvider, redirect } from "react-router";
import type { Viewer } from "#worker/services/access/permissions";
import { type AdminTab, adminPath, parseTab } from "~/lib/admin-tabs";
import type { AdminReason } from "~/lib/flash";
import { requirePageAccess } from "~/lib/guards.server";
import { pageLocale } from "~/lib/locale";
import { localizePath, withoutLocale } from "../../../contract/locale";

/**
 * What the admin panel's pages share on the server: the guard, the lists' "load more", the redirect back with a
 * message, and the old `/admin?tab=` addresses.
 */

/** Admins only: others go to /profile with a message (a signed-out person to the login page). */
export function requireAdmin(context: Readonly<RouterContextProvider>, request: Request): Promise<Viewer> {
  return requirePageAccess(context, request, "admin");
}

export function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** "Load more": the first `pages` pages, following the keyset cursor the list answers. */
export async function followCursor<T, Meta extends { nextCursor: string | null }>(
  pages: number,
  load: (cursor: string | undefined) => Promise<{ data: T[]; meta: Meta }>,
) {
  const items: T[] = [];
  let cursor: string | undefined;
  let meta: Meta | null = null;
  for (let page = 0; page < pages; page += 1) {
    const result = await load(cursor);
    items.push(...result.data);
    meta = result.meta;
    if (!meta.nextCursor) break;
    cursor = meta.nextCursor;
  }
  return { items, meta: meta!, hasMore: Boolean(meta?.nextCursor) };
}

/**
 * Back to the tab's page the form was on (its city, filter), in the page's language, with a message code; a
 * confirmation step closes.
 */
export function backWith(
  request: Request,
  tab: AdminTab,
  reason: AdminReason,
  changes: Record<string, string | null> = {},
) {
  const params = new URL(request.url).searchParams;
  // The confirmation steps' parameters (confirm, and what it names) go: the change they asked about is made.
  for (const name of ["reason", "confirm", "company", "flag", "value", "why", "index"]) params.delete(name);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  params.set("reason", reason);
  return redirect(localizePath(`${adminPath(tab)}?${params}`, pageLocale({ request })));
}

/**
 * The panel's old addresses, one page switching tabs on `?tab=` (`/admin?tab=cities&city=miami`), answered with a
 * permanent redirect to the tab's own page, in the same language, keeping the other parameters; null for any other.
 */
export function legacyTabRedirect(request: Request): Response | null {
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab");
  if (tab === null || withoutLocale(url.pathname) !== "/admin") return null;
  url.searchParams.delete("tab");
  const query = url.searchParams.toString();
  const path = `${adminPath(parseTab(tab))}${query ? `?${query}` : ""}`;
  return redirect(localizePath(path, pageLocale({ request })), 301);
}
