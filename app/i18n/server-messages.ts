import { englishMessage, type Message, renderMessage, type Saying } from "../../contract/errors";
import type { FieldErrors, FieldIssues } from "../../contract/forms";
import {
  CATEGORY_DETAIL_MAX,
  DISPLAY_NAME_MAX,
  EVIDENCE_MAX_ITEMS,
  EVIDENCE_MAX_LENGTH,
  HIDE_REASON_MAX,
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_TITLE_MAX,
  MAX_CATEGORIES_PER_ORGANIZATION,
  MAX_FILTER_CATEGORIES,
  MAX_NICE_TO_HAVES,
  MAX_PAGE_SIZE,
  OPEN_POSTINGS_PER_ORGANIZATION,
  PASSWORD_MAX_LENGTH,
  SALARY_MAX,
  SEARCH_MAX_LENGTH,
  THESIS_WORDS_MAX,
  THESIS_WORDS_MIN,
} from "../../contract/limits";
import type { Locale } from "../../contract/locale";
import type {
  ACCESS_MESSAGES,
  ADMIN_MESSAGES,
  ANALYTICS_MESSAGES,
  AUTH_MESSAGES,
  CITY_MESSAGES,
  COMPARE_MESSAGES,
  DOMAIN_MESSAGES,
  GENERAL_MESSAGES,
  IMAGE_MESSAGES,
  JOB_MESSAGES,
  NEWSLETTER_MESSAGES,
  ORGANIZATION_MESSAGES,
  PAYMENT_MESSAGES,
  REFERENCE_MESSAGES,
  REQUEST_MESSAGES,
  SAVED_SEARCH_MESSAGES,
} from "../../contract/messages";
import { useLocale } from "./messages";

/**
 * The contract's messages (what the server answers and the forms' schemas say, contract/messages.ts and friends) in
 * Spanish, for the pages under /es (docs/decisions/0022). Each catalog has exactly the English one's keys, checked by
 * TypeScript. An error, and a field's problem from a schema (contract/issues.ts), is translated by its message id and
 * values (contract/errors.ts), never by its text.
 */

type Catalog = Record<string, string | ((...args: never[]) => string)>;
type Spanish<Source extends Catalog> = {
  [Key in keyof Source]: Source[Key] extends (...args: infer Args) => string ? (...args: Args) => string : string;
};

const access: Spanish<typeof ACCESS_MESSAGES> = {
  signedOut: "Tienes que iniciar sesión para hacer esto.",
  sessionExpired: "Tu sesión ha caducado. Inicia sesión de nuevo.",
  guest: "Inicia sesión para usar esta función",
  guestAccount: "Inicia sesión con una cuenta permanente para usar esta función",
  guestCreate: "Inicia sesión con una cuenta permanente para crear organizaciones",
  guestClaim: "Inicia sesión para reclamar perfiles de organizaciones",
  unverified: "Verifica tu dirección de correo para continuar.",
  notAdmin: "No tienes permiso para ver esta página",
  crossSite: "Solicitud de otro sitio rechazada",
};

