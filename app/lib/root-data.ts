import { useRouteLoaderData } from "react-router";
import type { Viewer } from "#worker/services/access/permissions";

/** What the root loader gives every page: the site's origin, who is signed in (a guest too) and whether an admin. */
export type RootData = { origin: string; user: Viewer | null; isAdmin: boolean };

/** The root loader's data; undefined when it failed (the error page): whether anyone is signed in is then unknown. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
