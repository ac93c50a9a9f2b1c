export const FAQ_CATEGORIES = ["general", "submission", "organization", "pricing"] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** The FAQ's entries in order, each in its topic; their texts in every language are in app/i18n/pages/faq.ts. */
export const FAQS = [
  { id: "what-is-culture-directory", category: "general" },
  { id: "how-filtering-works", category: "general" },
  { id: "what-is-explore", category: "general" },
  { id: "anchors-and-emerging-teams", category: "general" },
  { id: "do-i-need-an-account", category: "general" },
  { id: "how-to-submit", category: "submission" },
  { id: "why-hidden-until-paid", category: "submission" },
  { id: "how-many-categories", category: "submission" },
  { id: "image-requirements", category: "submission" },
  { id: "edit-profile", category: "organization" },
  { id: "claim-explore-company", category: "organization" },
  { id: "join-explore", category: "organization" },
  { id: "monthly-and-annual-plans", category: "pricing" },
  { id: "payment-methods", category: "pricing" },
  { id: "guest-codes", category: "pricing" },
  { id: "cancel-plan", category: "pricing" },
] as const satisfies { id: string; category: FaqCategory }[];