const auth: Spanish<typeof AUTH_MESSAGES> = {
  deleteThroughApp: "Las cuentas se eliminan desde el panel (DELETE /api/users/me)",
  emailRequired: "Escribe tu dirección de correo.",
  emailInvalid: "Escribe una dirección de correo válida.",
  passwordRequired: "Escribe tu contraseña.",
  passwordTooShort: "La contraseña debe tener al menos 6 caracteres",
  passwordTooLong: `La contraseña puede tener como máximo ${PASSWORD_MAX_LENGTH} caracteres`,
  passwordsDoNotMatch: "Las contraseñas no coinciden",
  newPasswordsDoNotMatch: "Las contraseñas nuevas no coinciden",
  emailInUse:
    "Este correo ya está registrado. Inicia sesión con tu contraseña o usa la opción «¿Olvidaste tu contraseña?».",
  invalidCredentials:
    "El correo o la contraseña no son correctos. Inténtalo de nuevo o usa la opción «¿Olvidaste tu contraseña?».",
  userNotFound: "No hay ninguna cuenta con este correo. Revisa el correo o crea una cuenta nueva.",
  wrongPassword: "La contraseña no es correcta. Inténtalo de nuevo o usa la opción «¿Olvidaste tu contraseña?».",
  emailInUseWithPassword:
    "Este correo ya está registrado con una contraseña. Inicia sesión con ella o usa la opción «¿Olvidaste tu contraseña?» si no la recuerdas.",
  signInInterrupted: "El inicio de sesión se interrumpió. Inténtalo de nuevo.",
  signInFailed: "No se pudo iniciar sesión. Inténtalo de nuevo.",
  signUpFailed: "No se pudo crear tu cuenta. Inténtalo de nuevo.",
  providerSignInFailed: (provider) => `No se pudo iniciar sesión con ${provider}. Inténtalo de nuevo.`,
  providerNotConfigured: (provider) => `El inicio de sesión con ${provider} no está disponible en este sitio.`,
  noPasswordAccount:
    "Esta cuenta inicia sesión con Google o GitHub y no tiene contraseña. Usa ese botón para iniciar sesión.",
  emailAlreadyVerified: "Tu correo ya está verificado.",
  resetRequestFailed: "No pudimos enviar el correo para restablecer la contraseña. Inténtalo de nuevo más tarde.",
  tooManyRequests: "Demasiados intentos. Espera un minuto e inténtalo de nuevo.",
  verificationFailed:
    "La verificación falló. Puede que el enlace haya caducado o no sea válido. Pide un nuevo correo de verificación.",
  verificationMissing: "Faltan datos de verificación. Revisa el enlace del correo e inténtalo de nuevo.",
  verifyError: "No se pudo verificar el correo. Inténtalo de nuevo más tarde.",
  sendVerificationFailed: "No se pudo enviar el correo de verificación. Inténtalo de nuevo más tarde.",
  resendNeedsSignIn: "Tienes que iniciar sesión para pedir un correo de verificación.",
  resetSent: "Revisa tu correo: te enviamos las instrucciones para restablecer la contraseña",
  resetLinkInvalid: "Este enlace no es válido o ha caducado. Pide uno nuevo.",
  resetFailed: "No se pudo restablecer la contraseña:",
  resetSaveFailed: "No se pudo guardar tu nueva contraseña. Inténtalo de nuevo.",
  profileUpdateFailed: "No se pudo actualizar el perfil. Inténtalo de nuevo.",
  passwordUpdateFailed: "No se pudo actualizar la contraseña. Inténtalo de nuevo.",
  displayNameTooLong: `El nombre visible puede tener como máximo ${DISPLAY_NAME_MAX} caracteres`,
  photoUrlInvalid: "Escribe una URL válida (p. ej., https://example.com/photo.jpg)",
  deleteConfirm: "Escribe DELETE para confirmar",
  deletePasswordRequired: "Las cuentas con correo y contraseña necesitan la contraseña",
  deleteWrongPassword: "La contraseña no es correcta. Escribe tu contraseña actual para confirmar la eliminación.",
  deleteReauthCancelled: "Autenticación cancelada. Inténtalo de nuevo y completa la autenticación.",
  deleteUnsupportedProvider: "Proveedor de autenticación no compatible",
  deleteNotFound:
    "No encontramos los datos de tu cuenta en el servidor. Cierra sesión, vuelve a entrar e inténtalo de nuevo.",
  deleteFailed: "No se pudo eliminar la cuenta. Inténtalo de nuevo más tarde.",
};

const EXPLORE_REQUEST_PARTS: Record<string, string> = {
  primaryCity: "elige una ciudad principal de Explore",
  localPresence: "confirma una presencia local",
  evidence: "añade al menos una prueba de presencia local",
};

