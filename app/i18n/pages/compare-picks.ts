import { defineMessages } from "../messages";

/**
 * The pick buttons on cards and profiles and the tray of picks: apart from the comparison page's text, since every
 * directory card carries a button in its first load.
 */
export const comparePicks = defineMessages({
  en: {
    pick: {
      add: "Add to compare",
      added: "Added to compare",
      /** On a card, where several sit side by side: which organization the button is about. */
      about: (name: string) => ` ${name}`,
      full: (max: number) => `You can compare at most ${max} organizations. Remove one first.`,
      pickAnother: "Pick another organization to compare.",
      compareNow: (count: number) => `Compare (${count})`,
      tray: "Picked to compare",
      remove: (name: string) => `Remove ${name} from the picks`,
      clear: "Clear picks",
    },
  },
  es: {
    pick: {
      add: "Añadir a la comparación",
      added: "Añadida a la comparación",
      about: (name: string) => ` ${name}`,
      full: (max: number) => `Puedes comparar como máximo ${max} organizaciones. Quita una primero.`,
      pickAnother: "Elige otra organización para comparar.",
      compareNow: (count: number) => `Comparar (${count})`,
      tray: "Elegidas para comparar",
      remove: (name: string) => `Quitar ${name} de las elegidas`,
      clear: "Vaciar la selección",
    },
  },
});
