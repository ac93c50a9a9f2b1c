import { defineMessages } from "../messages";

/**
 * The pick button on cards and profiles: apart from the tray's text (./compare-tray.ts) and the comparison page's,
 * since every directory card carries a button in its first load.
 */
export const comparePicks = defineMessages({
  en: {
    add: "Add to compare",
    added: "Added to compare",
    /** On a card, where several sit side by side: which organization the button is about. */
    about: (name: string) => ` ${name}`,
  },
  es: {
    add: "Añadir a la comparación",
    added: "Añadida a la comparación",
    about: (name: string) => ` ${name}`,
  },
});