const organization: Spanish<typeof ORGANIZATION_MESSAGES> = {
  exploreRequestMissing: (parts) =>
    `Para solicitar la revisión de Explore, ${parts.map((part) => EXPLORE_REQUEST_PARTS[part] ?? part).join(", ")}.`,
  idMissing: "Falta el ID de la organización",
  notFound: (id) => `No se encontró la organización con ID "${id}"`,
  fetchFailed: "Hubo un error al cargar los datos de la organización. Inténtalo de nuevo más tarde.",
  loadFailed: "No se pudieron cargar los datos de la organización. Inténtalo de nuevo más tarde.",
  nameRequired: "Escribe el nombre de la organización",
  countryRequired: "Elige un país",
  descriptionRequired: "Escribe una descripción de la organización",
  requiredFields: "Completa todos los campos obligatorios",
  createFailed: "No se pudo crear la organización. Inténtalo de nuevo.",
  created: "¡Organización creada!",
  updateFailed: "No se pudo actualizar la organización. Inténtalo de nuevo.",
  updated: "Organización actualizada",
  deleteFailed: "No se pudo eliminar la organización. Inténtalo de nuevo.",
  deleted: "Organización eliminada",
  editForbidden: "No tienes permiso para editar esta organización",
  paymentRequired: "Elige un plan para editar esta organización",
  foundedYearNotNumber: "El año de fundación debe ser un número",
  foundedYearNotWhole: "El año de fundación debe ser un número entero",
  foundedYearRange: "El año de fundación debe estar entre 1800 y el año actual",
  unknownCategory: "Categoría desconocida",
  unknownCategories: (ids) => `Categoría desconocida: ${ids}`,
  invalidCategoryId: "ID de categoría no válido",
  tooManyCategories: `Puedes elegir como máximo ${MAX_CATEGORIES_PER_ORGANIZATION} categorías`,
  categoryRepeated: "Cada categoría se puede elegir una vez",
  categoryDetailsTooLong: `Los detalles de una categoría pueden tener como máximo ${CATEGORY_DETAIL_MAX} caracteres`,
  evidenceTooLong: `Cada prueba puede tener como máximo ${EVIDENCE_MAX_LENGTH} caracteres`,
  tooMuchEvidence: `Añade como máximo ${EVIDENCE_MAX_ITEMS} pruebas`,
  nothingToChange: "No hay nada que cambiar",
  invalidUrl: (example) => `Escribe una URL válida (p. ej., ${example})`,
  primaryCity: "Elige una ciudad principal de Explore",
  publicWebsite: "Escribe la dirección de un sitio web público: un nombre de dominio, sin dirección IP ni puerto",
  listFailed: "No se pudieron cargar las organizaciones",
  myOrganizationsFailed: "No se pudieron cargar tus organizaciones. Inténtalo de nuevo más tarde.",
  mySubscriptionsFailed: "No se pudieron cargar tus suscripciones. Inténtalo de nuevo más tarde.",
  noSubscriptions: "No tienes suscripciones activas.",
};

const reference: Spanish<typeof REFERENCE_MESSAGES> = {
  authRequired: "Se necesita autenticación. Espera mientras completamos el inicio de sesión.",
  connection: "No se pudieron cargar los datos. Revisa tu conexión e inténtalo de nuevo.",
  countriesFailed: "Error al cargar los países",
  categoriesFailed: "Error al cargar las categorías",
  noCountries: "No hay países con organizaciones",
  exploreFailed: "No se pudieron cargar los datos de Explore",
  exploreCitiesFailed: "No se pueden cargar las ciudades de Explore en este momento.",
  miamiFailed: "No se pueden cargar las organizaciones de Miami en este momento.",
  cityNotFound: (slug) => `No se encontró la ciudad "${slug}"`,
};

const payment: Spanish<typeof PAYMENT_MESSAGES> = {
  failed: "No se pudo procesar el pago. Inténtalo de nuevo.",
  invalidGuestCode: "Código de invitado no válido",
  guestCodeExpired: "Este código de invitado ha caducado",
  guestCodeUsed: "Este código de invitado ya se usó",
  guestCodeApplied: "Código de invitado aplicado. Tu organización ya está activa.",
  alreadyPaid: "La organización ya está pagada",
  choosePlan: "Elige el plan mensual o el anual",
  verificationTimeout: "Tiempo de verificación del pago agotado",
  canceled: "El pago se canceló. Puedes intentarlo de nuevo desde tus organizaciones.",
  claimCanceled: "El pago se canceló. Puedes intentarlo de nuevo.",
  claimLoadFailed: "No se pudo cargar la información de la empresa",
  alreadyClaimed: "Otra persona ya reclamó el perfil de esta organización. Prueba con otra organización.",
  claimStartFailed: "No se pudo iniciar el pago. Inténtalo de nuevo.",
  onlyExploreClaimable: "Solo se pueden reclamar empresas de Explore",
  checkoutNotFound: "No se encontró la sesión de pago",
  paymentInProgress: "Ya se está procesando un pago de esta organización. Espera un momento.",
  noActivePlan: "Esta organización no tiene un plan activo",
  planChangeFailed: "No se pudo cambiar el plan. Inténtalo de nuevo.",
  billingPortalFailed: "No se pudo abrir el portal de facturación. Inténtalo de nuevo.",
};

