import { z } from "zod";
import type { MessageId } from "./errors";
import { customIssue, says } from "./issues";
import { DELETE_CONFIRMATION, DISPLAY_NAME_MAX, PASSWORD_MIN_LENGTH } from "./limits";
import { isPublicWebUrl } from "./public-web";
import { shortText } from "./text";

/** The account forms (docs/product/accounts.md), checked in the browser before posting and again by each action. */

const email = z
  .string()
  .trim()
  .min(1, says("auth.emailRequired"))
  // A shape check only; better-auth validates the address again.
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, says("auth.emailInvalid"));

/** Spaces count in a password: never trimmed. */
const newPassword = z.string().min(PASSWORD_MIN_LENGTH, says("auth.passwordTooShort"));

/** The confirmation field must repeat the new password. */
const matches =
  (field: string, id: MessageId = "auth.passwordsDoNotMatch") =>
  (input: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (input[field] !== input.confirmPassword) ctx.addIssue(customIssue({ id }, ["confirmPassword"]));
  };

export const loginInput = z.object({
  email,
  password: z.string().min(1, says("auth.passwordRequired")),
});

export const signupInput = z
  .object({
    email,
    name: shortText().max(DISPLAY_NAME_MAX).default(""),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .superRefine(matches("password"));

export const emailInput = z.object({ email });

export const resetPasswordInput = z
  .object({ newPassword, confirmPassword: z.string() })
  .superRefine(matches("newPassword"));

export const changePasswordInput = z
  .object({ currentPassword: z.string(), newPassword, confirmPassword: z.string() })
  .superRefine(matches("newPassword", "auth.newPasswordsDoNotMatch"));

/** The account deletion form and DELETE /api/users/me body. */
export const deleteAccountInput = z.object({
  confirm: z.literal(DELETE_CONFIRMATION, says("auth.deleteConfirm")),
  password: z.string().optional(),
});

export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

/**
 * Display name and photo. Empty removes the photo; https:// is added when no scheme is given; only a public website's
 * https address is shown (isPublicWebUrl: no IP address, port or local name).
 */
export const profileInput = z.object({
  name: shortText().max(DISPLAY_NAME_MAX, says("auth.displayNameTooLong")),
  image: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (!value) return null;
      const url = URL.parse(/^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`);
      if (url?.protocol === "https:" && isPublicWebUrl(url)) return url.href;
      ctx.addIssue(customIssue({ id: "auth.photoUrlInvalid" }));
      return z.NEVER;
    }),
});

/** better-auth's POST /api/auth/update-user, held to the profile form's rules; only these two fields pass through. */
export const updateUserInput = z.object({
  name: profileInput.shape.name.optional(),
  image: profileInput.shape.image.nullable().optional(),
});
