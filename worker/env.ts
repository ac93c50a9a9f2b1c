import { z } from "zod";

const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

/** Every setting the worker reads, parsed once per bindings object. See .dev.vars.example for what each one does. */
const configSchema = z.object({
  APP_ENV: z.enum(["development", "test", "production"]).default("production"),
  APP_URL: z.url({ message: "APP_URL must be the public origin of the app, e.g. http://localhost:8787" }),
  BETTER_AUTH_SECRET: z
    .string({ message: "BETTER_AUTH_SECRET is required (32+ random characters)" })
    .min(32, "BETTER_AUTH_SECRET must be at least 32 characters"),
  ADMIN_EMAILS: list,
});

export type Config = z.infer<typeof configSchema>;

const parsed = new WeakMap<object, Config>();

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function getConfig(env: Env): Config {
  const cached = parsed.get(env);
  if (cached) return cached;
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  parsed.set(env, result.data);
  return result.data;
}
