/** The intent of the "send me a new verification email" button. */
export const RESEND_VERIFICATION = "resend-verification";

/** What the resend button's action answers: sent, or why not. */
export type ResendResult = { sent?: boolean; error?: string };
