/** The intent of the newsletter's sign-up form (the footer's and the newsletter page's). */
export const SUBSCRIBE = "subscribe";

/** What the newsletter's action answers: what to tell the person, in the page's language, or why not. */
export type NewsletterResult = { sent: string } | { error: string };