const image: Spanish<typeof IMAGE_MESSAGES> = {
  missing: "Elige un archivo para subir.",
  tooLarge: "El archivo debe pesar menos de 5 MB",
  wrongType: "Elige una imagen válida (JPEG, PNG o WebP)",
  uploadFailed: (noun) => `No se pudo subir: ${noun}. Inténtalo de nuevo.`,
  deleteFailed: (noun) => `No se pudo eliminar: ${noun}. Inténtalo de nuevo.`,
  uploaded: (title) => `${title}: subido`,
  deleted: (title) => `${title}: eliminado`,
};

const general: Spanish<typeof GENERAL_MESSAGES> = {
  unexpected: "Se produjo un error inesperado",
  internal: "Algo salió mal. Inténtalo de nuevo más tarde.",
  misconfigured: "El servicio no está bien configurado.",
  invalidRequest: "Solicitud no válida",
  invalidJson: "El cuerpo de la solicitud debe ser JSON",
  bodyTooLarge: "El cuerpo de la solicitud es demasiado grande",
  comingSoon: "¡Muy pronto!",
  tooManyRequests: (minutes) =>
    `Demasiados intentos. Inténtalo de nuevo en ${minutes} minuto${Number(minutes) === 1 ? "" : "s"}.`,
};

const job: Spanish<typeof JOB_MESSAGES> = {
  titleRequired: "Ponle un título al puesto",
  titleTooLong: `El título puede tener como máximo ${JOB_TITLE_MAX} caracteres`,
  descriptionTooShort: `Describe el puesto en al menos ${JOB_DESCRIPTION_MIN} caracteres`,
  descriptionTooLong: `La descripción puede tener como máximo ${JOB_DESCRIPTION_MAX} caracteres`,
  employmentTypeRequired: "Elige un tipo de contrato",
  seniorityRequired: "Elige un nivel de experiencia",
  workplaceRequired: "Elige remoto, híbrido o presencial",
  locationRequired: "Indica la ciudad y el país de la oficina para un puesto híbrido o presencial",
  locationCountryInvalid: "Elige de la lista el país de la oficina",
  remoteCountryInvalid: "Elige de la lista los países desde los que se puede trabajar en remoto",
  timeZonesInvalid: "Indica las zonas horarias como desfases UTC de -12 a +14, el primero no posterior al segundo",
  salaryRequired: "Indica el rango salarial: cada puesto declara su sueldo",
  salaryInvalid: `Un sueldo es un número entero de 1 a ${SALARY_MAX.toLocaleString("es-ES")}`,
  salaryOrder: "El sueldo mínimo no puede ser mayor que el máximo",
  currencyRequired: "Elige la moneda del sueldo",
  periodRequired: "Elige si el sueldo es por hora, por mes o por año",
  applyInvalid: "Indica un enlace https o un correo electrónico para postularse",
  durationInvalid: "Un puesto queda abierto 30 o 60 días",
  paymentRequired:
    "Solo las organizaciones de pago pueden publicar puestos. Elige primero un plan para esta organización.",
  tooManyOpen: `Este plan incluye ${OPEN_POSTINGS_PER_ORGANIZATION} puestos abiertos. Cierra uno para publicar otro.`,
  notFound: "No se encontró el puesto",
  gone: "Este puesto ya no está abierto",
  hidden: (reason) => `Un editor ocultó este puesto: ${reason}`,
  closed: "El puesto está cerrado",
  nothingToUpdate: "No hay nada que actualizar",
  hideReasonRequired: "Di por qué se oculta el puesto: su propietario lo leerá",
  hideReasonTooLong: `Un motivo puede tener como máximo ${HIDE_REASON_MAX} caracteres`,
  notHidden: "El puesto no está oculto",
  unhideTooManyOpen: `La organización del puesto ya tiene ${OPEN_POSTINGS_PER_ORGANIZATION} puestos abiertos, todos los que incluye su plan: su propietario debe cerrar uno para que este puesto pueda mostrarse de nuevo.`,
  changeFailed: "No se pudo cambiar el puesto. Inténtalo de nuevo.",
};

