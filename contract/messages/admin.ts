import { REJECTION_REASON_MAX } from "../limits";

export const ADMIN_MESSAGES = {
  paymentRequired: "Payment Required: This organization must have 'paid' status before approval.",
  /** An admin toggle never lists an unpaid organization (isExploreCompany makes it public). */
  listingNeedsPayment:
    "Payment Required: This organization must have 'paid' status before it can be listed in Explore.",
  editorNoteRequired: "An editor note is required to approve",
  editorNoteShort: (missing: number) => `Need ${missing} more characters`,
  editorNoteLong: (over: number) => `${over} characters over limit`,
  reasonTooLong: `The reason must be at most ${REJECTION_REASON_MAX} characters`,
  actionInvalid: "Choose approve or reject",
  notRequested: "Only organizations that requested Explore review can be rejected",
  alreadyDecided: "This request was decided by someone else meanwhile. Reload and try again.",
  editChangedMeanwhile: "This edit was changed or withdrawn meanwhile. Reload to review the current one.",
  notExploreApproved: "Only an organization approved for Explore has edits waiting for review",
  approveFailed: "Failed to approve organization. Please try again.",
  rejectFailed: "Failed to reject organization. Please try again.",
  loadUsersFailed: "Failed to load admin users",
  noAdminUsers: "No admin users found",
  invalidJobName: "Invalid job name",
  unknownJob: (name: string) => `Unknown job: ${name}`,
  allOperational: "All systems operational",
  jobsNeedAttention: (count: number) => `${count} ${count === 1 ? "job needs" : "jobs need"} attention`,
  jobsLate: (count: number) => `${count} ${count === 1 ? "job is" : "jobs are"} late: not run when scheduled`,
  jobsFirstRunAhead: (count: number) =>
    `All systems operational; ${count} ${count === 1 ? "job has its" : "jobs have their"} first run ahead`,
  systemStatusFailed: "Failed to load system status",
} as const;
