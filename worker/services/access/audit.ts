import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { AuditLogQuery } from "../../../contract/admin";
import type { AuditEntryDto } from "../../../contract/dto";
import type { AuditAction, AuditTargetType } from "../../../contract/enums";
import { message } from "../../../contract/errors";
import { RECENT_ACTIVITY_COUNT } from "../../../contract/limits";
import type { Db } from "../../db/client";
import { adminAuditLog } from "../../db/schema";
import { invalid } from "../../platform/errors";
import type { Viewer } from "./permissions";

/**
 * The admin audit log. Every admin action adds its row in the same `db.batch` as the change itself, placed right
 * after the statement that makes the change and guarded by SQLite's `changes()`: the row exists exactly when the
 * change happened. A failing statement rolls the whole batch back, audit row included (docs/decisions/0013).
 */

export type AuditEntry = {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | null;
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Who did it: an admin, or the system itself (automatic role grants). */
export type AuditActor = Pick<Viewer, "id" | "email"> | "system";

type Details = { summary: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null };

/**
 * The insert of one audit row, written only if the statement just before it in the batch changed a row. Columns in
 * the table's order (drizzle's insert ... select lists them all).
 */
export function auditAfterChange(db: Db, actor: AuditActor, entry: AuditEntry) {
  const details: Details = { summary: entry.summary, before: entry.before ?? null, after: entry.after ?? null };
  const actorId = actor === "system" ? null : actor.id;
  const actorEmail = actor === "system" ? "system" : actor.email;
  return db
    .insert(adminAuditLog)
    .select(
      sql`select ${crypto.randomUUID()}, ${actorId}, ${actorEmail}, ${entry.action}, ${entry.targetType}, ${entry.targetId}, ${JSON.stringify(details)}, ${Date.now()} where changes() > 0`,
    );
}

type AuditRow = typeof adminAuditLog.$inferSelect;

function toAuditEntryDto(row: AuditRow): AuditEntryDto {
  const details = (row.details ?? {}) as Partial<Details>;
  return {
    id: row.id,
    actorUserId: row.actorUserId,
    actorEmail: row.actorEmail,
    action: row.action as AuditAction,
    targetType: row.targetType as AuditTargetType,
    targetId: row.targetId,
    summary: details.summary ?? row.action,
    before: details.before ?? null,
    after: details.after ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

type Cursor = { time: number; id: string };

function encodeCursor(cursor: Cursor): string {
  return btoa(JSON.stringify([cursor.time, cursor.id]));
}

function decodeCursor(value: string): Cursor {
  try {
    const [time, id] = JSON.parse(atob(value)) as unknown[];
    if (typeof time === "number" && typeof id === "string") return { time, id };
  } catch {
    // fall through
  }
  throw invalid(message("request.invalidCursor"));
}

/** Newest first, optionally one action or one kind (and id) of target, with a keyset cursor. */
export function auditLogSelect(
  db: Db,
  query: Pick<AuditLogQuery, "action" | "targetType" | "targetId" | "cursor">,
  limit: number,
) {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const after: SQL | undefined = cursor
    ? sql`(${adminAuditLog.createdAt}, ${adminAuditLog.id}) < (${cursor.time}, ${cursor.id})`
    : undefined;
  return db
    .select()
    .from(adminAuditLog)
    .where(
      and(
        query.action ? eq(adminAuditLog.action, query.action) : undefined,
        query.targetType ? eq(adminAuditLog.targetType, query.targetType) : undefined,
        query.targetId ? eq(adminAuditLog.targetId, query.targetId) : undefined,
        after,
      ),
    )
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit);
}

export async function listAuditLog(db: Db, query: AuditLogQuery) {
  const rows = await auditLogSelect(db, query, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page.map(toAuditEntryDto),
    meta: {
      nextCursor:
        rows.length > query.limit && last ? encodeCursor({ time: last.createdAt.getTime(), id: last.id }) : null,
    },
  };
}

/** The Overview's Recent Activity: the last 10 admin actions. */
export function recentActivityQuery(db: Db) {
  return auditLogSelect(db, {}, RECENT_ACTIVITY_COUNT);
}

export { toAuditEntryDto };