const savedSearch: Spanish<typeof SAVED_SEARCH_MESSAGES> = {
  nameRequired: "Ponle un nombre a la búsqueda",
  nameTooLong: "El nombre de la búsqueda puede tener como máximo 80 caracteres",
  noFilters: "Elige un país, una categoría o un texto de búsqueda para guardar",
  jobFiltersOnly:
    "El lugar de trabajo, el tipo de empleo, el nivel y el salario son filtros de las búsquedas de la bolsa de empleo",
  tooMany: "Puedes guardar como máximo 20 búsquedas. Elimina una para guardar otra.",
  duplicate: "Ya guardaste una búsqueda con estos filtros",
  notFound: "No se encontró la búsqueda guardada",
  nothingToUpdate: "No hay nada que actualizar",
  invalidToken:
    "Este enlace para darte de baja no es válido. Abre el enlace de tu último correo o desactiva las alertas en tu panel.",
  saveFailed: "No se pudo guardar la búsqueda. Inténtalo de nuevo.",
};

const newsletter: Spanish<typeof NEWSLETTER_MESSAGES> = {
  emailInvalid: "Escribe un correo electrónico válido",
  invalidLink: "Este enlace del boletín no es válido. Abre el enlace de tu último correo o vuelve a suscribirte.",
  expiredLink: "Este enlace de confirmación ha caducado. Vuelve a suscribirte para recibir uno nuevo.",
  changeFailed: "No se pudo cambiar tu suscripción al boletín. Inténtalo de nuevo.",
};

const domain: Spanish<typeof DOMAIN_MESSAGES> = {
  noWebsite: "Primero añade el sitio web de tu organización a su perfil: el dominio a verificar sale de ahí.",
  ipWebsite:
    "La dirección del sitio web no es un nombre de dominio público (una dirección IP, un puerto o un nombre local), así que no se puede verificar.",
  sharedDomain: (name) =>
    `${name} pertenece a un sufijo público o a un proveedor de correo gratuito, no a una organización: añade el sitio web propio de tu organización para verificarlo.`,
  httpsRequired: "El sitio web debe servirse por https para verificarlo con un archivo.",
  txtNotFound: (name) =>
    `No encontramos un registro TXT con tu código en ${name}. Los cambios de DNS pueden tardar: vuelve a intentarlo en unos minutos.`,
  dnsFailed: "No pudimos consultar los registros DNS del dominio. Inténtalo de nuevo más tarde.",
  fileMissing: (url) => `${url} no respondió con tu código.`,
  fileRedirect: "La dirección del archivo redirige a otro host. Sírvelo desde el propio dominio.",
  fileUnreachable: (url) => `No pudimos acceder a ${url}. Comprueba que el sitio web funciona e inténtalo de nuevo.`,
  timeout: "La comprobación tardó más de 5 segundos. Inténtalo de nuevo.",
  roleMailbox:
    "Elige admin, administrator, hostmaster, postmaster o webmaster: los códigos solo se envían a estas direcciones",
  noCode: "Primero envíate un código.",
  codeWrong: "Ese código no es correcto. Revisa el último correo e inténtalo de nuevo.",
  codeExpired: "Ese código ha caducado. Pide uno nuevo.",
  tooManyAttempts: "Demasiados códigos incorrectos. Pide uno nuevo.",
  invalidCode: "Escribe el código de 6 cifras del correo",
};

const compare: Spanish<typeof COMPARE_MESSAGES> = {
  tooFew: "Elige al menos 2 organizaciones para comparar",
  tooMany: "Puedes comparar como máximo 4 organizaciones a la vez",
  invalidId: "Un ID de organización de la lista no es válido",
};

