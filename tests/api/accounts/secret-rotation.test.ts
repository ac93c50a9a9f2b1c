import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { GUEST_PASS_COOKIE } from "../../../contract/cookies";
import { createVerifiedUser } from "../../../seed/factories";
import worker from "../../../worker";
import { getConfig } from "../../../worker/platform/env";
import { isGuestRequest } from "../../../worker/platform/guest-pass";
import { authSecrets, signedToken } from "../../../worker/platform/signing";
import { createSavedSearch, readUnsubscribe } from "../../../worker/services/alerts/saved-searches";
import { asViewer, call, cookieOf, db, ORIGIN, seedDemoData, signedIn } from "../../support/helpers";

const OLD = (env as unknown as { BETTER_AUTH_SECRET: string }).BETTER_AUTH_SECRET;
const NEW = "a-new-better-auth-secret-0123456789abcdef";

/** The bindings during a rotation (the old secret kept as the previous one) and after it (the old secret gone). */
const rotating = { ...env, BETTER_AUTH_SECRET: NEW, BETTER_AUTH_SECRET_PREVIOUS: OLD } as Env;
const rotated = { ...env, BETTER_AUTH_SECRET: NEW } as Env;

async function fetchWith(bindings: Env, path: string, cookie: string): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, { headers: { cookie, origin: ORIGIN } });
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const sessionCookie = (cookie: string) => cookie.split("; ").find((part) => part.includes("session_token="))!;

describe("rotating BETTER_AUTH_SECRET (BETTER_AUTH_SECRET_PREVIOUS)", () => {
  beforeAll(seedDemoData);

  it("lists the current secret first and the previous one only while it differs", () => {
    expect(authSecrets(getConfig(rotating))).toEqual([NEW, OLD]);
    expect(authSecrets(getConfig(rotated))).toEqual([NEW]);
    expect(authSecrets(getConfig({ ...rotated, BETTER_AUTH_SECRET_PREVIOUS: NEW } as Env))).toEqual([NEW]);
    expect(() => getConfig({ ...rotated, BETTER_AUTH_SECRET_PREVIOUS: "short" } as Env)).toThrow(
      /BETTER_AUTH_SECRET_PREVIOUS/,
    );
  });

  it("keeps a session signed under the previous secret, re-signing its cookie under the new one", async () => {
    const person = await signedIn(await createVerifiedUser(db()));
    const before = sessionCookie(person.cookie);

    // Without the previous secret the old cookie signs nobody in: that is what a rotation used to do.
    expect((await fetchWith(rotated, "/api/users/profile", before)).status).toBe(401);

    const during = await fetchWith(rotating, "/api/users/profile", before);
    expect(during.status).toBe(200);
    expect((await during.json()) as { data: { email: string } }).toMatchObject({ data: { email: person.email } });
    const setCookie = during.headers.getSetCookie().find((cookie) => cookie.includes("session_token="))!;
    expect(setCookie).toMatch(/Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/);
    const after = setCookie.split(";")[0]!;
    expect(after).not.toBe(before);
    // Same session (the token before the signature), new signature.
    expect(decodeURIComponent(after).split(".")[0]).toBe(decodeURIComponent(before).split(".")[0]);

    // Once the previous secret is removed, the re-signed cookie still signs the person in.
    const later = await fetchWith(rotated, "/api/users/profile", after);
    expect(later.status).toBe(200);
    expect(later.headers.getSetCookie().some((cookie) => cookie.includes("session_token="))).toBe(false);
  });

  it("leaves a cookie that is valid under neither secret alone", async () => {
    const person = await signedIn(await createVerifiedUser(db()));
    const token = decodeURIComponent(sessionCookie(person.cookie).split("=")[1]!).split(".")[0]!;
    const forged = `better-auth.session_token=${encodeURIComponent(`${token}.${btoa("x".repeat(32))}`)}`;
    const response = await fetchWith(rotating, "/api/users/profile", forged);
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("gives a guest a pass for the re-signed cookie, so the guest stays a guest to the page cache", async () => {
    const signUp = await call("/api/auth/sign-in/anonymous", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(signUp.status).toBe(200);
    const cookies = cookieOf(signUp);
    expect(cookies).toContain(`${GUEST_PASS_COOKIE}=`);

    const during = await fetchWith(rotating, "/api/users/profile", cookies);
    expect(during.status).toBe(200);
    const renewed = during.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
    expect(renewed.some((cookie) => cookie.includes("session_token="))).toBe(true);
    expect(renewed.some((cookie) => cookie.startsWith(`${GUEST_PASS_COOKIE}=`))).toBe(true);
    const request = new Request(`${ORIGIN}/`, { headers: { cookie: renewed.join("; ") } });
    expect(await isGuestRequest(rotated, request)).toBe(true);
  });

  it("honours unsubscribe links signed under the previous secret until it is removed", async () => {
    const owner = await createVerifiedUser(db());
    const search = await createSavedSearch(db(), asViewer(owner.id, owner.email), {
      name: "Remote teams",
      categories: ["remote_first"],
      locale: "en",
    });
    const link = await signedToken("saved-search-unsubscribe", OLD, search.id);
    await expect(readUnsubscribe(getConfig(rotating), db(), link)).resolves.toMatchObject({ name: "Remote teams" });
    await expect(readUnsubscribe(getConfig(rotated), db(), link)).rejects.toThrow();
  });
});
