/** Where every page that mentions support sends people (contact, privacy, FAQ answers). */
export const CONTACT_EMAIL = "hello@culture-directory.example";

export const FAQ_CATEGORIES = ["general", "submission", "organization", "pricing"] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export type Faq = {
  id: string;
  question: string;
  /** Plain text: the same string feeds the page and the FAQPage JSON-LD. */
  answer: string;
  category: FaqCategory;
};

export const FAQ_CATEGORY_LABELS: Record<FaqCategory, string> = {
  general: "General",
  submission: "Submitting an organization",
  organization: "Managing your organization",
  pricing: "Pricing and billing",
};

export const FAQS: Faq[] = [
  {
    id: "what-is-culture-directory",
    category: "general",
    question: "What is Culture Directory?",
    answer:
      "Culture Directory is a directory of startups and teams described by how they work: their work methods, culture, impact areas and approach. It is built for engineers who want to find a team that fits before they apply. Browsing is free and needs no account.",
  },
  {
    id: "how-filtering-works",
    category: "general",
    question: "How do the country and category filters work?",
    answer:
      "Pick a country to see only organizations based there, or All Countries to see everyone. Then select culture categories: an organization matches when it has every category you selected, so each extra category narrows the list. You can select up to 7 categories at a time, and the filters are kept in the page address so you can bookmark or share a search.",
  },
  {
    id: "what-is-explore",
    category: "general",
    question: "What is Explore?",
    answer:
      "Explore is a set of curated city guides. Each guide explains what a city's tech ecosystem is good at, how to plug in (meetups, coworks, communities), lists supporting resources and shows the local organizations our editors have reviewed, each with an editor's note. A city gets a public guide once there are enough reviewed teams to make it useful.",
  },
  {
    id: "anchors-and-emerging-teams",
    category: "general",
    question: "What is the difference between anchor organizations and emerging teams?",
    answer:
      "Both are Explore companies that our editors reviewed for a city. Anchor organizations are the ones we feature: established teams that shape the local ecosystem. Emerging teams are the city's other Explore companies, shown newest first. A city guide shows up to 8 of each.",
  },
  {
    id: "do-i-need-an-account",
    category: "general",
    question: "Do I need an account to browse?",
    answer:
      "No. Visitors are signed in automatically as a guest, which is enough to browse, filter and read every public profile and city guide. You only need a permanent account (email and password, Google or GitHub) to list or claim an organization.",
  },
  {
    id: "how-to-submit",
    category: "submission",
    question: "How do I add my organization?",
    answer:
      "Sign up with a permanent account and verify your email address (Google and GitHub sign-ins count as verified). Then choose Submit Organization, enter the name, country and description, and pick a plan. Your profile stays hidden from the directory until the plan is paid; after that you can complete it with categories, links and images.",
  },
  {
    id: "why-hidden-until-paid",
    category: "submission",
    question: "Why is my new profile not visible in the directory?",
    answer:
      "A new organization stays hidden until its plan is paid, and only you can see it in the meantime. Open it from My Organizations on your dashboard and pick a plan (or enter a guest code) to publish it. If you already paid and the profile is still hidden after a few minutes, contact us.",
  },
  {
    id: "how-many-categories",
    category: "submission",
    question: "How many categories can my profile have?",
    answer:
      "Up to 7. You choose their order, and each category can have its own detail text of up to 2000 characters and its own image, so you can show how your team actually practises it instead of just ticking a box.",
  },
  {
    id: "image-requirements",
    category: "submission",
    question: "Which images can I upload?",
    answer:
      "JPEG, PNG or WebP files up to 5MB each. The logo is shown square, the banner works best at 1280x360 pixels and category images are shown at 16:9.",
  },
  {
    id: "edit-profile",
    category: "organization",
    question: "How do I edit or delete my organization's profile?",
    answer:
      "Sign in, open your organization's page and choose Edit to change its details, categories and images, or Delete to remove it after a confirmation. Only the person who created the organization can edit or delete it.",
  },
  {
    id: "claim-explore-company",
    category: "organization",
    question: "My company is in an Explore city guide. How do I claim it?",
    answer:
      "Open the company's profile and choose Claim Profile (it shows while nobody has claimed the company yet). Sign in with a permanent, verified account, choose the Monthly or Annual plan and complete the payment. Once it is paid the profile is yours to edit, and the editor's review stays on it. If someone else already claimed it, contact us and we will sort it out.",
  },
  {
    id: "join-explore",
    category: "organization",
    question: "How can my organization join an Explore city guide?",
    answer:
      "Edit your paid profile, choose your primary Explore city, confirm that you have a local presence and add at least one piece of evidence (an office, a local team, community work), then request review. An editor reviews the request and, when it is approved, writes an editor's note for your profile. You can update your details and ask again if a request is not approved.",
  },
  {
    id: "monthly-and-annual-plans",
    category: "pricing",
    question: "How much does a listing cost?",
    answer:
      "Monthly costs $12 per month and Annual costs $100 per year (Save 16%, 2 months free). Both plans cover one organization profile with the same features; browsing the directory is always free.",
  },
  {
    id: "payment-methods",
    category: "pricing",
    question: "How do payments work?",
    answer:
      "Payments are handled by Stripe's secure checkout; card details go directly to Stripe and never reach our servers. Your plan renews automatically at the end of each month or year, and your subscriptions are listed on your dashboard.",
  },
  {
    id: "guest-codes",
    category: "pricing",
    question: "What is a guest code?",
    answer:
      "A guest code is an access code we give to partners, community programmes and events. Enter it on the plan selection page instead of paying and your organization is published without a card. Each code has a limited number of uses and may expire.",
  },
  {
    id: "cancel-plan",
    category: "pricing",
    question: "How do I cancel my plan?",
    answer: `Email ${CONTACT_EMAIL} from your account's email address and tell us which organization it is. The plan is cancelled at the end of the period you already paid for: you are not charged again, the profile stays listed until then, and afterwards it is hidden (not deleted), so you can publish it again later by choosing a plan.`,
  },
];
