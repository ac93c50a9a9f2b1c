import type { Session } from "../auth";

/** The access rules of SPEC.md §2/§6, from weakest to strongest. */
export type Access = "signed-in" | "permanent" | "verified" | "admin";

export type Denial = { status: 401 | 403; reason: "signed-out" | "guest" | "unverified" | "not-admin" };

/** The API's words for each denial (SPEC.md §5 and §8). */
export const DENIAL_MESSAGES: Record<Denial["reason"], string> = {
  "signed-out": "You need to be logged in to perform this action.",
  guest: "Please sign in to access this feature",
  unverified: "Please verify your email address to continue.",
  "not-admin": "You don't have permission to access this page",
};

/**
 * Whether a session meets a rule; null when it does. Google and GitHub sign-ins arrive verified (their accounts
 * are created with emailVerified set), so the verified rule only needs the flag.
 */
export function checkAccess(session: Session | null, access: Access): Denial | null {
  if (!session) return { status: 401, reason: "signed-out" };
  if (access === "signed-in") return null;
  if (session.user.isAnonymous) return { status: 403, reason: "guest" };
  if (access === "admin") return session.user.role === "admin" ? null : { status: 403, reason: "not-admin" };
  if (access === "verified" && !session.user.emailVerified) return { status: 403, reason: "unverified" };
  return null;
}

/** Only this site's own paths may be a target after signing in: no scheme, no host, no protocol-relative URL. */
export function safeRedirectPath(target: string | null | undefined, fallback = "/"): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  try {
    const url = new URL(target, "http://internal.invalid");
    return url.origin === "http://internal.invalid" ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
