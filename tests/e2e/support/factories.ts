import { test as base, expect, type Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { localPlatform } from "../../../scripts/lib/platform";
import type { CreatedUser, UserInput } from "../../../seed/factories";
import * as factories from "../../../seed/factories";
import type { Db } from "../../../worker/db/client";
import { type Account, signIn } from "./accounts";

type Factories = typeof factories;
type FactoryName = { [K in keyof Factories]: K extends `create${string}` ? K : never }[keyof Factories];
type Bound<F> = F extends (db: Db, ...args: infer A) => infer R ? (...args: A) => R : never;

/** The factories of seed/factories.ts, writing to the database of the server under test. */
export type E2EFactories = { [K in FactoryName]: Bound<Factories[K]> };

/**
 * The city Explore companies made by browser tests live in: the seeded hidden city, which no test counts. Made in
 * Miami, they would change the anchor and team counts the tests of the seeded Explore pages read.
 */
export const QUIET_CITY = "austin";

/** The server's database, as scripts/e2e-server.mjs lays it out for this port. */
const PERSIST_TO = `.wrangler/e2e-state-${new URL(baseURL).port}`;

/** The server may hold the database for a moment (SQLITE_BUSY); a batch is atomic, so trying again is safe. */
async function retryWhileBusy<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= 8 || !/SQLITE_BUSY|database is locked/i.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

function bind(db: Db): E2EFactories {
  const bound: Record<string, unknown> = {};
  for (const [name, factory] of Object.entries(factories)) {
    if (name.startsWith("create") && typeof factory === "function") {
      bound[name] = (...args: unknown[]) =>
        retryWhileBusy(() => (factory as (db: Db, ...rest: unknown[]) => Promise<unknown>)(db, ...args));
    }
  }
  return bound as E2EFactories;
}

/**
 * Playwright's `test` with a `factories` fixture: the shared factories, bound to the test server's D1 through
 * wrangler's platform proxy (one per worker process, started the first time a test asks for it). Each test makes
 * the people and organizations it needs, with ids of their own, instead of borrowing seeded ones.
 */
export const test = base.extend<object, { factories: E2EFactories }>({
  factories: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const platform = await localPlatform(PERSIST_TO);
      await use(bind(platform.db));
      await platform.dispose();
    },
    // Starting the proxy takes a few seconds on a busy machine.
    { scope: "worker", timeout: 120_000 },
  ],
});

export { expect };

/** A signed-in person made by a factory: verified unless `emailVerified: false`; returns the record. */
export async function signedInUser(
  page: Page,
  factories: E2EFactories,
  input: UserInput = {},
): Promise<CreatedUser & Account> {
  const person = await factories.createUser({ emailVerified: true, ...input });
  const password = person.password ?? "";
  await signIn(page, baseURL, { email: person.email, password });
  return { ...person, password };
}
