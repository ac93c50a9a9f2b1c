/**
 * Creates a guest code (stored as an HMAC under the server's secret; the code is printed once):
 *   npm run guest-code -- [--code SPRING26] [--uses 10] [--days 30] [--label "Spring meetup"] [--persist-to DIR]
 * Without --code it generates one with 80 bits of randomness. The secret is GUEST_CODE_SECRET, else
 * BETTER_AUTH_SECRET, from the environment or .dev.vars. Local database only. For production, run
 * `wrangler d1 execute DB --remote` with the SQL that `--sql` prints (set the production secret in the environment
 * first), which carries the hash, never the code.
 */
import { createGuestCode, generateGuestCode, hashGuestCode } from "../worker/services/payments/guest-codes";
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

/** The secret the server hashes codes with: the environment's first, then the local .dev.vars (via wrangler). */
function secretOf(env: Partial<Record<"GUEST_CODE_SECRET" | "BETTER_AUTH_SECRET", string>>): string {
  const secret =
    process.env.GUEST_CODE_SECRET ?? process.env.BETTER_AUTH_SECRET ?? env.GUEST_CODE_SECRET ?? env.BETTER_AUTH_SECRET;
  if (!secret) throw new Error("Set GUEST_CODE_SECRET or BETTER_AUTH_SECRET (as the server has it)");
  return secret;
}

if (args.sql) {
  const code = (args.code as string | undefined) ?? generateGuestCode();
  const hash = await hashGuestCode(secretOf({}), code);
  const label = ((args.label as string | undefined) ?? "").replaceAll("'", "''");
  console.log(`Guest code: ${code}`);
  console.log(
    `INSERT INTO guest_codes (id, code_hash, label, max_uses, use_count, expires_at) VALUES ('${crypto.randomUUID()}', '${hash}', '${label}', ${maxUses}, 0, ${expiresAt ? expiresAt.getTime() : "NULL"});`,
  );
} else {
  const { db, env, dispose } = await localPlatform(args["persist-to"] as string | undefined);
  try {
    const code = await createGuestCode(db, secretOf(env as unknown as Record<string, string>), {
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
