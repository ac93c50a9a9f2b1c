import { afterEach, describe, expect, it, vi } from "vitest";
import { passwordResetEmail, sendEmail, verificationEmail } from "../../../worker/platform/email";
import { getConfig } from "../../../worker/platform/env";
import { db } from "../../support/helpers";

const httpConfig = getConfig({
  APP_ENV: "production",
  APP_URL: "https://directory.example.org",
  BETTER_AUTH_SECRET: "x".repeat(40),
  EMAIL_TRANSPORT: "http",
  EMAIL_HTTP_URL: "https://email-provider.example/v1/send",
  EMAIL_API_KEY: "key-123",
  STRIPE_SECRET_KEY: "sk_live_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
} as unknown as Env);

afterEach(() => vi.restoreAllMocks());

describe("sendEmail over HTTP", () => {
  it("posts the text and HTML parts to the provider with the key, and never to the dev mailbox", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 202 }));
    await sendEmail(httpConfig, db(), verificationEmail("person@example.com", "https://directory.example.org/v?t=1"));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe("https://email-provider.example/v1/send");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer key-123");
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({ to: "person@example.com", subject: "Verify your email for Culture Directory" });
    expect(body.text).toContain("https://directory.example.org/v?t=1");
    expect(body.html).toContain('href="https://directory.example.org/v?t=1"');
  });

  it("fails loudly when the provider refuses", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("nope", { status: 500 }));
    await expect(
      sendEmail(httpConfig, db(), passwordResetEmail("p@example.com", "https://x.example/r")),
    ).rejects.toThrow("Email provider answered 500");
  });
});

describe("configuration", () => {
  it("refuses production without a real email transport, and http without its endpoint", () => {
    const base = { APP_URL: "https://directory.example.org", BETTER_AUTH_SECRET: "x".repeat(40) };
    expect(() => getConfig({ ...base, APP_ENV: "production" } as unknown as Env)).toThrow(
      /production must send real email/,
    );
    expect(() => getConfig({ ...base, EMAIL_TRANSPORT: "http" } as unknown as Env)).toThrow(/EMAIL_HTTP_URL/);
    expect(() => getConfig({ APP_URL: "https://x.example" } as unknown as Env)).toThrow(/BETTER_AUTH_SECRET/);
  });

  it("escapes what goes into the HTML part", () => {
    expect(verificationEmail("a@example.com", 'https://x.example/?a=1&b="<script>').html).not.toContain("<script>");
  });
});
