import { z } from "zod";
import { oncePer } from "../lib/memory-cache";

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
const configSchema = z
  .object({
    APP_ENV: z.enum(["development", "test", "production"]).default("production"),
    APP_URL: z.url({ message: "APP_URL must be the public origin of the app, e.g. http://localhost:8787" }),
    BETTER_AUTH_SECRET: z
      .string({ message: "BETTER_AUTH_SECRET is required (32+ random characters)" })
      .min(32, "BETTER_AUTH_SECRET must be at least 32 characters"),
    /**
     * During a rotation, the secret before BETTER_AUTH_SECRET: sessions, links and codes signed under it stay valid
     * (and session cookies are re-signed under the new one) until it is removed.
     */
    BETTER_AUTH_SECRET_PREVIOUS: z
      .string()
      .min(32, "BETTER_AUTH_SECRET_PREVIOUS must be at least 32 characters")
      .optional(),
    /** The key guest codes are hashed with (HMAC); BETTER_AUTH_SECRET when not set. */
    GUEST_CODE_SECRET: z.string().min(32, "GUEST_CODE_SECRET must be at least 32 characters").optional(),
    /** During a rotation, the key codes handed out before it were hashed with: they still redeem. */
    GUEST_CODE_SECRET_PREVIOUS: z
      .string()
      .min(32, "GUEST_CODE_SECRET_PREVIOUS must be at least 32 characters")
      .optional(),
    ADMIN_EMAILS: list,
    /** "mailbox": store mail in D1 and print it (development); "http": POST it to EMAIL_HTTP_URL. */
    EMAIL_TRANSPORT: z.enum(["mailbox", "http"]).default("mailbox"),
    EMAIL_HTTP_URL: z.url().optional(),
    EMAIL_API_KEY: z.string().optional(),
    EMAIL_FROM: z.string().default("Culture Directory <no-reply@culture-directory.example>"),
    /** DNS over HTTPS (JSON) that domain verification reads TXT records from. */
    DNS_RESOLVER_URL: z.url().default("https://cloudflare-dns.com/dns-query"),
    /** Google and GitHub sign-in: enabled when the client id and secret are set. Endpoints default to the real ones. */
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_DISCOVERY_URL: z.url().default("https://accounts.google.com/.well-known/openid-configuration"),
    GITHUB_CLIENT_ID: z.string().optional(),
    GITHUB_CLIENT_SECRET: z.string().optional(),
    GITHUB_AUTHORIZATION_URL: z.url().default("https://github.com/login/oauth/authorize"),
    GITHUB_TOKEN_URL: z.url().default("https://github.com/login/oauth/access_token"),
    GITHUB_API_URL: z.url().default("https://api.github.com"),
    /** Stripe: without a secret key, a development checkout page stands in (development only). */
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** Price ids for the plans; without them the prices are sent inline ($12 a month, $100 a year). */
    STRIPE_PRICE_MONTHLY: z.string().optional(),
    STRIPE_PRICE_ANNUAL: z.string().optional(),
    /** Rate limits on sign-in, sign-up, reset and resend ("off" only for local browser tests). */
    AUTH_RATE_LIMIT: z.enum(["on", "off"]).default("on"),
    /** The per-address limit of POST /api/analytics/* ("off" only for local browser tests and benchmarks). */
    ANALYTICS_RATE_LIMIT: z.enum(["on", "off"]).default("on"),
    /** The per-address limit of every write, pages' forms and API calls ("off" only for local browser tests). */
    WRITE_RATE_LIMIT: z.enum(["on", "off"]).default("on"),
  })
  .superRefine((config, ctx) => {
    if (config.EMAIL_TRANSPORT === "http" && (!config.EMAIL_HTTP_URL || !config.EMAIL_API_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["EMAIL_HTTP_URL"],
        message: "EMAIL_HTTP_URL and EMAIL_API_KEY are required",
      });
    }
    if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: "custom", path: ["STRIPE_WEBHOOK_SECRET"], message: "required with STRIPE_SECRET_KEY" });
    }
    if (config.APP_ENV === "production" && !config.STRIPE_SECRET_KEY) {
      ctx.addIssue({ code: "custom", path: ["STRIPE_SECRET_KEY"], message: "production takes real payments" });
    }
    if (config.APP_ENV === "production" && config.EMAIL_TRANSPORT === "mailbox") {
      ctx.addIssue({ code: "custom", path: ["EMAIL_TRANSPORT"], message: "production must send real email (http)" });
    }
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The bindings' configuration, checked once per bindings object. */
export const getConfig: (env: Env) => Config = oncePer((env: Env) => {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  return result.data;
});

/**
 * Whether requests count what they ask of D1 and say it in `Server-Timing` (worker/db/meter.ts): in development, where
 * a developer reads it in the browser's devtools and the benchmarks read it back.
 */
export const metersD1 = (env: Env): boolean => getConfig(env).APP_ENV === "development";
