import { describe, expect, it } from "vitest";
import { z } from "zod";
import { translateError, translateFieldIssues } from "../../../app/i18n/server-messages";
import { loginInput, signupInput } from "../../../contract/account";
import { englishMessage, isMessageId } from "../../../contract/errors";
import { parseForm } from "../../../contract/forms";
import { updateOrganizationInput } from "../../../contract/organization";

// The contract's modules and the pages' sources, read through Vite's glob import (the workerd pool has no file system).
const contractModules = import.meta.glob<Record<string, unknown>>("../../../contract/**/*.ts", { eager: true });
const contractSources = import.meta.glob<string>("../../../contract/**/*.ts", {
  query: "?raw",
  import: "default",
  eager: true,
});
const appSources = import.meta.glob<string>("../../../app/**/*.{ts,tsx}", {
  query: "?raw",
  import: "default",
  eager: true,
});

const relative = (key: string) => key.replace(/^\.\.\/\.\.\/\.\.\//, "");

/** Inputs that break most schemas: nothing, wrong types, empty texts, texts over any limit. */
function badInputs(schema: z.ZodType): unknown[] {
  const long = "x".repeat(20_000);
  const inputs: unknown[] = [undefined, {}, "", 12.5, long, [long]];
  if (schema instanceof z.ZodObject) {
    const keys = Object.keys(schema.shape);
    for (const value of ["", 12.5, long, "-", [long], Array.from({ length: 50 }, (_, index) => `x${index}`)]) {
      inputs.push(Object.fromEntries(keys.map((key) => [key, value])));
    }
  }
  return inputs;
}

/** Whether a message is zod's own words for the issue (a field the forms never let go wrong), not the contract's. */
function isZodDefault(issue: z.core.$ZodIssue): boolean {
  const own = z.locales.en().localeError(issue as never);
  const text = typeof own === "string" ? own : own?.message;
  return issue.message === text || /^Invalid input(: expected \w+, received \w+)?$/.test(issue.message);
}

describe("field messages by id (contract/issues.ts)", () => {
  it("every message a contract schema raises names a catalog message, or is zod's own", () => {
    const unnamed = new Set<string>();
    let named = 0;
    for (const [key, module] of Object.entries(contractModules)) {
      for (const [name, schema] of Object.entries(module)) {
        if (!(schema instanceof z.ZodType)) continue;
        for (const input of badInputs(schema)) {
          const parsed = schema.safeParse(input);
          for (const issue of parsed.error?.issues ?? []) {
            const messageId = (issue as { params?: { messageId?: unknown } }).params?.messageId;
            if (isMessageId(messageId)) {
              named += 1;
              const { messageId: _, ...params } = (issue as unknown as { params: Record<string, never> }).params;
              expect(issue.message, `${relative(key)} ${name}`).toBe(englishMessage({ id: messageId, params }));
            } else if (!isZodDefault(issue)) unnamed.add(`${relative(key)} ${name}: ${issue.message}`);
          }
        }
      }
    }
    expect([...unnamed]).toEqual([]);
    expect(named).toBeGreaterThan(50);
  });

  it("no schema spells its message as a text: each says a catalog message by id", () => {
    const offenders: string[] = [];
    for (const [key, text] of Object.entries(contractSources)) {
      const file = relative(key);
      if (file.startsWith("contract/messages/") || file === "contract/errors.ts" || file === "contract/issues.ts")
        continue;
      text.split("\n").forEach((line, index) => {
        const spelled =
          /\b(message|error):\s*["'`]/.test(line) ||
          /\.(min|max|length|regex|int|refine|file|mime|email|url|nonempty|positive)\([^()]*,\s*["'`]/.test(line) ||
          /\b[A-Z_]+_MESSAGES\.\w+/.test(line);
        if (spelled && !/^\s*(\*|\/\/)/.test(line)) offenders.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it("a form's field problems reach the page in its language by id, the API keeps the English", () => {
    const login = parseForm(loginInput, { email: "", password: "" });
    expect(login.ok).toBe(false);
    if (login.ok) return;
    expect(login.issues.email).toEqual({
      message: "Please enter your email address.",
      messageId: "auth.emailRequired",
    });
    expect(translateFieldIssues(login.issues, "es")).toEqual({
      email: "Escribe tu dirección de correo.",
      password: "Escribe tu contraseña.",
    });

    const signup = parseForm(signupInput, { email: "a@b.co", password: "secret-1", confirmPassword: "other" });
    expect(!signup.ok && translateError(signup.first, "es")).toBe("Las contraseñas no coinciden");

    const website = parseForm(updateOrganizationInput, {
      name: "Acme",
      description: "Acme.",
      country: "FR",
      categoryIds: ["remote_first"],
      blogUrl: "exa mple",
    });
    expect(!website.ok && website.issues.blogUrl).toEqual({
      message: "Please enter a valid URL (e.g., https://example.com/blog)",
      messageId: "organization.invalidUrl",
      params: { example: "https://example.com/blog" },
    });
    expect(!website.ok && translateFieldIssues(website.issues, "es").blogUrl).toBe(
      "Escribe una URL válida (p. ej., https://example.com/blog)",
    );
  });

  it("the pages translate by id only: no lookup of a message by its English words", async () => {
    const translators = await import("../../../app/i18n/server-messages");
    expect(Object.keys(translators).sort()).toEqual([
      "SPANISH_CATALOGS",
      "translateError",
      "translateFieldIssues",
      "translateMessageId",
      "useTranslateError",
    ]);
    const offenders: string[] = [];
    for (const [key, text] of Object.entries(appSources)) {
      // A translator called with a catalog's English text, or a table keyed by English words.
      if (/translate\w*\(\s*[A-Z_]+_MESSAGES\./.test(text) || /useTranslateMessage|\btranslateMessage\(/.test(text)) {
        offenders.push(relative(key));
      }
    }
    expect(offenders).toEqual([]);
  });
});
