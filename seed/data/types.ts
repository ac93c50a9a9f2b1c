/** Shapes of the reference and demo data. The seed (seed/seed.ts) turns them into rows. */

export type CategoryGroupSeed = { id: string; name: string; emoji: string };

export type CategorySeed = {
  id: string; // snake_case, stable, e.g. "remote_first"
  name: string;
  emoji: string;
  description: string; // one line
  groupId: string;
};

export type CountrySeed = { code: string; name: string }; // ISO 3166-1 alpha-2; flag emoji is derived from the code

export type CitySeed = {
  slug: string;
  cityName: string;
  countryCode: string;
  thesis: string;
  plugInGuide: string;
  receipts: string[]; // urls
  topicIds: string[]; // category ids
  curatorCredit: string;
  isIndexable: boolean;
  rhythms: string[];
};

export type EntityType = "startup" | "accelerator" | "university" | "cowork" | "civic";

export type OrganizationSeed = {
  key: string; // stable kebab-case key, unique; the seed derives a stable id from it
  name: string;
  description: string; // 1-3 sentences
  countryCode: string;
  location: string; // "City, Region"
  foundedYear: number;
  entityType: EntityType;
  websiteUrl: string;
  linkedinUrl?: string;
  twitterUrl?: string;
  blogUrl?: string;
  /** 3-7 categories in display order, each with a 1-3 sentence detail text specific to this organization. */
  categories: { id: string; detail: string }[];
  /** Present for Explore companies. */
  explore?: {
    city: string; // city slug
    featured: boolean; // anchors are featured
    claimed: boolean; // claimed by the local owner account
    editorNote: string; // 300-600 characters
    exploreLinks: string[];
  };
  /** Paid listing (non-Explore organizations are only public when paid). */
  paid: boolean;
  /** Owned by the local owner account (owner@example.com). */
  ownedByDemoOwner?: boolean;
  /** Its website's domain is verified: the Verified badge, for a year from seeding. */
  verifiedDomain?: boolean;
};

/** A city guide's texts in another language; the rest of the guide (links, topics) is the same in every language. */
export type CityTranslationSeed = { thesis: string; plugInGuide: string; rhythms: string[] };

/** Reference data and city guides in Spanish, by id (groups, categories) and slug (cities). */
export type SpanishSeed = {
  categoryGroups: Record<string, string>;
  categories: Record<string, { name: string; description: string }>;
  cities: Record<string, CityTranslationSeed>;
};
