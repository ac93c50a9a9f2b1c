import { defineMessages } from "../messages";

/** The owner's controls in a profile's header (only the owner's page loads them). */
export const ownerControls = defineMessages({
  en: {
    youOwn: "You own this profile",
    edit: "Edit",
    delete: "Delete",
    confirmDelete: "Delete this organization? This cannot be undone.",
    deleteOrganization: "Delete organization",
    deleting: "Deleting...",
    cancel: "Cancel",
  },
  es: {
    youOwn: "Este perfil es tuyo",
    edit: "Editar",
    delete: "Eliminar",
    confirmDelete: "¿Eliminar esta organización? No se puede deshacer.",
    deleteOrganization: "Eliminar organización",
    deleting: "Eliminando...",
    cancel: "Cancelar",
  },
});
