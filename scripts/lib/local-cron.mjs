import { readFileSync } from "node:fs";
import { Cron } from "croner";

/** The cron expressions of wrangler.toml's `[triggers]`. */
export function configuredCrons(file = "wrangler.toml") {
  const line = readFileSync(file, "utf8").match(/^crons\s*=\s*(\[.*\])\s*$/m);
  return line ? JSON.parse(line[1]) : [];
}

/**
 * Cloudflare fires a worker's cron triggers; `wrangler dev` only offers a URL that fires one. This fires each
 * expression on its schedule (in UTC, as Cloudflare does) through that URL, so the worker's own scheduled handler runs
 * the jobs locally. Answers the scheduled jobs (`stop()` ends them).
 */
export function fireCrons(appUrl, crons = configuredCrons()) {
  return crons.map(
    (expression) =>
      new Cron(expression, { timezone: "UTC", protect: true }, async () => {
        const url = `${appUrl}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(expression)}`;
        try {
          const response = await fetch(url);
          console.log(`Cron "${expression}" fired: ${response.status}`);
        } catch (error) {
          console.error(`Cron "${expression}" could not fire: ${error}`);
        }
      }),
  );
}
