import type { Viewer } from "../../../contract/dto";
import { type ErrorCode, type Message, message } from "../../../contract/errors";
import { sitePath } from "../../../contract/site-path";
import type { Organization } from "../../db/schema";
import { conflict, forbidden, invalid, notFound, unauthenticated } from "../../platform/errors";

/**
 * Who may do what, in one place. The API and the pages ask the same functions: `can*` answers,
 * `require*` throws the domain error with the product's words. The UI only mirrors these answers.
 */

export type { Viewer };

type SessionUser = {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  role?: string | null;
  isAnonymous?: boolean | null;
  emailVerified: boolean;
};

/**
 * The admin role counts only on a verified, permanent account (docs/decisions/0013): a stored `admin` on an
 * unverified or guest account (an ADMIN_EMAILS address nobody has proven yet) reads as `user` everywhere.
 */
export function effectiveRole(user: {
  role?: string | null;
  emailVerified: boolean;
  isAnonymous?: boolean | null;
}): Viewer["role"] {
  return holdsAdminRole(user) && user.emailVerified && !user.isAnonymous ? "admin" : "user";
}

/**
 * The stored role, as the account's own record says it, before the checks of `effectiveRole`: the dashboard's admin
 * link reads it from the freshly loaded profile of a page that already requires a verified, permanent account.
 */
export function holdsAdminRole(account: { role?: string | null }): boolean {
  return account.role === "admin";
}

/**
 * Whether an account is due the admin role for being listed in ADMIN_EMAILS: only once its owner has proven the
 * address, never for a guest, and not again for an account that already has it.
 */
export function isDueConfiguredAdmin(
  account: { email: string; emailVerified: boolean; role?: string | null; isAnonymous?: boolean | null },
  adminEmails: readonly string[],
): boolean {
  if (!account.emailVerified || account.isAnonymous || holdsAdminRole(account)) return false;
  return adminEmails.includes(account.email.toLowerCase());
}

export function toViewer(user: SessionUser): Viewer {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    image: user.image ?? null,
    role: effectiveRole(user),
    isAnonymous: Boolean(user.isAnonymous),
    emailVerified: user.emailVerified,
  };
}

// ---------------------------------------------------------------------------
// Access to pages and API routes
// ---------------------------------------------------------------------------

/** The access rules, from weakest to strongest. */
export type Access = "signed-in" | "permanent" | "verified" | "admin";

export type Denial = "signed-out" | "guest" | "unverified" | "not-admin";

/**
 * Whether someone meets a rule; null when they do. Google and GitHub sign-ins arrive verified (their accounts are
 * created with emailVerified set), so the verified rule only needs the flag.
 */
export function checkAccess(viewer: Viewer | null, access: Access): Denial | null {
  if (!viewer) return "signed-out";
  if (access === "signed-in") return null;
  if (viewer.isAnonymous) return "guest";
  if (access === "admin") return isAdmin(viewer) ? null : "not-admin";
  if (access === "verified" && !viewer.emailVerified) return "unverified";
  return null;
}

const DENIALS: Record<Denial, { said: Message; code: ErrorCode }> = {
  "signed-out": { said: message("access.signedOut"), code: "SIGNED_OUT" },
  guest: { said: message("access.guest"), code: "GUEST" },
  unverified: { said: message("access.unverified"), code: "UNVERIFIED" },
  "not-admin": { said: message("access.notAdmin"), code: "NOT_ADMIN" },
};

/** The viewer, when they meet the rule; otherwise 401 (signed out) or 403 with its message. */
export function requireAccess(viewer: Viewer | null, access: Access): Viewer {
  const denial = checkAccess(viewer, access);
  if (!denial) return viewer!;
  const { said, code } = DENIALS[denial];
  throw denial === "signed-out" ? unauthenticated(said, code) : forbidden(said, code);
}

export const isAdmin = (viewer: Viewer | null): boolean => viewer !== null && effectiveRole(viewer) === "admin";

// ---------------------------------------------------------------------------
// Organizations
// ---------------------------------------------------------------------------

/** The company is already this person's: they claimed it, or they created it. */
export function holdsOrganization(
  org: Pick<Organization, "createdBy" | "claimedByUserId">,
  viewer: Viewer | null,
): boolean {
  return viewer !== null && (org.claimedByUserId === viewer.id || org.createdBy === viewer.id);
}

/** The creator (createdBy equals the person's id) owns the organization. */
export function isCreator(org: Pick<Organization, "createdBy">, viewer: Viewer | null): boolean {
  return viewer !== null && org.createdBy === viewer.id;
}

/** Listed organizations are public; an unpaid one is visible only to its creator and admins. */
export function canSeeOrganization(org: Pick<Organization, "createdBy" | "isListed">, viewer: Viewer | null): boolean {
  return org.isListed || isCreator(org, viewer) || isAdmin(viewer);
}

/**
 * The organization, when this viewer may see it; otherwise 404, exactly as for an id that does not exist. Every
 * request about one organization asks this first, so that a refusal (403) is only ever given about an organization
 * the caller could see anyway: a hidden one's existence is not told by a different answer.
 */
