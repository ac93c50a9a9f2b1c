import { DELETE_CONFIRMATION, DISPLAY_NAME_MAX, PASSWORD_MIN_LENGTH } from "../limits";

export const AUTH_MESSAGES = {
  deleteThroughApp: "Accounts are deleted from the dashboard (DELETE /api/users/me)",
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address.",
  passwordRequired: "Please enter your password.",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordsDoNotMatch: "Passwords do not match",
  newPasswordsDoNotMatch: "New passwords do not match",
  emailInUse:
    "This email is already registered. Please sign in with your password or use the 'Forgot Password' option.",
  invalidCredentials:
    "The email or password you entered is incorrect. Please try again or use the 'Forgot Password' option.",
  userNotFound: "No account found with this email. Please check your email or create a new account.",
  wrongPassword: "Incorrect password. Please try again or use the 'Forgot Password' option.",
  emailInUseWithPassword:
    "This email is already registered with a password. Please sign in with your password or use the 'Forgot Password' option if you don't remember it.",
  signInInterrupted: "Sign-in process was interrupted. Please try again.",
  tooManyRequests: "Too many attempts. Please wait a minute and try again.",
  verificationFailed:
    "Verification failed. The link may be expired or invalid. Please request a new verification email.",
  verificationMissing: "Missing verification information. Please check your email link and try again.",
  verifyError: "Failed to verify email. Please try again later.",
  sendVerificationFailed: "Failed to send verification email. Please try again later.",
  resendNeedsSignIn: "You must be logged in to request a verification email.",
  resetSent: "Check your email for password reset instructions",
  resetLinkInvalid: "This reset link is invalid or has expired. Please request a new one.",
  resetFailed: "Failed to reset password:",
  profileUpdateFailed: "Failed to update profile. Please try again.",
  passwordUpdateFailed: "Failed to update password. Please try again.",
  displayNameTooLong: `Display name must be at most ${DISPLAY_NAME_MAX} characters`,
  photoUrlInvalid: "Please enter a valid URL (e.g., https://example.com/photo.jpg)",
  deleteConfirm: `Please type ${DELETE_CONFIRMATION} to confirm`,
  deletePasswordRequired: "Password required for email/password accounts",
  deleteWrongPassword: "Incorrect password. Please enter your current password to confirm account deletion.",
  deleteReauthCancelled: "Authentication cancelled. Please try again and complete the authentication process.",
  deleteUnsupportedProvider: "Unsupported authentication provider",
  deleteNotFound: "Your account data was not found on the server. Try signing out and back in, then try again.",
  deleteFailed: "Failed to delete account. Please try again later.",
} as const;
