/** The newsletter's double opt-in and unsubscribe links. */
export const NEWSLETTER_MESSAGES = {
  emailInvalid: "Enter a valid email address",
  invalidLink: "This newsletter link is not valid. Open the link from your latest email, or subscribe again.",
  expiredLink: "This confirmation link has expired. Subscribe again to get a new one.",
  changeFailed: "Unable to change your newsletter subscription. Please try again.",
} as const;
