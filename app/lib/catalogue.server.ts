import { createContext } from "react-router";
import type { Catalogues } from "./catalogue";

/** The catalogue a page's directory layout loaded, by URL, for the server's render of that page (entry.server.tsx). */
export const renderedCatalogues = createContext<Catalogues>(new Map());
