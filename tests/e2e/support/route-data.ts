import type { Page } from "@playwright/test";

/**
 * A page's data as the server sent it, changed on its way to the browser: to show what a loader answers when one of
 * its reads fails (a section's null, an empty list) without breaking the server every other test shares.
 *
 * React Router's data answers (`/path.data`) are turbo-stream: one flat JSON array on the first line, objects as
 * `{ "_<index of the key>": <index of the value> }`, a negative index for null (-5) and undefined (-7).
 */

export const NULL = -5;

export type RouteDataEditor = {
  /** The property name of a key in the answer's objects (added to the answer when it does not occur in it). */
  key: (name: string) => string;
  /** Adds a value to the answer; answers its index. */
  add: (value: unknown) => number;
  /** The value at an index. */
  at: <T = unknown>(index: number) => T;
};

/** The answer with `edit` applied to the loader data of route `routeId` (its object of key to value indices). */
export function editRouteData(
  body: string,
  routeId: string,
  edit: (data: Record<string, number>, editor: RouteDataEditor) => void,
): string {
  const [first = "", ...rest] = body.split("\n");
  const values = JSON.parse(first) as unknown[];
  const key = (name: string) => {
    const index = values.indexOf(name);
    return `_${index < 0 ? values.push(name) - 1 : index}`;
  };
  const routeIndex = values.indexOf(routeId);
  if (routeIndex < 0) throw new Error(`route ${routeId} is not in the data answer`);
  const match = values[routeIndex + 1] as Record<string, number>;
  const data = values[match[key("data")]!] as Record<string, number>;
  edit(data, { key, add: (value) => values.push(value) - 1, at: <T>(index: number) => values[index] as T });
  return [JSON.stringify(values), ...rest].join("\n");
}

/** Changes the next data answer whose path matches `path` (a pattern on the URL's pathname, e.g. /\/_\.data$/). */
export async function editNextData(
  page: Page,
  path: RegExp,
  edits: Record<string, (data: Record<string, number>, editor: RouteDataEditor) => void>,
) {
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      let body = await response.text();
      for (const [routeId, edit] of Object.entries(edits)) body = editRouteData(body, routeId, edit);
      await route.fulfill({ response, body });
    },
    { times: 1 },
  );
}
