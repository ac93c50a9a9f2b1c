import { defineMessages } from "../messages";

/** Where an organization's Explore request stands, as its owner reads it on the dashboard, the editor and the profile. */
export const enrollment = defineMessages({
  en: {
    not_requested: "Not requested",
    requested: "Review Pending",
    requestedHint: "Your request is under review",
    approved: "Approved for Explore",
    rejected: "Explore request not approved",
  },
  es: {
    not_requested: "Sin solicitar",
    requested: "Revisión pendiente",
    requestedHint: "Tu solicitud está en revisión",
    approved: "Aprobada para Explore",
    rejected: "Solicitud de Explore no aprobada",
  },
});
