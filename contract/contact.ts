/** Where every page that mentions support sends people (contact, privacy, FAQ answers). */
export const CONTACT_EMAIL = "hello@culture-directory.example";
