import {
  CITY_NAME_MAX,
  CITY_RECEIPTS_MAX,
  CITY_SLUG_MAX,
  CITY_TOPICS_MAX,
  CURATOR_CREDIT_MAX,
  PLUG_IN_GUIDE_MAX,
  THESIS_MAX,
} from "../limits";

export const CITY_MESSAGES = {
  countryCodeRequired: "Country code is required",
  countryCodeInvalid: "Country code must be two letters (e.g., US)",
  cityNameRequired: "City name is required",
  cityNameTooLong: `City name must be at most ${CITY_NAME_MAX} characters`,
  slugRequired: "Slug is required",
  slugInvalid: `Slug may contain only lowercase letters, digits and hyphens (at most ${CITY_SLUG_MAX} characters)`,
  slugTaken: (slug: string) => `A city with the slug "${slug}" already exists`,
  thesisRequired: "Thesis is required",
  thesisTooLong: `Thesis must be at most ${THESIS_MAX} characters`,
  plugInGuideRequired: "Plug-in guide is required",
  plugInGuideTooLong: `Plug-in guide must be at most ${PLUG_IN_GUIDE_MAX} characters`,
  receiptInvalid: "Please enter a valid URL (e.g., https://example.com/report)",
  tooManyReceipts: `Add at most ${CITY_RECEIPTS_MAX} supporting resources`,
  tooManyTopics: `Choose at most ${CITY_TOPICS_MAX} topics`,
  topicRepeated: "Each topic can be chosen once",
  unknownTopic: (id: string) => `Unknown topic: ${id}`,
  curatorCreditTooLong: `Curator credit must be at most ${CURATOR_CREDIT_MAX} characters`,
  notFound: (id: string) => `City with ID "${id}" not found`,
  deleteConfirm: "Are you sure you want to delete this city?",
  /** Refusing to delete a city organizations still name as their primary city (docs/decisions/0013). */
  inUse: (count: number) =>
    `This city can't be deleted: ${count} ${count === 1 ? "organization names" : "organizations name"} it as their primary city. Move them to another city first, or hide the city instead.`,
  heroUploadFailed: "Failed to upload hero image. Please try again.",
  saveFailed: "Failed to save city. Please try again.",
  deleteFailed: "Failed to delete city. Please try again.",
  nothingToChange: "Nothing to change",
} as const;
