import { defineMessages } from "../messages";

/** The directory's "Save this search": apart from the home page's text, since only a filtered list offers it. */
export const directorySaveSearch = defineMessages({
  en: {
    open: "Save this search",
    signIn: "Sign in to save this search and get alerts",
    nameLabel: "Name this search",
    hint: "We email you once a day when new organizations match. Turn alerts off any time.",
    submit: "Save search",
    saving: "Saving...",
    cancel: "Cancel",
    saved: (name: string) => `Saved “${name}”. New organizations that match will arrive by email.`,
    manage: "Manage saved searches",
  },
  es: {
    open: "Guardar esta búsqueda",
    signIn: "Inicia sesión para guardar esta búsqueda y recibir alertas",
    nameLabel: "Nombre de la búsqueda",
    hint: "Te escribimos una vez al día cuando haya organizaciones nuevas que coincidan. Puedes desactivar las alertas cuando quieras.",
    submit: "Guardar búsqueda",
    saving: "Guardando...",
    cancel: "Cancelar",
    saved: (name: string) => `Guardamos “${name}”. Las organizaciones nuevas que coincidan te llegarán por correo.`,
    manage: "Gestionar búsquedas guardadas",
  },
});
