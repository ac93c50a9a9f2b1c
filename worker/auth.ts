import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, anonymous } from "better-auth/plugins";
import { createDb } from "./db/client";
import * as schema from "./db/schema";
import { getConfig } from "./env";

export const PASSWORD_MIN_LENGTH = 6;

function buildAuth(env: Env) {
  const config = getConfig(env);
  const db = createDb(env.DB);
  return betterAuth({
    appName: "Culture Directory",
    baseURL: config.APP_URL,
    basePath: "/api/auth",
    secret: config.BETTER_AUTH_SECRET,
    trustedOrigins: [config.APP_URL],
    database: drizzleAdapter(db, { provider: "sqlite", schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
    },
    databaseHooks: {
      user: {
        create: {
          // Admins come from configuration: a listed email gets the admin role when its account is created.
          before: async (user) => {
            const isAdmin = user.email && config.ADMIN_EMAILS.includes(user.email.toLowerCase());
            return { data: { ...user, role: isAdmin ? "admin" : "user" } };
          },
        },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"] },
      useSecureCookies: new URL(config.APP_URL).protocol === "https:",
    },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] }), anonymous()],
  });
}

export type Auth = ReturnType<typeof buildAuth>;
export type Session = Auth["$Infer"]["Session"];

const instances = new WeakMap<Env, Auth>();

/** One better-auth instance per bindings object (bindings are per deployment, not per module). */
export function getAuth(env: Env): Auth {
  let auth = instances.get(env);
  if (!auth) {
    auth = buildAuth(env);
    instances.set(env, auth);
  }
  return auth;
}

/** The signed-in user and session for a request, or null. */
export async function getSession(env: Env, headers: Headers): Promise<Session | null> {
  return getAuth(env).api.getSession({ headers });
}
