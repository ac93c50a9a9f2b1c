import { z } from "zod";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, ENROLLMENT_FILTERS } from "./enums";
import { type Message, message } from "./errors";
import { customIssue, says } from "./issues";
import {
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  EDITOR_NOTE_MAX,
  EDITOR_NOTE_MIN,
  REJECTION_REASON_MAX,
  STALE_DAYS,
  VERY_STALE_DAYS,
} from "./limits";
import { shortText } from "./text";

/** The admin panel's inputs (docs/product/admin.md), shared by its forms and /api/admin. */

/**
 * The editor note's live counter and its rule, on the trimmed text: under 300 reads "Need N more characters", over
 * 600 "N characters over limit"; null when it fits.
 */
export function editorNoteProblem(note: string): Message | null {
  const length = note.trim().length;
  if (length < EDITOR_NOTE_MIN) return message("admin.editorNoteShort", EDITOR_NOTE_MIN - length);
  if (length > EDITOR_NOTE_MAX) return message("admin.editorNoteLong", length - EDITOR_NOTE_MAX);
  return null;
}

const editorNote = shortText(says("admin.editorNoteRequired")).superRefine((note, ctx) => {
  const problem = editorNoteProblem(note);
  if (problem) ctx.addIssue(customIssue(problem));
});

/** PUT /api/admin/explore/organizations/{id}/enrollment. */
export const enrollmentDecisionInput = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("approve"), editorNote }),
    z.object({
      action: z.literal("reject"),
      reason: shortText()
        .max(REJECTION_REASON_MAX, says("admin.reasonTooLong"))
        .nullish()
        .transform((value) => value || null),
    }),
  ],
  says("admin.actionInvalid"),
);

export type EnrollmentDecisionInput = z.infer<typeof enrollmentDecisionInput>;

/**
 * PUT /api/admin/explore/organizations/{id}/pending-edit: approve (publish) or reject (discard) the owner's edit of an
 * approved Explore company, naming the revision that was reviewed.
 */
export const pendingEditDecisionInput = z.object({
  action: z.enum(["approve", "reject"], says("admin.actionInvalid")),
  revision: z.string().min(1, says("admin.editChangedMeanwhile")).max(64, says("admin.editChangedMeanwhile")),
});

export type PendingEditDecisionInput = z.infer<typeof pendingEditDecisionInput>;

const pageSize = z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE);

/** GET /api/admin/explore/organizations: Explore companies and requests, optionally one enrolment status. */
export const adminCompaniesQuery = z.object({
  status: z.enum(ENROLLMENT_FILTERS).optional(),
  limit: pageSize,
  cursor: z.string().max(512).optional(),
});

export type AdminCompaniesQuery = z.infer<typeof adminCompaniesQuery>;

/** GET /api/admin/audit-log: newest first, optionally one action or one kind of target. */
export const auditLogQuery = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
  targetId: z.string().max(128).optional(),
  limit: pageSize,
  cursor: z.string().max(512).optional(),
});

export type AuditLogQuery = z.infer<typeof auditLogQuery>;

/** A scheduled job's name in a path (POST /api/admin/system-status/jobs/{name}/run). */
export const jobNameParam = z.object({ name: z.string().regex(/^[a-z0-9-]{1,64}$/, says("admin.invalidJobName")) });

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stale badge of something last updated at `updatedAt`: over 180 days 6+ months, over 365 days 12+ months. */
export function staleBadge(updatedAt: Date | string, now: Date = new Date()): "6+ months" | "12+ months" | null {
  const age = now.getTime() - new Date(updatedAt).getTime();
  if (age > VERY_STALE_DAYS * DAY_MS) return "12+ months";
  if (age > STALE_DAYS * DAY_MS) return "6+ months";
  return null;
}
