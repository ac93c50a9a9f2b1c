import type { z } from "zod";
import type { Saying } from "./errors";
import { customIssue, issueSaying } from "./issues";

/** Every field's first problem, by field name, as the schema says it (English words, message id and values). */
export type FieldIssues = Partial<Record<string, Saying>>;

/** Every field's first problem, by field name, in the page's language: what a form shows. */
export type FieldErrors = Partial<Record<string, string>>;

export type FormParse<T> =
  | { ok: true; data: T }
  | { ok: false; issues: FieldIssues; first: Saying; field: string | undefined };

/**
 * Runs a form's schema and keeps what a form needs to show: the first problem of each field, and the first
 * problem overall (and its field when it has one).
 */
export function parseForm<Schema extends z.ZodType>(schema: Schema, values: unknown): FormParse<z.output<Schema>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issues: FieldIssues = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in issues)) issues[field] = issueSaying(issue);
  }
  const first = parsed.error.issues[0];
  const field = first?.path[0];
  return {
    ok: false,
    issues,
    first: issueSaying(first ?? customIssue({ id: "general.invalidRequest" })),
    field: typeof field === "string" ? field : undefined,
  };
}

/** The text of a form field; passwords are read untrimmed by the schemas themselves. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
