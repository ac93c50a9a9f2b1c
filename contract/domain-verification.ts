import { z } from "zod";
import { DOMAIN_METHODS } from "./enums";
import { says } from "./issues";
import { DOMAIN_MESSAGES } from "./messages";

export { DOMAIN_MESSAGES };

/** Verified profiles: the creator proves control of the organization's website domain. */

/** Where the file method looks, under the website's origin. */
export const VERIFICATION_FILE_PATH = "/.well-known/culture-directory-verification.txt";
/** The TXT record's value is this prefix and the organization's code. */
export const VERIFICATION_TXT_PREFIX = "culture-directory-verification=";
/** A successful check verifies the domain for this long; the hourly job's re-checks extend it. */
export const DOMAIN_VERIFICATION_DAYS = 365;
/** An outbound check (DNS or the website) gives up after this long. */
export const DOMAIN_CHECK_TIMEOUT_MS = 5000;
/** Emailed codes: how long one is good for, and how many wrong tries it takes. */
export const DOMAIN_CODE_MINUTES = 30;
export const DOMAIN_CODE_ATTEMPTS = 5;

export const domainCheckInput = z.object({ method: z.enum(["dns", "file"]) });

/**
 * The addresses a code may go to: the administrative mailboxes certificate authorities accept as proof of control of a
 * domain (CA/Browser Forum Baseline Requirements, 3.2.2.4.4). A provider does not hand these out to its users, so a
 * person with a mailbox at the domain cannot verify it as their organization's.
 */
export const ROLE_MAILBOXES = ["admin", "administrator", "hostmaster", "postmaster", "webmaster"] as const;

export const domainCodeRequest = z.object({
  /** The address's part before the @: the domain is the website's. */
  localPart: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
    z.enum(ROLE_MAILBOXES, says("domain.roleMailbox")),
  ),
});

export const domainCodeInput = z.object({
  code: z
    .string(says("domain.invalidCode"))
    .trim()
    .regex(/^\d{6}$/, says("domain.invalidCode")),
});

/** GET /api/organizations/:id/domain-verification: what to publish, and where the verification stands. */
export const domainVerificationDto = z.object({
  organizationId: z.string(),
  /** The website's domain (without www.), or null when the organization has no website. */
  domain: z.string().nullable(),
  /** The organization's code, and where to put it. */
  token: z.string().nullable(),
  txtValue: z.string().nullable(),
  fileUrl: z.string().nullable(),
  /** Whether the domain can take a TXT record and email (an IP address cannot). */
  named: z.boolean(),
  verified: z.object({ domain: z.string(), until: z.string(), method: z.enum(DOMAIN_METHODS).nullable() }).nullable(),
  /** The address the last code went to, while that code is good. */
  codeSentTo: z.string().nullable(),
  lastError: z.string().nullable(),
});

export type DomainVerificationDto = z.infer<typeof domainVerificationDto>;
