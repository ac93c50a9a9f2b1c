import { desc, eq } from "drizzle-orm";
import { DEV_MAILBOX_LIMIT } from "../../contract/limits";
import type { Db } from "../db/client";
import { devEmails } from "../db/schema";
import type { Config } from "../env";
import { notFound } from "./errors";

export type Email = { to: string; subject: string; text: string; html: string };

/**
 * Sends one email through the configured transport: the development mailbox (stored in D1, printed, readable at
 * /dev/mailbox) or the HTTP email provider.
 */
export async function sendEmail(config: Config, db: Db, email: Email): Promise<void> {
  if (config.EMAIL_TRANSPORT === "mailbox") {
    await db.insert(devEmails).values({ id: crypto.randomUUID(), ...email });
    console.log(`[dev mailbox] to ${email.to}: ${email.subject}\n${email.text}`);
    return;
  }
  const response = await fetch(config.EMAIL_HTTP_URL!, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${config.EMAIL_API_KEY}` },
    body: JSON.stringify({ from: config.EMAIL_FROM, ...email }),
  });
  if (!response.ok) throw new Error(`Email provider answered ${response.status}`);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[], action: { label: string; url: string }) {
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1d5fd6;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, open this link: ${escapeHtml(action.url)}</p>
</body></html>`;
  const text = `${title}\n\n${paragraphs.join("\n\n")}\n\n${action.label}: ${action.url}\n`;
  return { html, text };
}

export function verificationEmail(to: string, url: string): Email {
  return {
    to,
    subject: "Verify your email for Culture Directory",
    ...layout(
      "Verify your email address",
      ["Thanks for signing up. Confirm this address to create and manage organization profiles."],
      { label: "Verify email", url },
    ),
  };
}

export function passwordResetEmail(to: string, url: string): Email {
  return {
    to,
    subject: "Reset your Culture Directory password",
    ...layout(
      "Reset your password",
      [
        "Someone asked to reset the password of this account. If it was not you, ignore this email.",
        "The link expires in one hour.",
      ],
      { label: "Choose a new password", url },
    ),
  };
}

/**
 * The development mailbox (EMAIL_TRANSPORT=mailbox stores mail in D1), newest first, optionally one recipient's.
 * Verification and reset links are sign-in material: outside development there is no mailbox (404).
 */
export async function listDevMailbox(config: Config, db: Db, to: string | null, limit = DEV_MAILBOX_LIMIT) {
  if (config.APP_ENV !== "development") throw notFound("Page Not Found");
  return db
    .select({
      id: devEmails.id,
      to: devEmails.to,
      subject: devEmails.subject,
      text: devEmails.text,
      createdAt: devEmails.createdAt,
    })
    .from(devEmails)
    .where(to ? eq(devEmails.to, to) : undefined)
    .orderBy(desc(devEmails.createdAt))
    .limit(limit);
}