const adminMessages: Spanish<typeof ADMIN_MESSAGES> = {
  paymentRequired: "Pago requerido: esta organización debe estar pagada antes de aprobarla.",
  listingNeedsPayment: "Pago requerido: esta organización debe estar pagada antes de aparecer en Explore.",
  editorNoteRequired: "Para aprobar hace falta una nota del editor",
  editorNoteShort: (missing) => `Faltan ${missing} caracteres`,
  editorNoteLong: (over) => `${over} caracteres por encima del límite`,
  reasonTooLong: "El motivo puede tener como máximo 1000 caracteres",
  actionInvalid: "Elige aprobar o rechazar",
  notRequested: "Solo se pueden rechazar organizaciones que pidieron la revisión de Explore",
  alreadyDecided: "Otra persona decidió esta solicitud mientras tanto. Recarga e inténtalo de nuevo.",
  editChangedMeanwhile: "Esta edición cambió o se retiró mientras tanto. Recarga para revisar la actual.",
  notExploreApproved: "Solo una organización aprobada para Explore tiene ediciones pendientes de revisión",
  approveFailed: "No se pudo aprobar la organización. Inténtalo de nuevo.",
  rejectFailed: "No se pudo rechazar la organización. Inténtalo de nuevo.",
  loadUsersFailed: "No se pudieron cargar los administradores",
  noAdminUsers: "No hay administradores",
  invalidJobName: "Nombre de tarea no válido",
  unknownJob: (name) => `Tarea desconocida: ${name}`,
  allOperational: "Todos los sistemas funcionan",
  jobsNeedAttention: (count) => `${count} ${Number(count) === 1 ? "tarea requiere" : "tareas requieren"} atención`,
  jobsLate: (count) =>
    `${count} ${Number(count) === 1 ? "tarea va con retraso: no se ejecutó" : "tareas van con retraso: no se ejecutaron"} a su hora`,
  jobsFirstRunAhead: (count) =>
    `Todos los sistemas funcionan; ${count} ${Number(count) === 1 ? "tarea tiene pendiente su" : "tareas tienen pendiente su"} primera ejecución`,
  systemStatusFailed: "No se pudo cargar el estado del sistema",
};

const cityMessages: Spanish<typeof CITY_MESSAGES> = {
  countryCodeRequired: "El código de país es obligatorio",
  countryCodeInvalid: "El código de país debe tener dos letras (p. ej., US)",
  cityNameRequired: "El nombre de la ciudad es obligatorio",
  cityNameTooLong: "El nombre de la ciudad puede tener como máximo 100 caracteres",
  slugRequired: "El identificador es obligatorio",
  slugInvalid: "El identificador solo admite minúsculas, cifras y guiones (como máximo 64 caracteres)",
  slugTaken: (slug) => `Ya existe una ciudad con el identificador "${slug}"`,
  thesisWordsFew: (words) => `${words} palabras: apunta a ${THESIS_WORDS_MIN}-${THESIS_WORDS_MAX}`,
  thesisWordsOver: (words, over) => `${words} palabras: ${over} por encima de la guía de ${THESIS_WORDS_MAX} palabras`,
  thesisRequired: "La tesis es obligatoria",
  thesisTooLong: "La tesis puede tener como máximo 3000 caracteres",
  plugInGuideRequired: "La guía para integrarse es obligatoria",
  plugInGuideTooLong: "La guía para integrarse puede tener como máximo 5000 caracteres",
  receiptInvalid: "Escribe una URL válida (p. ej., https://example.com/report)",
  tooManyReceipts: "Añade como máximo 20 recursos de apoyo",
  tooManyTopics: "Elige como máximo 12 temas",
  topicRepeated: "Cada tema se puede elegir una vez",
  unknownTopic: (id) => `Tema desconocido: ${id}`,
  curatorCreditTooLong: "El crédito del curador puede tener como máximo 200 caracteres",
  notFound: (id) => `No se encontró la ciudad con ID "${id}"`,
  deleteConfirm: "¿Seguro que quieres eliminar esta ciudad?",
  inUse: (count) =>
    `Esta ciudad no se puede eliminar: ${count} ${Number(count) === 1 ? "organización la tiene" : "organizaciones la tienen"} como ciudad principal. Muévelas a otra ciudad u oculta la ciudad.`,
  heroUploadFailed: "No se pudo subir la imagen de cabecera. Inténtalo de nuevo.",
  saveFailed: "No se pudo guardar la ciudad. Inténtalo de nuevo.",
  deleteFailed: "No se pudo eliminar la ciudad. Inténtalo de nuevo.",
  nothingToChange: "No hay nada que cambiar",
};

