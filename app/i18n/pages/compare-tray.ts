import { defineMessages } from "../messages";

/** The tray of picks and what a pick answers: loaded only once a browser picks something to compare. */
export const compareTray = defineMessages({
  en: {
    full: (max: number) => `You can compare at most ${max} organizations. Remove one first.`,
    pickAnother: "Pick another organization to compare.",
    compareNow: (count: number) => `Compare (${count})`,
    tray: "Picked to compare",
    remove: (name: string) => `Remove ${name} from the picks`,
    clear: "Clear picks",
  },
  es: {
    full: (max: number) => `Puedes comparar como máximo ${max} organizaciones. Quita una primero.`,
    pickAnother: "Elige otra organización para comparar.",
    compareNow: (count: number) => `Comparar (${count})`,
    tray: "Elegidas para comparar",
    remove: (name: string) => `Quitar ${name} de las elegidas`,
    clear: "Vaciar la selección",
  },
});
