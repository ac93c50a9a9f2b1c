import { ACCESS_MESSAGES, ORGANIZATION_MESSAGES, PAYMENT_MESSAGES } from "../../contract/messages";
import { defineMessages } from "./messages";

/** Why someone was sent to a page (`?reason=`, app/lib/flash.ts), in each language. */
export const reasons = defineMessages({
  en: {
    permanent: ACCESS_MESSAGES.guest,
    "permanent-account": ACCESS_MESSAGES.guestAccount,
    create: ACCESS_MESSAGES.guestCreate,
    claim: ACCESS_MESSAGES.guestClaim,
    expired: ACCESS_MESSAGES.sessionExpired,
    forbidden: ACCESS_MESSAGES.notAdmin,
    "edit-forbidden": ORGANIZATION_MESSAGES.editForbidden,
    deleted: ORGANIZATION_MESSAGES.deleted,
    "payment-canceled": PAYMENT_MESSAGES.canceled,
    "already-paid": PAYMENT_MESSAGES.alreadyPaid,
    "account-deleted": "Your account was deleted. Thank you for having been part of the directory.",
    "edit-withdrawn": "Edit withdrawn: the approved version stays as it is.",
    "edit-sent": "Saved. Your changes wait for the editors' review; the approved version stays public until then.",
  },
  es: {
    permanent: "Inicia sesión para usar esta función",
    "permanent-account": "Inicia sesión con una cuenta permanente para usar esta función",
    create: "Inicia sesión con una cuenta permanente para crear organizaciones",
    claim: "Inicia sesión para reclamar perfiles de organizaciones",
    expired: "Tu sesión ha caducado. Inicia sesión de nuevo.",
    forbidden: "No tienes permiso para ver esta página",
    "edit-forbidden": "No tienes permiso para editar esta organización",
    deleted: "Organización eliminada",
    "payment-canceled": "El pago se canceló. Puedes intentarlo de nuevo desde tus organizaciones.",
    "already-paid": "La organización ya está pagada",
    "account-deleted": "Tu cuenta se ha eliminado. Gracias por haber formado parte del directorio.",
    "edit-withdrawn": "Edición retirada: la versión aprobada se queda como está.",
    "edit-sent":
      "Guardado. Tus cambios esperan la revisión de los editores; hasta entonces sigue pública la versión aprobada.",
  },
});
