import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { clientAddress } from "../../../worker/platform/rate-limit";
import {
  contentSecurityPolicy,
  createNonce,
  nonceAttributes,
  withFreshNonce,
  withHeaders,
} from "../../../worker/platform/security-headers";
import { call, seedDemoData } from "../../support/helpers";

describe("security headers", () => {
  it("every API answer: nosniff, strict referrer, no framing, no powerful features, private by default", async () => {
    for (const path of ["/api/health", "/api/users/profile", "/api/organizations/does-not-exist", "/api/nope"]) {
      const response = await call(path);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("permissions-policy"), path).toContain("camera=()");
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      // Plain http (local development): no HSTS, which would pin the browser to https on localhost.
      expect(response.headers.has("strict-transport-security"), path).toBe(false);
    }
  });

  it("over https: Strict-Transport-Security", async () => {
    const response = await exports.default.fetch(new Request("https://directory.example/api/health"));
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("a response that chose its caching keeps it (images are immutable, reference data is shared)", async () => {
    await seedDemoData();
    const categories = await call("/api/categories");
    expect(categories.headers.get("cache-control")).toBe("public, max-age=300, s-maxage=3600");
    const list = await (await call("/api/organizations?limit=1")).json<{ data: { logo: string | null }[] }>();
    const logo = list.data[0]?.logo;
    expect(logo).toBeTruthy();
    const image = await call(new URL(logo!, "http://localhost").pathname);
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("the page policy allows only nonce-bearing scripts and forbids objects, base rewriting and framing", () => {
    const policy = contentSecurityPolicy("abc123");
    expect(policy).toContain("script-src 'nonce-abc123' 'strict-dynamic'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it("nonces are 128 random bits each, none repeated across the draws of random bytes they are cut from", () => {
    const nonces = Array.from({ length: 300 }, createNonce);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it("headers are set on the worker's own response, and on a copy of one whose headers are immutable", async () => {
    const own = new Response("ok", { status: 201, headers: { "content-type": "text/plain" } });
    const same = withHeaders(own, { "x-one": "1", "x-two": "2" });
    expect(same).toBe(own);
    expect([same.headers.get("x-one"), same.headers.get("x-two")]).toEqual(["1", "2"]);

    const redirect = Response.redirect("https://directory.example/next", 302);
    expect(() => redirect.headers.set("x-one", "1")).toThrow(TypeError);
    const copy = withHeaders(redirect, { "x-one": "1" });
    expect(copy).not.toBe(redirect);
    expect(copy.status).toBe(302);
    expect(copy.headers.get("location")).toBe("https://directory.example/next");
    expect(copy.headers.get("x-one")).toBe("1");
  });
});

describe("client address for rate limits", () => {
  it("trusts CF-Connecting-IP only in production; elsewhere a forged header changes nothing", () => {
    const forged = new Request("http://localhost/", { headers: { "cf-connecting-ip": "198.51.100.7" } });
    expect(clientAddress(forged, { APP_ENV: "development" })).toBe("local");
    expect(clientAddress(forged, { APP_ENV: "test" })).toBe("local");
    expect(clientAddress(forged, { APP_ENV: "production" })).toBe("198.51.100.7");
  });
});

describe("request body limits", () => {
  it("refuses a JSON body over 64 KB with 413 before any handler reads it, whether declared or chunked", async () => {
    const big = JSON.stringify({ name: "x".repeat(70 * 1024) });
    const declared = await call("/api/organizations", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });

    const chunked = await call("/api/organizations", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new Blob([big]).stream(),
      // @ts-expect-error workerd's Request takes a stream body with half duplex
      duplex: "half",
    });
    expect(chunked.status).toBe(413);
  });

  it("a page served again (from the edge cache) gets a nonce of its own, in the policy and in the markup", async () => {
    const stored = "c3RvcmVkLW5vbmNlLTEyMzQ1Ng==";
    // One stored copy serves every hit: each gets its own nonce, and the stored bytes keep theirs.
    const html =
      `<html><head><link rel="modulepreload" href="/a.js" nonce="${stored}"><script nonce="${stored}">1</script>` +
      `<script nonce="someone-elses">2</script></head></html>`;
    const page = new TextEncoder().encode(html);
    const storedAs = {
      status: 200,
      headers: new Headers({
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": contentSecurityPolicy(stored),
      }),
    };
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const served = withFreshNonce({ body: page, ...storedAs, nonceAt: nonceAttributes(page, storedAs.headers) });
      const nonce = served.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
      expect(nonce).toBeTruthy();
      expect(nonce).not.toBe(stored);
      const html = await served.text();
      expect(html.match(new RegExp(`nonce="${nonce!.replace(/[+/=]/g, "\\$&")}"`, "g"))).toHaveLength(2);
      expect(html).not.toContain(stored);
      // Markup that did not carry the page's own nonce is not promoted to it.
      expect(html).toContain('nonce="someone-elses"');
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(2);
    expect(new TextDecoder().decode(page)).toBe(html);
    // Anything without a nonce policy is answered as it was stored.
    const json = {
      body: new TextEncoder().encode("{}"),
      status: 200,
      headers: new Headers({ "Content-Type": "application/json" }),
    };
    const plain = withFreshNonce({ ...json, nonceAt: nonceAttributes(json.body, json.headers) });
    expect(await plain.text()).toBe("{}");
    expect(plain.headers.get("content-type")).toBe("application/json");
  });
});
