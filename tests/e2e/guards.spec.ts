import type { APIRequestContext } from "@playwright/test";
import { type E2EFactories, expect, test } from "./support/factories";

/**
 * The page guard matrix: every guarded page opened signed out, as a guest, unverified, verified, via OAuth and as
 * an admin, and where each one ends up.
 */
type State = "signed out" | "guest" | "unverified" | "verified" | "oauth" | "admin";

/** A page for signed-in, permanent, verified people (docs/product/accounts.md#access-guards), like /profile. */
const ownerPage = (path: string) => {
  const escaped = path.replaceAll("/", "\\/");
  const here = new RegExp(`${escaped}$`);
  return {
    path,
    expected: {
      "signed out": new RegExp(`\\/login\\?redirectTo=${encodeURIComponent(path)}$`),
      guest: new RegExp(`\\/login\\?redirectTo=${encodeURIComponent(path)}&reason=permanent-account$`),
      unverified: /\/verify-email-required$/,
      verified: here,
      oauth: here,
      admin: here,
    },
  };
};

const PAGES: { path: string; expected: Record<State, RegExp> }[] = [
  ownerPage("/jobs/post"),
  ownerPage("/jobs/posted"),
  ownerPage("/verify-domain"),
  {
    path: "/profile",
    expected: {
      "signed out": /\/login\?redirectTo=%2Fprofile$/,
      guest: /\/login\?redirectTo=%2Fprofile&reason=permanent-account$/,
      unverified: /\/verify-email-required$/,
      verified: /\/profile$/,
      oauth: /\/profile$/,
      admin: /\/profile$/,
    },
  },
  {
    path: "/admin",
    expected: {
      "signed out": /\/login\?redirectTo=%2Fadmin$/,
      guest: /\/login\?redirectTo=%2Fadmin&reason=permanent$/,
      unverified: /\/profile\?reason=forbidden$|\/verify-email-required$/,
      verified: /\/profile\?reason=forbidden$/,
      oauth: /\/profile\?reason=forbidden$/,
      admin: /\/admin$/,
    },
  },
  {
    path: "/verify-email-required",
    expected: {
      "signed out": /\/login\?redirectTo=%2Fverify-email-required$/,
      guest: /\/login\?redirectTo=%2Fverify-email-required&reason=permanent-account$/,
      unverified: /\/verify-email-required$/,
      verified: /\/profile$/,
      oauth: /\/profile$/,
      admin: /\/profile$/,
    },
  },
];

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function become(state: State, request: APIRequestContext, baseURL: string, factories: E2EFactories) {
  const post = (path: string, data: unknown) => request.post(path, { data, headers: { origin: baseURL } });
  const signInAs = async (person: { email: string; password: string | null }) =>
    expect((await post("/api/auth/sign-in/email", { email: person.email, password: person.password })).ok()).toBe(true);
  switch (state) {
    case "signed out":
      return;
    case "guest":
      expect((await post("/api/auth/sign-in/anonymous", {})).ok()).toBe(true);
      return;
    case "unverified":
      return signInAs(await factories.createUnverifiedUser());
    case "verified":
      return signInAs(await factories.createVerifiedUser());
    case "admin":
      return signInAs(await factories.createAdmin());
    case "oauth": {
      const mock = new URL(baseURL);
      mock.port = String(Number(mock.port) + 1000);
      // The local OAuth server answers whoever asks with the identity set last; a fresh one per run.
      await request.post(`${mock.origin}/__identity`, {
        data: { sub: `guard-${unique()}`, email: `guard-gh-${unique()}@example.com`, name: "Guard GitHub" },
      });
      const start = await post("/api/auth/sign-in/social", { provider: "github", callbackURL: "/" });
      const { url } = (await start.json()) as { url: string };
      const authorize = await request.get(url, { maxRedirects: 0 });
      const callback = authorize.headers().location!;
      expect((await request.get(callback, { maxRedirects: 0 })).status()).toBe(302);
      return;
    }
  }
}

test.describe("page guards", () => {
  // The OAuth state shares the local OAuth server's "next identity", so these run one after another.
  test.describe.configure({ mode: "serial" });

  for (const state of ["signed out", "guest", "unverified", "verified", "oauth", "admin"] as const) {
    test(`as ${state}`, async ({ page, baseURL, factories }) => {
      await become(state, page.request, baseURL!, factories);
      for (const { path, expected } of PAGES) {
        await page.goto(path);
        await expect(page, `${path} as ${state}`).toHaveURL(expected[state]);
      }
    });
  }
});

test.describe("page guards in Spanish", () => {
  // Sent to the login, verification or dashboard page in the language of the page that was asked for.
  const SPANISH: { state: State; path: string; expected: RegExp }[] = [
    { state: "signed out", path: "/es/profile", expected: /\/es\/login\?redirectTo=%2Fes%2Fprofile$/ },
    { state: "guest", path: "/es/verify-domain", expected: /\/es\/login\?redirectTo=%2Fes%2Fverify-domain&reason=/ },
    { state: "unverified", path: "/es/profile", expected: /\/es\/verify-email-required$/ },
    { state: "verified", path: "/es/admin", expected: /\/es\/profile\?reason=forbidden$/ },
  ];
  for (const { state, path, expected } of SPANISH) {
    test(`${path} as ${state}`, async ({ page, baseURL, factories }) => {
      await become(state, page.request, baseURL!, factories);
      await page.goto(path);
      await expect(page).toHaveURL(expected);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
    });
  }
});
