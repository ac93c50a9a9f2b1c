import { defineMessages } from "../messages";

/** The job board's "Save this search": its filters saved, with a daily email of the new roles that match. */
export const jobAlerts = defineMessages({
  en: {
    open: "Save this search",
    signIn: "Sign in to save this search and get alerts",
    nameLabel: "Name this search",
    hint: "We email you once a day when new roles match. Turn alerts off any time.",
    submit: "Save search",
    saving: "Saving...",
    saved: (name: string) => `Saved “${name}”. New roles that match will arrive by email.`,
    manage: "Manage saved searches",
    fallbackName: "New roles",
  },
  es: {
    open: "Guardar esta búsqueda",
    signIn: "Inicia sesión para guardar esta búsqueda y recibir alertas",
    nameLabel: "Nombre de la búsqueda",
    hint: "Te escribimos una vez al día cuando haya puestos nuevos que coincidan. Puedes desactivar las alertas cuando quieras.",
    submit: "Guardar búsqueda",
    saving: "Guardando...",
    saved: (name: string) => `Guardamos “${name}”. Los puestos nuevos que coincidan te llegarán por correo.`,
    manage: "Gestionar búsquedas guardadas",
    fallbackName: "Puestos nuevos",
  },
});
