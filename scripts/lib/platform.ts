import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import { createDb } from "../../worker/db/client";

export const DEFAULT_PERSIST_DIR = ".wrangler/state";

/**
 * Local bindings (D1, R2, KV) backed by the same files `wrangler dev` uses, for scripts that run in Node.
 * `--persist-to DIR` picks another local state directory (tests and benchmarks use their own).
 */
export async function localPlatform(persistTo = DEFAULT_PERSIST_DIR) {
  const proxy = await getPlatformProxy<Env>({
    configPath: "wrangler.toml",
    persist: { path: `${persistTo}/v3` },
  });
  return { env: proxy.env, db: createDb(proxy.env.DB), dispose: proxy.dispose };
}

export function scriptArgs<const Options extends NonNullable<Parameters<typeof parseArgs>[0]>["options"]>(
  options: Options,
) {
  return parseArgs({ options: { "persist-to": { type: "string" }, ...options }, allowPositionals: false }).values;
}
