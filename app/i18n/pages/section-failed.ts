import { defineMessages } from "../messages";

/**
 * What a list of the directory says when it could not be read: which list, why, and Retry. The loaders send these
 * with their data only when a list failed, so that no first load carries them.
 */
export const sectionFailed = defineMessages({
  en: {
    countries: "Error loading countries",
    categories: "Error loading categories",
    why: "Our server could not read this list just now, a passing problem on our side. The rest of the page works; try again in a moment.",
    retry: "Retry",
    retrying: "Retrying...",
  },
  es: {
    countries: "Error al cargar los países",
    categories: "Error al cargar las categorías",
    why: "Nuestro servidor no pudo leer esta lista ahora mismo, un problema pasajero de nuestra parte. El resto de la página funciona; vuelve a intentarlo en un momento.",
    retry: "Reintentar",
    retrying: "Reintentando...",
  },
});

export type SectionFailedTexts = { readonly [Key in keyof (typeof sectionFailed)["en"]]: string };
