/**
 * better-auth's error codes in SPEC.md §8's words. Anything unknown shows the provider's own message.
 */
const MESSAGES: Record<string, string> = {
  USER_ALREADY_EXISTS:
    "This email is already registered. Please sign in with your password or use the 'Forgot Password' option.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    "This email is already registered. Please sign in with your password or use the 'Forgot Password' option.",
  INVALID_EMAIL_OR_PASSWORD:
    "The email or password you entered is incorrect. Please try again or use the 'Forgot Password' option.",
  INVALID_PASSWORD: "Incorrect password. Please try again or use the 'Forgot Password' option.",
  USER_NOT_FOUND: "No account found with this email. Please check your email or create a new account.",
  PASSWORD_TOO_SHORT: "Password must be at least 6 characters",
  INVALID_EMAIL: "Please enter a valid email address.",
  INVALID_TOKEN: "Verification failed. The link may be expired or invalid. Please request a new verification email.",
  TOKEN_EXPIRED: "Verification failed. The link may be expired or invalid. Please request a new verification email.",
  EMAIL_NOT_VERIFIED: "Please verify your email address to continue.",
  TOO_MANY_REQUESTS: "Too many attempts. Please wait a minute and try again.",
  SESSION_EXPIRED: "Your session has expired. Please log in again.",
};

export function authErrorMessage(error: unknown, fallback: string): string {
  const body = (error as { body?: { code?: string; message?: string }; status?: number | string })?.body;
  const status = (error as { status?: number | string; statusCode?: number })?.statusCode;
  if (status === 429 || (error as { status?: string })?.status === "TOO_MANY_REQUESTS")
    return MESSAGES.TOO_MANY_REQUESTS!;
  if (body?.code && MESSAGES[body.code]) return MESSAGES[body.code]!;
  return body?.message || fallback;
}
