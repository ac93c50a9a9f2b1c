import { translateError, translateFieldIssues } from "~/i18n/server-messages";
import type { MessageId } from "../../../contract/errors";
import { type FieldErrors, parseForm } from "../../../contract/forms";
import type { Locale } from "../../../contract/locale";
import { updateOrganizationInput } from "../../../contract/organization";

/**
 * The edit form's fields as the updateOrganizationInput shape, shared by the browser (checks before sending) and the
 * action. Categories: the checked boxes (`pick`) decide which, the ordered list (`categoryOrder`) decides the order;
 * without JavaScript newly checked ones go after the listed ones.
 */
export const EXPLORE_ACTION = "exploreAction";

/** The edit form's intent (the page's action has this one form). */
export const SAVE_INTENT = "save";

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function orNull(value: string): string | null {
  return value.trim() ? value : null;
}

export function editFormInput(form: FormData) {
  const picked = form.getAll("pick").filter((value): value is string => typeof value === "string");
  const order = form.getAll("categoryOrder").filter((value): value is string => typeof value === "string");
  const categoryIds = [
    ...order.filter((id) => picked.includes(id)),
    ...picked.filter((id) => !order.includes(id)),
  ].filter((id, index, all) => all.indexOf(id) === index);
  const categoriesDetails: Record<string, string> = {};
  for (const id of categoryIds) {
    const detail = form.get(`details.${id}`);
    if (typeof detail === "string") categoriesDetails[id] = detail;
  }
  // A request button pressed without JavaScript submits its own value; with JavaScript the hidden field holds it.
  const enrollment = text(form, EXPLORE_ACTION) || text(form, "exploreEnrollmentStatus");
  const year = text(form, "foundedYear").trim();
  return {
    name: text(form, "name"),
    description: text(form, "description"),
    country: text(form, "country"),
    location: orNull(text(form, "location")),
    foundedYear: year ? year : null,
    entityType: text(form, "entityType") || undefined,
    websiteUrl: orNull(text(form, "websiteUrl")),
    linkedinUrl: orNull(text(form, "linkedinUrl")),
    twitterUrl: orNull(text(form, "twitterUrl")),
    blogUrl: orNull(text(form, "blogUrl")),
    categoryIds,
    categoriesDetails,
    primaryCity: text(form, "primaryCity"),
    hasLocalPresence: form.get("hasLocalPresence") === "on",
    localPresenceCriteria: text(form, "localPresenceCriteria"),
    ...(enrollment === "requested" || enrollment === "not_requested" ? { exploreEnrollmentStatus: enrollment } : {}),
  };
}

/**
 * A failed save: the first problem in the page's language (its message id, and its field when it has one) and every
 * field's first problem.
 */
export type EditFailure = { error: string; messageId?: MessageId; field?: string; fieldErrors?: FieldErrors };

/** The parsed input, or what is wrong with it; the browser runs it before sending and the action again. */
export function parseEditForm(form: FormData) {
  return parseForm(updateOrganizationInput, editFormInput(form));
}

/** The same failure as the action would answer it, in the page's language. */
export function editFailure(
  parsed: Extract<ReturnType<typeof parseEditForm>, { ok: false }>,
  locale: Locale,
): EditFailure {
  return {
    error: translateError(parsed.first, locale),
    ...(parsed.first.messageId ? { messageId: parsed.first.messageId } : {}),
    field: parsed.field,
    fieldErrors: translateFieldIssues(parsed.issues, locale),
  };
}
