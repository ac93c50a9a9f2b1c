import { type DescriptionBlock, descriptionBlocks, type EmploymentType } from "../../../contract/job-board";
import type { JobPosting } from "../../db/schema";
import { escapeHtml } from "../../platform/email";

/**
 * A role as schema.org's JobPosting, for search engines' job listings: every property they require (title,
 * description, datePosted, hiringOrganization, jobLocation or jobLocationType with applicantLocationRequirements) and
 * the recommended ones (validThrough, employmentType, baseSalary, identifier, directApply).
 */

const EMPLOYMENT: Record<EmploymentType, string> = {
  full_time: "FULL_TIME",
  part_time: "PART_TIME",
  contract: "CONTRACTOR",
  temporary: "TEMPORARY",
  internship: "INTERN",
};

/** The description as the HTML JobPosting asks for: paragraphs and lists, every text escaped. */
export function descriptionHtml(blocks: DescriptionBlock[]): string {
  return blocks
    .map((block) =>
      block.kind === "paragraph"
        ? `<p>${escapeHtml(block.text).replaceAll("\n", "<br>")}</p>`
        : `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`,
    )
    .join("");
}

export type HiringOrganization = { id: string; name: string; websiteUrl: string | null; logoUrl: string | null };

export function jobPostingLd(posting: JobPosting, organization: HiringOrganization, origin: string) {
  const place = (country: string, city?: string | null) => ({
    "@type": "Place",
    address: { "@type": "PostalAddress", addressCountry: country, ...(city ? { addressLocality: city } : {}) },
  });
  const remote = posting.workplace === "remote";
  return {
    "@type": "JobPosting",
    title: posting.title,
    description: descriptionHtml(descriptionBlocks(posting.description)),
    identifier: { "@type": "PropertyValue", name: organization.name, value: posting.id },
    datePosted: posting.postedAt.toISOString(),
    validThrough: posting.expiresAt.toISOString(),
    employmentType: EMPLOYMENT[posting.employmentType],
    hiringOrganization: {
      "@type": "Organization",
      name: organization.name,
      sameAs: organization.websiteUrl ?? `${origin}/organizations/${organization.id}`,
      ...(organization.logoUrl ? { logo: new URL(organization.logoUrl, origin).href } : {}),
    },
    ...(posting.locationCountry ? { jobLocation: place(posting.locationCountry, posting.locationCity) } : {}),
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements:
            posting.remoteCountries.length > 0
              ? posting.remoteCountries.map((country) => ({ "@type": "Country", name: country }))
              : { "@type": "AdministrativeArea", name: "Anywhere" },
        }
      : {}),
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: posting.salaryCurrency,
      value: {
        "@type": "QuantitativeValue",
        minValue: posting.salaryMin,
        maxValue: posting.salaryMax,
        unitText: posting.salaryPeriod.toUpperCase(),
      },
    },
    directApply: false,
    url: `${origin}/jobs/${posting.id}`,
  };
}
