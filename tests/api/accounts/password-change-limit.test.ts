import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { englishMessage } from "../../../contract/errors";
import { AppError } from "../../../worker/platform/errors";
import { ACCOUNT_CHANGES_PER_PERSON, peek } from "../../../worker/platform/rate-limit";
import { changePassword } from "../../../worker/services/accounts/account-flows";
import { call, db, json, newSignedInUser, ORIGIN, seedDemoData, signIn } from "../../support/helpers";

/**
 * Password changes count per account (ACCOUNT_CHANGES_PER_PERSON, 10 in 15 minutes) on better-auth's own route, so a
 * direct POST /api/auth/change-password is held to the same limit as the profile form, and an attempt through the
 * form counts once.
 */

beforeAll(seedDemoData);

const LIMIT = ACCOUNT_CHANGES_PER_PERSON.limit;
let counter = 0;

/** A direct request to better-auth's route, each from another client address (rotating addresses gains nothing). */
function direct(cookie: string, currentPassword: string, newPassword = "changed-pass-1") {
  counter += 1;
  return call("/api/auth/change-password", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie,
      "cf-connecting-ip": `10.77.${counter % 250}.${(counter % 250) + 1}`,
    },
    body: JSON.stringify({ currentPassword, newPassword, revokeOtherSessions: true }),
  });
}

/** The profile form's attempt, as its action makes it: the service with the page's own request. */
function throughForm(cookie: string, currentPassword: string, newPassword = "changed-pass-2") {
  const request = new Request(`${ORIGIN}/profile`, { method: "POST", headers: { cookie, origin: ORIGIN } });
  return changePassword(env, request, { currentPassword, newPassword }).then(
    () => null,
    (error: unknown) => error,
  );
}

const counted = (userId: string) => peek(db(), `change-password:${userId}`);

describe("password changes per account on /api/auth/change-password", () => {
  it("the 11th direct request is refused with 429 and the usual message, even with the right password", async () => {
    const person = await newSignedInUser();
    for (let i = 0; i < LIMIT; i++) {
      const attempt = await direct(person.cookie, "wrong-password");
      expect(attempt.status, `attempt ${i + 1}`).toBe(400);
      expect((await json(attempt)).code).toBe("INVALID_PASSWORD");
    }
    const refused = await direct(person.cookie, person.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await json(refused);
    expect(body).toMatchObject({ code: "RATE_LIMITED", messageId: "general.tooManyRequests" });
    expect(body.message).toBe(englishMessage({ id: "general.tooManyRequests", params: body.params }));
    // The password did not change.
    await signIn(person.email, person.password);
  });

  it("requests sent at once get no more than the limit evaluated", async () => {
    const person = await newSignedInUser();
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 4 }, () => direct(person.cookie, "wrong-password").then((r) => r.status)),
    );
    expect(answers.filter((status) => status === 429)).toHaveLength(4);
    expect(answers.filter((status) => status === 400)).toHaveLength(LIMIT);
  });

  it("another person's count is their own", async () => {
    const [first, second] = await Promise.all([newSignedInUser(), newSignedInUser()]);
    for (let i = 0; i < LIMIT + 1; i++) await direct(first.cookie, "wrong-password");
    expect((await direct(second.cookie, "wrong-password")).status).toBe(400);
  });

  it("a request without a session is not counted against anyone: better-auth refuses it", async () => {
    const response = await direct("", "wrong-password");
    expect(response.status).toBe(401);
  });
});

describe("the profile form's path", () => {
  it("counts each attempt once, and shares the count with direct requests", async () => {
    const person = await newSignedInUser();
    const first = await throughForm(person.cookie, "wrong-password");
    expect(first).toBeInstanceOf(AppError);
    expect((first as AppError).messageId).toBe("auth.wrongPassword");
    expect(await counted(person.id)).toBe(1);
    expect((await direct(person.cookie, "wrong-password")).status).toBe(400);
    expect(await counted(person.id)).toBe(2);

    for (let i = 2; i < LIMIT; i++) await throughForm(person.cookie, "wrong-password");
    expect(await counted(person.id)).toBe(LIMIT);
    const refused = await throughForm(person.cookie, person.password);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).kind).toBe("rate_limited");
    expect((refused as AppError).messageId).toBe("general.tooManyRequests");
    expect((await direct(person.cookie, person.password)).status).toBe(429);
    await signIn(person.email, person.password);
  });

  it("still changes the password under the limit", async () => {
    const person = await newSignedInUser();
    expect(await throughForm(person.cookie, person.password, "form-changed-9")).toBeNull();
    expect(await counted(person.id)).toBe(1);
    await signIn(person.email, "form-changed-9");
  });
});
