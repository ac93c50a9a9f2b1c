import { test as base, expect, type Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import type { CreatedUser, UserInput } from "../../../seed/factories";
import * as factories from "../../../seed/factories";
import { createDb, type Db } from "../../../worker/db/client";
import { type Account, signIn } from "./accounts";
import { explorerD1 } from "./explorer-d1";

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

function bind(db: Db): E2EFactories {
  const bound: Record<string, unknown> = {};
  for (const [name, factory] of Object.entries(factories)) {
    if (name.startsWith("create") && typeof factory === "function") {
      bound[name] = (...args: unknown[]) => (factory as (db: Db, ...rest: unknown[]) => Promise<unknown>)(db, ...args);
    }
  }
  return bound as E2EFactories;
}

/** What React DOM reports when hydration fails (its production builds name errors by number: 418-425). */
const REACT_ERROR = /Minified React error #4(1[89]|2[0-5])\b|hydrat/i;

/**
 * Playwright's `test` with a `factories` fixture: the shared factories, bound to the test server's own D1 through
 * its local explorer API (see explorer-d1.ts). Each test makes the people and organizations it needs, with ids of
 * their own, instead of borrowing seeded ones. Every test also fails when React reported a hydration error in a page of
 * its browser context: the server's document and the browser's first render must agree.
 */
export const test = base.extend<{ hydrationErrors: undefined }, { factories: E2EFactories }>({
  hydrationErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const record = (text: string) => REACT_ERROR.test(text) && errors.push(text);
      context.on("weberror", (error) => record(error.error().message));
      context.on("console", (message) => message.type() === "error" && record(message.text()));
      await use(undefined);
      expect(errors, "React reported a hydration error").toEqual([]);
    },
    { auto: true },
  ],
  factories: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => use(bind(createDb(explorerD1(baseURL)))),
    { scope: "worker" },
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
