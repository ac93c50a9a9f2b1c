/**
 * The account forms' rules (SPEC.md §5), run in the browser before posting and again by each action, so a form
 * gives the same messages with or without JavaScript.
 */

// better-auth enforces the same minimum (worker/auth.ts); it is repeated here because importing the auth config
// would pull better-auth into the browser bundle.
const PASSWORD_MIN_LENGTH = 6;

const VALIDATION_MESSAGES = {
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address.",
  passwordRequired: "Please enter your password.",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordsDoNotMatch: "Passwords do not match",
} as const;

export type FieldErrors = Partial<Record<string, string>>;

/** The text of a form field, trimmed unless it is a password (spaces count there). */
export function formText(form: FormData, name: string, { trim = true } = {}): string {
  const value = form.get(name);
  if (typeof value !== "string") return "";
  return trim ? value.trim() : value;
}

function emailError(email: string): string | undefined {
  if (!email) return VALIDATION_MESSAGES.emailRequired;
  // A shape check only; better-auth validates the address again.
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return VALIDATION_MESSAGES.emailInvalid;
  return undefined;
}

function newPasswordErrors(form: FormData, passwordField: string): FieldErrors {
  const password = formText(form, passwordField, { trim: false });
  const confirmation = formText(form, "confirmPassword", { trim: false });
  const errors: FieldErrors = {};
  if (password.length < PASSWORD_MIN_LENGTH) errors[passwordField] = VALIDATION_MESSAGES.passwordTooShort;
  if (password !== confirmation) errors.confirmPassword = VALIDATION_MESSAGES.passwordsDoNotMatch;
  return errors;
}

function orNull(errors: FieldErrors): FieldErrors | null {
  return Object.values(errors).some(Boolean) ? errors : null;
}

export function validateLogin(form: FormData): FieldErrors | null {
  return orNull({
    email: emailError(formText(form, "email")),
    password: formText(form, "password", { trim: false }) ? undefined : VALIDATION_MESSAGES.passwordRequired,
  });
}

export function validateSignup(form: FormData): FieldErrors | null {
  return orNull({ email: emailError(formText(form, "email")), ...newPasswordErrors(form, "password") });
}

export function validateEmailOnly(form: FormData): FieldErrors | null {
  return orNull({ email: emailError(formText(form, "email")) });
}

export function validateNewPassword(form: FormData): FieldErrors | null {
  return orNull(newPasswordErrors(form, "newPassword"));
}
