/** The intent of the login and signup pages' email form (the Google and GitHub buttons name their provider). */
export const SIGN_IN_EMAIL = "email";

/** The intent of the "send me a new verification email" button. */
export const RESEND_VERIFICATION = "resend-verification";

/** What the resend button's action answers: sent, or why not. */
export type ResendResult = { sent?: boolean; error?: string };