const analytics: Spanish<typeof ANALYTICS_MESSAGES> = {
  unknownMetric: "Métrica desconocida",
  valueOutOfRange: (metric, max) => `El valor de ${metric} debe estar entre 0 y ${max}`,
  invalidRoute: "La ruta debe ser un patrón de ruta como /explore/:citySlug",
  unknownEventType: (types) => `Tipo de evento desconocido: se esperaba uno de ${types.join(", ")}`,
  unknownLane: "Sección desconocida",
  bodyTooLarge: "El evento de analítica es demasiado grande",
  orgIdsRequired: "Indica al menos una organización",
  tooManyOrgIds: "El evento nombra demasiadas organizaciones",
  oneOrgId: "Este evento nombra exactamente una organización",
  invalidLabel: "Etiqueta no válida",
  invalidTopic: "Tema no válido",
  statsForbidden: "Solo quien creó la organización y los administradores pueden ver sus estadísticas",
};

const request: Spanish<typeof REQUEST_MESSAGES> = {
  failed: "La solicitud falló",
  notFound: "No encontrado",
  pageNotFound: "Página no encontrada",
  noRoute: (method, path) => `No hay ninguna ruta de la API para ${method} ${path}`,
  invalidCursor: "Cursor no válido",
  invalidCitySlug: "Identificador de ciudad no válido",
  invalidCountryCode: "Código de país no válido",
  invalidCheckoutSession: "Sesión de pago no válida",
  invalidLimit: "limit debe ser un número",
  limitNotWhole: "limit debe ser un número entero",
  limitTooSmall: "limit debe ser al menos 1",
  limitTooLarge: `limit puede ser como máximo ${MAX_PAGE_SIZE}`,
  tooManyFilterCategories: `Puedes filtrar por ${MAX_FILTER_CATEGORIES} categorías como máximo`,
  tooManyNiceToHaves: `Puedes ordenar por ${MAX_NICE_TO_HAVES} preferencias como máximo`,
  niceAlsoMust: (ids) => `Una categoría es imprescindible o deseable, no ambas: ${ids}`,
  rankedSearch: "Las preferencias ordenan la lista del directorio; no se pueden combinar con un texto de búsqueda",
  searchTooLong: `El texto de búsqueda puede tener como máximo ${SEARCH_MAX_LENGTH} caracteres`,
  userNotFound: "No se encontró el usuario",
  categoryNotOwned: (categoryId) => `La categoría "${categoryId}" no es una de las categorías de esta organización`,
  paymentsNotConfigured: "Los pagos no están configurados",
  signatureMissing: "Falta la firma de Stripe",
  signatureInvalid: "La firma de Stripe no es válida",
  idempotencyKeyInvalid: "Una Idempotency-Key tiene de 8 a 255 caracteres ASCII visibles, como un UUID",
  idempotencyKeyReused:
    "Esta Idempotency-Key ya se usó con otra solicitud. Envía una clave nueva con cada solicitud nueva.",
  idempotencyKeyBusy:
    "Una solicitud con esta Idempotency-Key aún se está procesando. Inténtalo de nuevo en un momento.",
  formSentWithOtherValues: "Este formulario ya se envió con otros valores. Recarga la página para enviarlo de nuevo.",
  formStillSending: "Este formulario aún se está enviando. Espera un momento y recarga la página.",
};

/** Every catalog in Spanish, keyed like contract/errors.ts's MESSAGE_CATALOGS. */
export const SPANISH_CATALOGS = {
  access,
  admin: adminMessages,
  analytics,
  auth,
  city: cityMessages,
  compare,
  domain,
  general,
  image,
  job,
  organization,
  payment,
  reference,
  request,
  savedSearch,
  newsletter,
};

/** A catalog message in the given language. */
export function translateMessageId(said: Message, locale: Locale): string {
  if (locale === "en") return englishMessage(said);
  return renderMessage(SPANISH_CATALOGS, said) ?? englishMessage(said);
}

/** What an error answer, a domain error or a field's problem says: its English words, and its id and values. */
export type ErrorSaying = Saying;

/** An error's message in the given language: by its id and values; one without an id keeps its English words. */
export function translateError(error: ErrorSaying, locale: Locale): string {
  return error.messageId ? translateMessageId({ id: error.messageId, params: error.params }, locale) : error.message;
}

/** The page's translator of errors and catalog messages (by id). */
export function useTranslateError(): (error: ErrorSaying | Message) => string {
  const locale = useLocale();
  return (error) => ("id" in error ? translateMessageId(error, locale) : translateError(error, locale));
}

/** A form's field problems in the given language, by their message ids. */
export function translateFieldIssues(issues: FieldIssues, locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, issue] of Object.entries(issues)) if (issue) errors[field] = translateError(issue, locale);
  return errors;
}
