import {
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
} from "./messages";

/**
 * What an error answer says, for programs and for people. `code` is what went wrong, for a client to act on (a few
 * are shared by several messages: PAYMENT_REQUIRED, BAD_REQUEST). `messageId` names the message a person reads, one
 * of the catalogs below, and `params` fill it in: pages translate by these two and never by the English text, which
 * stays in `message` for API clients.
 */
export const ERROR_CODES = [
  // One per kind of domain error, when nothing more precise is given.
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "GONE",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "TOO_MANY_REQUESTS",
  "SERVICE_UNAVAILABLE",
  "UPSTREAM_ERROR",
  // Access.
  "SIGNED_OUT",
  "GUEST",
  "UNVERIFIED",
  "NOT_ADMIN",
  "FORBIDDEN_ORIGIN",
  "REAUTHENTICATION_REQUIRED",
  "INVALID_PASSWORD",
  "RATE_LIMITED",
  // Payments and claims.
  "PAYMENT_REQUIRED",
  "ALREADY_PAID",
  "ALREADY_CLAIMED",
  "PAYMENT_IN_PROGRESS",
  "PAYMENT_PROVIDER_ERROR",
  "PAYMENTS_NOT_CONFIGURED",
  // Editors' work and saved searches.
  "SLUG_TAKEN",
  "CITY_IN_USE",
  "NOT_REQUESTED",
  "CHANGED_MEANWHILE",
  "DUPLICATE_SAVED_SEARCH",
  "TOO_MANY_SAVED_SEARCHES",
  // The job board.
  "TOO_MANY_OPEN_ROLES",
  // A creating request repeated with its Idempotency-Key: with another request, or while the first is processed.
  "IDEMPOTENCY_KEY_REUSED",
  "REQUEST_IN_PROGRESS",
  // Answers given before or outside the domain: a body over its limit, a request the framework refused, a bug.
  "BODY_TOO_LARGE",
  "HTTP_ERROR",
  "INTERNAL_ERROR",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The English catalogs by namespace; a message's id is `namespace.key`. */
export const MESSAGE_CATALOGS = {
  access: ACCESS_MESSAGES,
  admin: ADMIN_MESSAGES,
  analytics: ANALYTICS_MESSAGES,
  auth: AUTH_MESSAGES,
  city: CITY_MESSAGES,
  compare: COMPARE_MESSAGES,
  domain: DOMAIN_MESSAGES,
  general: GENERAL_MESSAGES,
  image: IMAGE_MESSAGES,
  job: JOB_MESSAGES,
  newsletter: NEWSLETTER_MESSAGES,
  organization: ORGANIZATION_MESSAGES,
  payment: PAYMENT_MESSAGES,
  reference: REFERENCE_MESSAGES,
  request: REQUEST_MESSAGES,
  savedSearch: SAVED_SEARCH_MESSAGES,
} as const;

type Catalogs = typeof MESSAGE_CATALOGS;
type Namespace = keyof Catalogs;

export type MessageId = { [N in Namespace]: `${N}.${Extract<keyof Catalogs[N], string>}` }[Namespace];

type MessageOf<Id extends MessageId> = Id extends `${infer N extends Namespace}.${infer K}`
  ? K extends keyof Catalogs[N]
    ? Catalogs[N][K]
    : never
  : never;

/** The ids of messages that take values. */
type ParameterizedId = {
  [Id in MessageId]: MessageOf<Id> extends (...args: never[]) => string ? Id : never;
}[MessageId];

export type MessageParam = string | number | string[];
export type MessageParams = Record<string, MessageParam>;

/**
 * The names of each message's values, in the order its function takes them: an error carries them by name
 * (`{ id: "city.notFound", params: { id: "lisbon" } }`), so a client can use them without knowing the order.
 */
export const MESSAGE_PARAMS = {
  "admin.editorNoteShort": ["missing"],
  "admin.editorNoteLong": ["over"],
  "admin.unknownJob": ["name"],
  "admin.jobsNeedAttention": ["count"],
  "admin.jobsLate": ["count"],
  "admin.jobsFirstRunAhead": ["count"],
  "analytics.valueOutOfRange": ["metric", "max"],
  "analytics.unknownEventType": ["types"],
  "city.thesisWordsFew": ["words"],
  "city.thesisWordsOver": ["words", "over"],
  "city.slugTaken": ["slug"],
  "city.unknownTopic": ["id"],
  "city.notFound": ["id"],
  "city.inUse": ["count"],
  "domain.sharedDomain": ["domain"],
  "domain.txtNotFound": ["domain"],
  "domain.fileMissing": ["url"],
  "domain.fileUnreachable": ["url"],
  "auth.providerSignInFailed": ["provider"],
  "auth.providerNotConfigured": ["provider"],
  "general.tooManyRequests": ["minutes"],
  "image.uploadFailed": ["noun"],
  "image.deleteFailed": ["noun"],
  "image.uploaded": ["title"],
  "image.deleted": ["title"],
  "job.hidden": ["reason"],
  "organization.notFound": ["id"],
  "organization.unknownCategories": ["ids"],
  "organization.exploreRequestMissing": ["parts"],
  "organization.invalidUrl": ["example"],
  "reference.cityNotFound": ["slug"],
  "request.noRoute": ["method", "path"],
  "request.categoryNotOwned": ["categoryId"],
  "request.niceAlsoMust": ["ids"],
} as const satisfies Record<ParameterizedId, readonly string[]>;

/** Every message id, in catalog order. */
export const MESSAGE_IDS: readonly MessageId[] = Object.entries(MESSAGE_CATALOGS).flatMap(([namespace, catalog]) =>
  Object.keys(catalog).map((key) => `${namespace}.${key}` as MessageId),
);

const KNOWN_IDS = new Set<string>(MESSAGE_IDS);
export const isMessageId = (value: unknown): value is MessageId => typeof value === "string" && KNOWN_IDS.has(value);

/** A message to show, by id, with its values by name. */
export type Message = { id: MessageId; params?: MessageParams };

/**
 * What an error answer, a domain error or a field's problem says: its English words, and its message's id and values
 * when a catalog has it (a page shows it by these; the words are for API readers and for what no catalog has).
 */
export type Saying = { message: string; messageId?: MessageId; params?: MessageParams };

/** The arguments of a message's function, taken from its named values (missing ones are empty). */
export function messageArguments(id: MessageId, params: MessageParams | undefined): MessageParam[] {
  const names: readonly string[] = (MESSAGE_PARAMS as Partial<Record<MessageId, readonly string[]>>)[id] ?? [];
  return names.map((name) => params?.[name] ?? "");
}

type AnyCatalog = Record<string, string | ((...args: never[]) => string)>;

/**
 * A message in a catalog keyed like the English ones (the English catalogs themselves, or a translation of them):
 * the text, or the function called with the message's values.
 */
export function renderMessage(catalogs: { [N in Namespace]: AnyCatalog }, message: Message): string | undefined {
  const dot = message.id.indexOf(".");
  const entry = catalogs[message.id.slice(0, dot) as Namespace]?.[message.id.slice(dot + 1)];
  if (typeof entry === "string") return entry;
  if (typeof entry === "function") {
    return (entry as (...args: MessageParam[]) => string)(...messageArguments(message.id, message.params));
  }
  return undefined;
}

/** The English text of a message. */
export function englishMessage(message: Message): string {
  return renderMessage(MESSAGE_CATALOGS, message) ?? message.id;
}

export type ArgumentsOf<Id extends MessageId> = MessageOf<Id> extends (...args: infer Args) => string ? Args : [];

/**
 * A message by id, with the arguments its English function takes (none for a plain text), so that a call reads like
 * the catalog's: `message("city.notFound", id)`. The values are kept by name.
 */
export function message<Id extends MessageId>(id: Id, ...args: ArgumentsOf<Id>): Message {
  const names: readonly string[] = (MESSAGE_PARAMS as Partial<Record<MessageId, readonly string[]>>)[id] ?? [];
  if (names.length === 0) return { id };
  const params: MessageParams = {};
  names.forEach((name, index) => {
    params[name] = args[index] as MessageParam;
  });
  return { id, params };
}
