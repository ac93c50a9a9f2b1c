/**
 * Creates a guest code (stored hashed; the code is printed once):
 *   npm run guest-code -- [--code SPRING26] [--uses 10] [--days 30] [--label "Spring meetup"] [--persist-to DIR]
 * Local database only. For production, run the same with `wrangler d1 execute DB --remote` using the printed SQL
 * (`--sql`), which carries the hash, never the code.
 */
import { createGuestCode, hashGuestCode } from "../worker/services/guest-codes";
import { localPlatform, scriptArgs } from "./lib/platform";

const args = scriptArgs({
  code: { type: "string" },
  uses: { type: "string", default: "1" },
  days: { type: "string" },
  label: { type: "string" },
  sql: { type: "boolean", default: false },
});
const maxUses = Number(args.uses);
if (!Number.isInteger(maxUses) || maxUses < 1) throw new Error("--uses must be a positive whole number");
const expiresAt = args.days ? new Date(Date.now() + Number(args.days) * 86_400_000) : null;

if (args.sql) {
  const code = (args.code as string | undefined) ?? crypto.randomUUID().slice(0, 8).toUpperCase();
  const hash = await hashGuestCode(code);
  const label = ((args.label as string | undefined) ?? "").replaceAll("'", "''");
  console.log(`Guest code: ${code}`);
  console.log(
    `INSERT INTO guest_codes (id, code_hash, label, max_uses, use_count, expires_at) VALUES ('${crypto.randomUUID()}', '${hash}', '${label}', ${maxUses}, 0, ${expiresAt ? expiresAt.getTime() : "NULL"});`,
  );
} else {
  const { db, dispose } = await localPlatform(args["persist-to"] as string | undefined);
  try {
    const code = await createGuestCode(db, {
      code: args.code as string | undefined,
      maxUses,
      expiresAt,
      label: args.label as string | undefined,
    });
    console.log(
      `Guest code: ${code} (${maxUses} use${maxUses === 1 ? "" : "s"}${expiresAt ? `, expires ${expiresAt.toISOString()}` : ""})`,
    );
  } finally {
    await dispose();
  }
}
