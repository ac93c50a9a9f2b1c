import { defineMessages } from "../messages";

/**
 * What the directory says under "No organizations found": what to change, by what the person used (words, filters
 * such as a country or categories, both) and whether the count read only part of the directory. The home loader sends
 * the one sentence that applies, with its data, so that no first load carries them.
 */
export const directoryEmpty = defineMessages({
  en: {
    noneYet: "None among the organizations checked so far. Load more to keep looking.",
    /** What to change when nothing matched, by what the person used: words, filters (country, categories), both. */
    tryOther: {
      words: "No name, description or category matches every word. Try other or fewer words.",
      filters: "Try another country or fewer categories.",
      both: "Try other or fewer words, another country or fewer categories.",
      none: "No organizations are listed yet.",
    },
    /** The same when the part a bounded count read held no match: narrower filters or other words. */
    narrow: {
      words:
        "None among the organizations checked. Choose a country or a category, or try other words, to search further.",
      filters: "None among the organizations checked. Choose a country or fewer categories to search further.",
      both: "None among the organizations checked. Choose a country, fewer categories or other words to search further.",
    },
  },
  es: {
    noneYet: "Ninguna entre las organizaciones revisadas hasta ahora. Carga más para seguir buscando.",
    tryOther: {
      words:
        "Ningún nombre, descripción o categoría coincide con todas las palabras. Prueba con otras palabras o con menos.",
      filters: "Prueba con otro país o con menos categorías.",
      both: "Prueba con otras palabras o con menos, con otro país o con menos categorías.",
      none: "Todavía no hay organizaciones publicadas.",
    },
    narrow: {
      words:
        "Ninguna entre las organizaciones revisadas. Elige un país o una categoría, o prueba otras palabras, para seguir buscando.",
      filters: "Ninguna entre las organizaciones revisadas. Elige un país o menos categorías para seguir buscando.",
      both: "Ninguna entre las organizaciones revisadas. Elige un país, menos categorías u otras palabras para seguir buscando.",
    },
  },
});
