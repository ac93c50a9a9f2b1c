import { eq } from "drizzle-orm";
import { localizePath } from "../../../contract/locale";
import { PLAN_OF_SUBSCRIPTION, PLANS } from "../../../contract/payments";
import type { Db } from "../../db/client";
import { type Subscription, user } from "../../db/schema";
import { type Email, planEndedEmail, planReceiptEmail, sendEmail } from "../../platform/email";
import type { Config } from "../../platform/env";

/** The plan emails are about one subscription record, written to its buyer in the language they bought it in. */
export type PlanRecord = Pick<Subscription, "userId" | "organizationId" | "organizationName" | "type" | "locale">;

const link = (config: Config, path: string, record: PlanRecord) =>
  `${config.APP_URL.replace(/\/$/, "")}${localizePath(path, record.locale)}`;

/** Sends one plan email to the record's buyer; without a buyer (account deleted) nobody is written to. */
async function sendToBuyer(config: Config, db: Db, record: PlanRecord, email: (to: string) => Email): Promise<void> {
  if (!record.userId) return;
  const [buyer] = await db.select({ email: user.email }).from(user).where(eq(user.id, record.userId)).limit(1);
  if (!buyer) return;
  try {
    await sendEmail(config, db, email(buyer.email));
  } catch (error) {
    // The payment or the plan's end is recorded whatever happens to its email.
    console.error("Sending a plan email failed", error);
  }
}

/** The receipt for one successful payment; the amount is the plan's price unless the payment says otherwise. */
export function sendPlanReceipt(
  config: Config,
  db: Db,
  record: PlanRecord,
  payment: { paidThrough: Date | null; amountCents?: number; currency?: string },
): Promise<void> {
  const plan = PLAN_OF_SUBSCRIPTION[record.type];
  return sendToBuyer(config, db, record, (to) =>
    planReceiptEmail(to, {
      organization: record.organizationName,
      plan,
      locale: record.locale,
      amountCents: payment.amountCents ?? PLANS[plan].amountCents,
      currency: (payment.currency ?? "usd").toUpperCase(),
      paidThrough: payment.paidThrough,
      dashboardUrl: link(config, "/profile#my-subscriptions", record),
    }),
  );
}

/** The notice that a plan has ended, with the way back: choosing a plan for the organization again. */
export function sendPlanEnded(config: Config, db: Db, record: PlanRecord): Promise<void> {
  return sendToBuyer(config, db, record, (to) =>
    planEndedEmail(to, {
      organization: record.organizationName,
      plan: PLAN_OF_SUBSCRIPTION[record.type],
      locale: record.locale,
      choosePlanUrl: record.organizationId
        ? link(config, `/payments/select/${encodeURIComponent(record.organizationId)}`, record)
        : null,
      dashboardUrl: link(config, "/profile#my-subscriptions", record),
    }),
  );
}
