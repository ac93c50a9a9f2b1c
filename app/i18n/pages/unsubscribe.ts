import { defineMessages } from "../messages";

/** The unsubscribe link of a saved search's digest: no sign-in, one button. */
export const unsubscribe = defineMessages({
  en: {
    title: "Email alerts",
    confirmHeading: (name: string) => `Stop alerts for “${name}”?`,
    confirmLead:
      "You will no longer get the daily email of new organizations for this saved search. The search stays saved.",
    confirm: "Stop alerts",
    stopping: "Stopping...",
    doneHeading: "Alerts stopped",
    done: (name: string) => `You will no longer get emails for “${name}”.`,
    alreadyOff: (name: string) => `Alerts for “${name}” are already off.`,
    invalidHeading: "This link does not work",
    invalid:
      "This unsubscribe link is not valid. Open the link from your latest email, or turn alerts off on your dashboard.",
    goneHeading: "This search no longer exists",
    gone: "It was deleted, so no more alerts will be sent for it.",
    manage: "Manage saved searches",
    browse: "Browse the directory",
  },
  es: {
    title: "Alertas por correo",
    confirmHeading: (name: string) => `¿Dejar de recibir alertas de “${name}”?`,
    confirmLead:
      "Ya no recibirás el correo diario de organizaciones nuevas de esta búsqueda guardada. La búsqueda sigue guardada.",
    confirm: "Dejar de recibir alertas",
    stopping: "Desactivando...",
    doneHeading: "Alertas desactivadas",
    done: (name: string) => `Ya no recibirás correos de “${name}”.`,
    alreadyOff: (name: string) => `Las alertas de “${name}” ya están desactivadas.`,
    invalidHeading: "Este enlace no funciona",
    invalid:
      "Este enlace para darte de baja no es válido. Abre el enlace de tu último correo o desactiva las alertas en tu panel.",
    goneHeading: "Esta búsqueda ya no existe",
    gone: "Se eliminó, así que no se enviarán más alertas.",
    manage: "Gestionar búsquedas guardadas",
    browse: "Explorar el directorio",
  },
});
