import { z } from "zod";
import { says } from "./issues";
import { LOCALES } from "./locale";
import { NEWSLETTER_MESSAGES } from "./messages";

export { NEWSLETTER_MESSAGES };

/** POST /api/newsletter, and the footer's form: an address and the page's language (its emails are written in it). */
export const newsletterInput = z.object({
  email: z
    .string(says("newsletter.emailInvalid"))
    .trim()
    .toLowerCase()
    .max(254, says("newsletter.emailInvalid"))
    .pipe(z.email(says("newsletter.emailInvalid"))),
  locale: z.enum(LOCALES).default("en"),
});

export type NewsletterInput = z.output<typeof newsletterInput>;

/** The newsletter as a signed-in person's dashboard shows it: their address's subscription, if any. */
export type AccountNewsletter = {
  status: "none" | "pending" | "confirmed" | "unsubscribed";
  locale: (typeof LOCALES)[number] | null;
};

/** The signed token of a newsletter link (confirm or unsubscribe). */
export const newsletterTokenQuery = z.object({
  token: z.string(says("newsletter.invalidLink")).min(1, says("newsletter.invalidLink")).max(256),
});

/**
 * What a subscription request answers, whether or not the address was already subscribed: a confirmation email is on
 * its way unless it is.
 */
export const newsletterRequestedDto = z.object({ requested: z.literal(true) });
export const newsletterConfirmedDto = z.object({ confirmed: z.literal(true) });
export const newsletterUnsubscribedDto = z.object({ unsubscribed: z.literal(true) });
