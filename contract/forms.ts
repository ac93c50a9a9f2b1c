import type { z } from "zod";

/** Every field's first problem, by field name. */
export type FieldErrors = Partial<Record<string, string>>;

export type FormParse<T> =
  | { ok: true; data: T }
  | { ok: false; fieldErrors: FieldErrors; message: string; field: string | undefined };

/**
 * Runs a form's schema and keeps what a form needs to show: the first problem of each field, and the first
 * problem overall (its message, and its field when it has one).
 */
export function parseForm<Schema extends z.ZodType>(schema: Schema, values: unknown): FormParse<z.output<Schema>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  const first = parsed.error.issues[0];
  const field = first?.path[0];
  return {
    ok: false,
    fieldErrors,
    message: first?.message ?? "Invalid input",
    field: typeof field === "string" ? field : undefined,
  };
}

/** The text of a form field; passwords are read untrimmed by the schemas themselves. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
