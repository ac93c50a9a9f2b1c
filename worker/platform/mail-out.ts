import type { Locale } from "../../contract/locale";
import { localizePath } from "../../contract/locale";
import type { Db } from "../db/client";
import { type Email, sendEmail } from "./email";
import type { Config } from "./env";
import type { AppError } from "./errors";
import { authSecrets, readSignedToken, signedToken } from "./signing";

/**
 * What every recurring mail-out shares: an unsubscribe link that needs no sign-in because it carries a signature of
 * the recipient's id, and the run over recipients in keyset pages that sends, counts and moves each one's window.
 */

const originOf = (config: Config) => config.APP_URL.replace(/\/$/, "");

/**
 * The signed unsubscribe links of one mail-out. `purpose` keys the signature, so a link of one mail-out is worthless
 * for another; `page` is the site's page with one button, `oneClick` the API's RFC 8058 one-click POST for mail
 * clients; `invalidLink` is what an altered or foreign token answers.
 */
export function unsubscribeLinks(
  purpose: string,
  paths: { page: string; oneClick: string },
  invalidLink: () => AppError,
) {
  return {
    /** Both links for the recipient `id`, the page in their language. */
    async of(config: Config, id: string, locale: Locale) {
      const origin = originOf(config);
      const token = encodeURIComponent(await signedToken(purpose, config.BETTER_AUTH_SECRET, id));
      return {
        unsubscribeUrl: `${origin}${localizePath(paths.page, locale)}?token=${token}`,
        oneClickUrl: `${origin}${paths.oneClick}?token=${token}`,
      };
    },
    /** The recipient id a link's token names, under the current or the previous secret; `invalidLink` otherwise. */
    async read(config: Config, token: string): Promise<string> {
      const id = await readSignedToken(purpose, authSecrets(config), token);
      if (!id) throw invalidLink();
      return id;
    },
  };
}

export type MailOutRun = { recipients: number; emailed: number; failed: number };

/**
 * Runs a mail-out over every recipient, `nextPage` reading them in id order after the last one read. `emailsOf` makes
 * each recipient's email, null when there is nothing new to tell them. A recipient sent an email, or with nothing
 * new, is done (`markDone` moves their window to now); one whose email failed is logged and keeps their window, so
 * the next run sends what this one could not, and running twice sends nothing twice.
 */
export async function mailOut<Recipient extends { id: string }>(
  config: Config,
  db: Db,
  steps: {
    nextPage: (after: string) => Promise<Recipient[]>;
    emailsOf: (page: Recipient[]) => Promise<(Email | null)[]>;
    markDone: (ids: string[]) => Promise<unknown>;
    /** How a failure is logged: what was not sent, to whom. */
    describe: (recipient: Recipient) => string;
  },
): Promise<MailOutRun> {
  const run: MailOutRun = { recipients: 0, emailed: 0, failed: 0 };
  let after = "";
  for (;;) {
    const page = await steps.nextPage(after);
    if (page.length === 0) break;
    after = page.at(-1)!.id;
    run.recipients += page.length;
    const emails = await steps.emailsOf(page);
    const done: string[] = [];
    await Promise.all(
      page.map(async (recipient, index) => {
        const email = emails[index];
        if (!email) {
          done.push(recipient.id);
          return;
        }
        try {
          await sendEmail(config, db, email);
          run.emailed += 1;
          done.push(recipient.id);
        } catch (error) {
          console.error(`${steps.describe(recipient)} failed`, error);
          run.failed += 1;
        }
      }),
    );
    if (done.length > 0) await steps.markDone(done);
  }
  return run;
}
