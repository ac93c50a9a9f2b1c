import { defineMessages } from "../messages";

/** The owner's controls in a profile's header (only the owner's page loads them). */
export const ownerControls = defineMessages({
  en: {
    youOwn: "You own this profile",
    enrollment: {
      requested: "Review Pending",
      requestedHint: "Your request is under review",
      approved: "Approved for Explore",
      rejected: "Explore request not approved",
    },
    edit: "Edit",
    delete: "Delete",
    confirmDelete: "Delete this organization? This cannot be undone.",
    deleteOrganization: "Delete organization",
    deleting: "Deleting...",
    cancel: "Cancel",
  },
  es: {
    youOwn: "Este perfil es tuyo",
    enrollment: {
      requested: "Revisión pendiente",
      requestedHint: "Tu solicitud está en revisión",
      approved: "Aprobada para Explore",
      rejected: "Solicitud de Explore no aprobada",
    },
    edit: "Editar",
    delete: "Eliminar",
    confirmDelete: "¿Eliminar esta organización? No se puede deshacer.",
    deleteOrganization: "Eliminar organización",
    deleting: "Eliminando...",
    cancel: "Cancelar",
  },
});
