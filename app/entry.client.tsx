import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { browserCatalogues, CataloguesProvider, catalogueHydrated, readRenderedCatalogue } from "./lib/catalogue";

/**
 * The browser runs on Preact's React compatibility layer (vite.config.ts, docs/decisions/0021). React Router's
 * HydratedRouter suspends on its first render until it has decoded the data the server streamed into the page: React
 * lets a root suspend and resume its hydration, Preact would have to re-render the whole document. So the decoding
 * starts here, and the hydration waits for it: HydratedRouter's first step is to throw that promise while the data
 * is not decoded, before it touches any hook.
 */
async function routerDataDecoded(): Promise<void> {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (pending) {
    if (pending instanceof Promise) await pending;
  }
}

// The directory's catalogue is not in the page's data either (app/lib/catalogue.tsx): the page preloads it.
Promise.all([routerDataDecoded(), readRenderedCatalogue()]).then(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CataloguesProvider value={browserCatalogues}>
        <HydratedRouter />
      </CataloguesProvider>
    </StrictMode>,
  );
  catalogueHydrated();
});
