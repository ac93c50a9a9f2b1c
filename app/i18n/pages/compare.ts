import { defineMessages } from "../messages";

/** Compare: the comparison page (the pick buttons and the tray: compare-picks.ts). */
export const compare = defineMessages({
  en: {
    title: "Compare organizations",
    description: "Organizations side by side: their culture categories and what each says about them.",
    heading: "Compare organizations",
    lead: "Their culture categories side by side, grouped by kind, with what each team says about them.",
    category: "Category",
    notListed: "Not listed",
    listed: "Listed",
    remove: (name: string) => `Remove ${name} from the comparison`,
    removeShort: "Remove",
    tooFewTitle: "Pick organizations to compare",
    tooFew:
      "A comparison needs at least two public organizations. Choose Add to compare on a card or a profile, then pick another.",
    missing: (count: number) =>
      count === 1
        ? "One organization in this link is not public any more, so it is left out."
        : `${count} organizations in this link are not public any more, so they are left out.`,
    refusals: {
      tooFew: "A comparison needs at least two organizations: choose Add to compare on a card or a profile.",
      tooMany: "You can compare at most 4 organizations at a time. Remove one from the link.",
      invalidId: "This link does not name organizations. Choose Add to compare on a card or a profile.",
    },
    browse: "Browse the directory",
    noCategories: "None of these organizations has chosen culture categories yet.",
    compared: "Organizations in this comparison",
    comparing: (count: number) => `Comparing ${count} organizations`,
    notListedHere: (_count: number) => "Not listed",
    scrollHint: "Scroll sideways to see every organization.",
  },
  es: {
    title: "Comparar organizaciones",
    description: "Organizaciones lado a lado: sus categorías de cultura y lo que cada una dice de ellas.",
    heading: "Comparar organizaciones",
    lead: "Sus categorías de cultura lado a lado, agrupadas por tipo, con lo que cada equipo dice de ellas.",
    category: "Categoría",
    notListed: "No la tiene",
    listed: "La tiene",
    remove: (name: string) => `Quitar ${name} de la comparación`,
    removeShort: "Quitar",
    tooFewTitle: "Elige organizaciones para comparar",
    tooFew:
      "Una comparación necesita al menos dos organizaciones públicas. Elige Añadir a la comparación en una tarjeta o un perfil y después elige otra.",
    missing: (count: number) =>
      count === 1
        ? "Una organización de este enlace ya no es pública, así que no aparece."
        : `${count} organizaciones de este enlace ya no son públicas, así que no aparecen.`,
    refusals: {
      tooFew:
        "Una comparación necesita al menos dos organizaciones: elige Añadir a la comparación en una tarjeta o un perfil.",
      tooMany: "Puedes comparar como máximo 4 organizaciones a la vez. Quita una del enlace.",
      invalidId: "Este enlace no nombra organizaciones. Elige Añadir a la comparación en una tarjeta o un perfil.",
    },
    browse: "Explorar el directorio",
    noCategories: "Ninguna de estas organizaciones ha elegido todavía categorías de cultura.",
    compared: "Organizaciones de esta comparación",
    comparing: (count: number) => `Comparando ${count} organizaciones`,
    notListedHere: (count: number) => (count === 1 ? "No la tiene" : "No las tiene"),
    scrollHint: "Desplázate hacia los lados para ver todas las organizaciones.",
  },
});
