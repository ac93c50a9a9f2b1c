import { type UpdateOrganizationInput, updateOrganizationInput } from "../../../contract/organization";

/**
 * The edit form's fields as the updateOrganizationInput shape, shared by the browser (checks before sending) and the
 * action. Categories: the checked boxes (`pick`) decide which, the ordered list (`categoryOrder`) decides the order;
 * without JavaScript newly checked ones go after the listed ones.
 */
export const EXPLORE_ACTION = "exploreAction";

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

export type EditFailure = { error: string; field?: string };

/** Every field's first problem, by field name. */
export type FieldErrors = Record<string, string>;

/** The parsed input, or the first problem with the field it belongs to. */
export function parseEditForm(
  form: FormData,
): { ok: true; input: UpdateOrganizationInput } | { ok: false; failure: EditFailure; fieldErrors: FieldErrors } {
  const parsed = updateOrganizationInput.safeParse(editFormInput(form));
  if (parsed.success) return { ok: true, input: parsed.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  const issue = parsed.error.issues[0]!;
  const field = issue.path[0];
  return {
    ok: false,
    failure: { error: issue.message, ...(typeof field === "string" ? { field } : {}) },
    fieldErrors,
  };
}
