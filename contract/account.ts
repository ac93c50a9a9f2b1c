import { z } from "zod";
import { DELETE_CONFIRMATION, DISPLAY_NAME_MAX, PASSWORD_MIN_LENGTH } from "./limits";
import { AUTH_MESSAGES } from "./messages";

/** The account forms (docs/product/accounts.md), checked in the browser before posting and again by each action. */

const email = z
  .string()
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  // A shape check only; better-auth validates the address again.
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, AUTH_MESSAGES.emailInvalid);

/** Spaces count in a password: never trimmed. */
const newPassword = z.string().min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort);

/** The confirmation field must repeat the new password. */
const matches =
  (field: string, message: string = AUTH_MESSAGES.passwordsDoNotMatch) =>
  (input: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (input[field] !== input.confirmPassword) ctx.addIssue({ code: "custom", message, path: ["confirmPassword"] });
  };

export const loginInput = z.object({
  email,
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired),
});

export const signupInput = z
  .object({
    email,
    name: z.string().trim().max(DISPLAY_NAME_MAX).default(""),
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
  .superRefine(matches("newPassword", AUTH_MESSAGES.newPasswordsDoNotMatch));

/** The account deletion form and DELETE /api/users/me body. */
export const deleteAccountInput = z.object({
  confirm: z.literal(DELETE_CONFIRMATION, { message: AUTH_MESSAGES.deleteConfirm }),
  password: z.string().optional(),
});

export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

/** Display name and photo. Empty removes the photo; https:// is added when no scheme is given; only https is shown. */
export const profileInput = z.object({
  name: z.string().trim().max(DISPLAY_NAME_MAX, `Display name must be at most ${DISPLAY_NAME_MAX} characters`),
  image: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (!value) return null;
      const url = URL.parse(/^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`);
      if (url?.protocol === "https:" && url.hostname.includes(".")) return url.href;
      ctx.addIssue({ code: "custom", message: AUTH_MESSAGES.photoUrlInvalid });
      return z.NEVER;
    }),
});

/** better-auth's POST /api/auth/update-user, held to the profile form's rules; only these two fields pass through. */
export const updateUserInput = z.object({
  name: profileInput.shape.name.optional(),
  image: profileInput.shape.image.nullable().optional(),
});
