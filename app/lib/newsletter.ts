/** The intent of the newsletter's sign-up form (the footer's and the newsletter page's). */
export const SUBSCRIBE = "subscribe";

/** What the newsletter's action answers: sent, or why not. */
export type NewsletterResult = { sent: true } | { error: string };