export function requireVisibleOrganization<Org extends Pick<Organization, "createdBy" | "isListed">>(
  org: Org | undefined,
  id: string,
  viewer: Viewer | null,
): Org {
  if (!org || !canSeeOrganization(org, viewer)) throw notFound(message("organization.notFound", id));
  return org;
}

/** Only the creator edits, deletes and uploads; admins change flags only. */
export function canEditOrganization(org: Pick<Organization, "createdBy">, viewer: Viewer | null): boolean {
  return isCreator(org, viewer);
}

export function requireEditor(org: Pick<Organization, "createdBy">, viewer: Viewer | null): void {
  if (!canEditOrganization(org, viewer)) throw forbidden(message("organization.editForbidden"));
}

/** An unpaid organization shows a payment gate instead of the form; the API holds the same line. */
export function requirePaid(org: Pick<Organization, "paymentStatus">): void {
  if (org.paymentStatus !== "paid") throw forbidden(message("organization.paymentRequired"), "PAYMENT_REQUIRED");
}

/** Roles are posted, edited, closed and renewed by the organization's creator, while it is paid. */
export function requirePoster(org: Pick<Organization, "createdBy" | "paymentStatus">, viewer: Viewer | null): void {
  if (!isCreator(org, viewer)) throw forbidden(message("organization.editForbidden"));
  if (org.paymentStatus !== "paid") throw forbidden(message("job.paymentRequired"), "PAYMENT_REQUIRED");
}

/** The creator picks a plan or uses a guest code, once: a paid organization is not paid for again. */
export function requirePayer(org: Pick<Organization, "createdBy" | "paymentStatus">, viewer: Viewer | null): void {
  requireEditor(org, viewer);
  if (org.paymentStatus === "paid") throw conflict(message("payment.alreadyPaid"), "ALREADY_PAID");
}

/**
 * A company someone claimed: a curated Explore company, the editors' record whoever pays for it. Told by the claim
 * itself, not by the Explore flag (which editors may change), so its claimer can only ever give it up, never delete it.
 */
export function isClaimedCompany(org: Pick<Organization, "claimedByUserId">): boolean {
  return org.claimedByUserId !== null;
}

/**
 * Only a curated Explore company that no person created or claimed can be claimed: an organization somebody created
 * is theirs, and nobody else's payment can take it from them (an admin marking it Explore changes nothing).
 */
export function isClaimable(org: Pick<Organization, "createdBy" | "claimedByUserId" | "isExploreCompany">): boolean {
  return org.isExploreCompany && org.claimedByUserId === null && org.createdBy === null;
}

export function requireClaimable(org: Pick<Organization, "createdBy" | "claimedByUserId" | "isExploreCompany">): void {
  if (!org.isExploreCompany) throw invalid(message("payment.onlyExploreClaimable"));
  if (!isClaimable(org)) throw conflict(message("payment.alreadyClaimed"), "ALREADY_CLAIMED");
}

/** Featured and Explore flags, Explore approvals and cities are the editors' (admins'). */
export function requireAdmin(viewer: Viewer | null): Viewer {
  return requireAccess(viewer, "admin");
}

/** An Explore approval needs a paid organization. */
export function requireApprovable(org: Pick<Organization, "paymentStatus">): void {
  if (org.paymentStatus !== "paid") throw forbidden(message("admin.paymentRequired"), "PAYMENT_REQUIRED");
}

/**
 * The Explore flag lists an organization publicly (is_listed = paid or Explore company), so an admin toggle may set
 * it only on a paid organization; clearing it, and the featured flag, are always allowed.
 */
export function requireListableByAdmin(
  org: Pick<Organization, "paymentStatus" | "isExploreCompany">,
  flags: { isExploreCompany?: boolean },
): void {
  if (flags.isExploreCompany === true && !org.isExploreCompany && org.paymentStatus !== "paid") {
    throw forbidden(message("admin.listingNeedsPayment"), "PAYMENT_REQUIRED");
  }
}

// ---------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------

/** A checkout is its buyer's alone: anyone else asking about it is told it does not exist. */
export function ownsCheckout(checkout: { userId: string | null }, viewer: Viewer | null): boolean {
  return viewer !== null && checkout.userId === viewer.id;
}

/**
 * A subscription pays legitimately only for its buyer's own organization (the one they created); any other is ended
 * by the reconciliation with Stripe.
 */
export function paysForOwnOrganization(org: Pick<Organization, "createdBy">, buyerId: string | null): boolean {
  return buyerId !== null && buyerId !== "" && org.createdBy === buyerId;
}

/**
 * Only this site's own paths may be a target after signing in: no scheme, no host, nothing a browser would resolve to
 * another host (`//x`, `/\\x`, `/.//x`); anything else is the fallback.
 */
export function safeRedirectPath(target: string | null | undefined, fallback = "/"): string {
  return sitePath(target) ?? fallback;
}
