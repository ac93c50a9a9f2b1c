import { z } from "zod";
import { createDb } from "../db/client";
import { analyticsEvents, vitalsSamples } from "../db/schema";

const analyticsMessage = z.object({
  eventType: z.string().max(64),
  city: z.string().max(64).nullish(),
  orgId: z.string().max(128).nullish(),
  topic: z.string().max(64).nullish(),
  lane: z.string().max(32).nullish(),
  context: z.string().max(256).nullish(),
  ev_v: z.number().int().nullish(),
  at: z.number().int().optional(),
});

const vitalsMessage = z.object({
  metric: z.string().max(16),
  value: z.number().finite(),
  route: z.string().max(256),
  lane: z.string().max(32),
  city: z.string().max(64).nullish(),
  at: z.number().int().optional(),
});

export type AnalyticsMessage = z.infer<typeof analyticsMessage>;
export type VitalsMessage = z.infer<typeof vitalsMessage>;

/**
 * Queue consumer for analytics and vitals. Delivery is at least once, so rows are keyed by the message id and
 * re-deliveries are ignored. Malformed messages are acknowledged and dropped: retrying cannot fix them.
 */
export async function consumeQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const isVitals = batch.queue.endsWith("-vitals");
  const statements = [];
  for (const message of batch.messages) {
    const at = new Date(message.timestamp);
    if (isVitals) {
      const parsed = vitalsMessage.safeParse(message.body);
      if (!parsed.success) continue;
      const { at: sentAt, ...sample } = parsed.data;
      statements.push(
        db
          .insert(vitalsSamples)
          .values({ id: message.id, ...sample, createdAt: sentAt ? new Date(sentAt) : at })
          .onConflictDoNothing(),
      );
    } else {
      const parsed = analyticsMessage.safeParse(message.body);
      if (!parsed.success) continue;
      const { ev_v, at: sentAt, ...event } = parsed.data;
      statements.push(
        db
          .insert(analyticsEvents)
          .values({ id: message.id, ...event, evV: ev_v, createdAt: sentAt ? new Date(sentAt) : at })
          .onConflictDoNothing(),
      );
    }
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  batch.ackAll();
}
