/**
 * Seeds the local database: reference data, demo accounts and demo organizations.
 *   npm run db:seed                 seed when the database is empty
 *   npm run db:seed -- --force      seed again (idempotent: inserts only what is missing)
 */
import { DEMO_ACCOUNTS, isSeeded, seed } from "../seed/seed";
import { localPlatform, scriptArgs } from "./lib/platform";

const args = scriptArgs({ force: { type: "boolean" } });
const { env, db, dispose } = await localPlatform(args["persist-to"] as string | undefined);
try {
  if (!args.force && (await isSeeded(db))) {
    console.log("Database already seeded (use --force to seed again).");
  } else {
    const started = performance.now();
    const result = await seed(db, env.IMAGES);
    console.log(`Seeded ${result.organizations} demo organizations in ${Math.round(performance.now() - started)} ms.`);
  }
  console.log("Local demo accounts (local only, never deploy these):");
  // Labelled by what the account is for (admin, owner), not by its role column, where an owner is a plain "user".
  for (const [label, demo] of Object.entries(DEMO_ACCOUNTS)) {
    console.log(`  ${label.padEnd(5)}  ${demo.email} / ${demo.password}`);
  }
} finally {
  await dispose();
}
