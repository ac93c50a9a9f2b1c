import { describe, expect, it } from "vitest";
import { localizePath } from "../../../contract/locale";
import { safeRedirectPath } from "../../../worker/services/access/permissions";
import { call, ORIGIN } from "../../support/helpers";

/**
 * Where the site may send a browser: every redirect target and every generated link resolves to this origin, after a
 * browser's own normalization (dot segments, backslashes, tabs), or falls back to the home page. One table, tried on
 * every place that takes a target from outside: the sign-in redirect, the language switch's links, and better-auth's
 * callbacks (verification and password reset links).
 */

/** Targets that leave the site once a browser has read them. */
const OFF_SITE = [
  "//x.example/phish",
  "/.//x.example/phish",
  "/./../..//x.example",
  "/\\x.example",
  "/\\/x.example",
  "\\\\x.example",
  "/\t/x.example",
  "/\n/x.example",
  "/%2e//x.example",
  "/%2E/..//x.example",
  "%2F%2Fx.example",
  "https:x.example",
  "https://x.example/phish",
  "javascript:alert(1)",
  "x.example",
  "",
];

/** Targets that stay: each with what it leads to. */
const ON_SITE: [target: string, path: string][] = [
  ["/", "/"],
  ["/profile", "/profile"],
  ["/organizations/abc/edit?claimed=true#explore", "/organizations/abc/edit?claimed=true#explore"],
  ["/%2F%2Fx.example", "/%2F%2Fx.example"],
  ["/a/../profile", "/profile"],
  ["/./profile", "/profile"],
  ["/.well-known/x", "/.well-known/x"],
];

/** Where a Location header leads, resolved against this site the way a browser does. */
const resolved = (location: string | null) => new URL(location ?? "", `${ORIGIN}/somewhere/deep`);

describe("redirect targets", () => {
  it.each(OFF_SITE)("safeRedirectPath(%j) falls back to /", (target) => {
    expect(safeRedirectPath(target)).toBe("/");
    expect(resolved(safeRedirectPath(target)).origin).toBe(ORIGIN);
  });

  it.each(ON_SITE)("safeRedirectPath(%j) is %j", (target, path) => {
    expect(safeRedirectPath(target)).toBe(path);
  });

  it.each(OFF_SITE.filter((target) => target.startsWith("/")))(
    "a link to %j in either language stays on this site (the language switch)",
    (target) => {
      expect(localizePath(target, "en")).toBe("/");
      expect(localizePath(target, "es")).toBe("/es");
      expect(localizePath(`/es${target}`, "en")).toBe("/");
    },
  );

  it("a Spanish path with a second slash after its prefix does not become another host in English", () => {
    expect(localizePath("/es//x.example/a", "en")).toBe("/");
    expect(localizePath("/es//x.example/a", "es")).toBe("/es");
    expect(localizePath("/es/explore?x=1", "en")).toBe("/explore?x=1");
  });

  it.each(OFF_SITE)("better-auth's verification link with callbackURL %j redirects within the site", async (target) => {
    const response = await call(`/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent(target)}`, {
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    const location = response.headers.get("location");
    expect(resolved(location).origin, `${target} -> ${location}`).toBe(ORIGIN);
    expect(location).toMatch(/^\/\?error=INVALID_TOKEN$/);
  });

  it.each(OFF_SITE)("better-auth's reset link with callbackURL %j redirects within the site", async (target) => {
    const response = await call(`/api/auth/reset-password/not-a-token?callbackURL=${encodeURIComponent(target)}`, {
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    const location = response.headers.get("location");
    expect(resolved(location).origin, `${target} -> ${location}`).toBe(ORIGIN);
  });

  it("keeps a callback that is this site's own path, and an absolute URL of this site as its path", async () => {
    const own = await call("/api/auth/verify-email?token=not-a-token&callbackURL=%2Fes%2Fverify-email", {
      redirect: "manual",
    });
    expect(own.headers.get("location")).toBe("/es/verify-email?error=INVALID_TOKEN");
    const absolute = await call(
      `/api/auth/reset-password/not-a-token?callbackURL=${encodeURIComponent(`${ORIGIN}/reset-password`)}`,
      { redirect: "manual" },
    );
    expect(resolved(absolute.headers.get("location")).href).toBe(`${ORIGIN}/reset-password?error=INVALID_TOKEN`);
  });
});
