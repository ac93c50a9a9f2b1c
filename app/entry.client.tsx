import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { browserCatalogues, CataloguesProvider, readRenderedCatalogue } from "./lib/catalogue";

// The directory's catalogue is not in the page's data (app/lib/catalogue.tsx): the page preloads it, and hydration
// waits for it so that the browser's first render is the server's.
readRenderedCatalogue().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <CataloguesProvider value={browserCatalogues}>
          <HydratedRouter />
        </CataloguesProvider>
      </StrictMode>,
    );
  });
});
