import { env } from "cloudflare:workers";
import { createElement } from "react";
import { createRoutesStub } from "react-router";
import Directory from "../../app/routes/directory/directory";
import Home from "../../app/routes/directory/home";
import { readDirectoryFilters } from "../../contract/directory-url";
import { getDirectoryHome } from "../../worker/services/directory/directory";
import { getCatalogue } from "../../worker/services/reference/catalogue";
import { db } from "./helpers";

/**
 * The home page at `path` as the server renders it, from what its loaders read: the directory layout's catalogue
 * (app/routes/directory/directory.tsx) around the home route. In English: the routes' languages are the build's business.
 */
export async function homePage(path: string) {
  const url = new URL(path, "http://localhost");
  const filters = readDirectoryFilters(url.searchParams);
  const directory = { ...(await getCatalogue(db(), "en")), failed: false };
  const home = { filters, ...(await getDirectoryHome(db(), env.CACHE, filters)) };
  const Stub = createRoutesStub([
    {
      id: "directory",
      Component: Directory as never,
      loader: () => directory,
      children: [{ id: "home", path: url.pathname, Component: Home as never, loader: () => home }],
    },
  ]);
  return createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { directory, home } } });
}
