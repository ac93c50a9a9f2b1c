import { env } from "cloudflare:workers";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createClaimedExploreCompany,
  createDraftOrganization,
  createPaidOrganization,
  createUnverifiedUser,
  createVerifiedUser,
} from "../../../seed/factories";
import { account, devEmails, organizations, session, subscriptions, user } from "../../../worker/db/schema";
import { safeRedirectPath } from "../../../worker/services/access/permissions";
import { deleteExpiredSessions, deleteInactiveGuests } from "../../../worker/services/accounts/accounts";
import {
  call,
  callSettled,
  db,
  json,
  newSignedInAdmin,
  newSignedInUser,
  seedDemoData,
  signedIn,
  signIn,
} from "../../support/helpers";

beforeAll(seedDemoData);

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${counter++}@example.com`;
/** Every test gets its own client address so the sign-in rate limits never interfere. */
const ip = () => `10.0.${counter % 250}.${(counter++ % 250) + 1}`;

/** A JSON POST, answered once the emails it asked for are in the mailbox. */
function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return callSettled(path, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip(), ...headers },
    body: JSON.stringify(body),
  });
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

async function signUp(email = uniqueEmail("user"), password = "secret123") {
  const response = await post("/api/auth/sign-up/email", { email, password, name: "Test Person" });
  expect(response.status).toBe(200);
  return { email, password, cookie: cookieOf(response) };
}

async function guest() {
  const response = await post("/api/auth/sign-in/anonymous", {});
  expect(response.status).toBe(200);
  return cookieOf(response);
}

async function latestEmail(to: string) {
  const [email] = await db().select().from(devEmails).where(eq(devEmails.to, to)).orderBy(desc(devEmails.createdAt));
  return email;
}

async function verify(email: string) {
  const message = await latestEmail(email);
  const token = message?.text.match(/verify-email\?token=([^&\s]+)/)?.[1];
  expect(token).toBeTruthy();
  const response = await call(`/api/auth/verify-email?token=${token}`);
  expect([200, 302]).toContain(response.status);
}

describe("email and password", () => {
  it("signs up, sends a verification email with a link to /verify-email, and verifies", async () => {
    const person = await signUp();
    const email = await latestEmail(person.email);
    expect(email?.subject).toBe("Verify your email for Culture Directory");
    expect(email?.text).toMatch(/http:\/\/localhost\/verify-email\?token=[^&\s]+&userId=/);
    expect(email?.html).toContain("<a href=");
    const before = await json(await call("/api/users/profile", { headers: { cookie: person.cookie } }));
    expect(before.data).toMatchObject({ role: "user", emailVerified: false, email: person.email });
    await verify(person.email);
    const after = await json(
      await call("/api/users/profile", { headers: { cookie: await signIn(person.email, person.password) } }),
    );
    expect(after.data.emailVerified).toBe(true);
  });

  it("refuses passwords under 6 characters and a second account with the same email", async () => {
    const short = await post("/api/auth/sign-up/email", { email: uniqueEmail("short"), password: "12345", name: "x" });
    expect(short.status).toBe(400);
    expect((await json(short)).code).toBe("PASSWORD_TOO_SHORT");
    const person = await signUp();
    const again = await post("/api/auth/sign-up/email", { email: person.email, password: "secret123", name: "x" });
    expect(again.status).toBe(422);
    expect((await json(again)).code).toMatch(/USER_ALREADY_EXISTS/);
  });

  it("rejects a wrong password", async () => {
    const person = await createVerifiedUser(db());
    const response = await post("/api/auth/sign-in/email", { email: person.email, password: "wrong-pass" });
    expect(response.status).toBe(401);
    expect((await json(response)).code).toBe("INVALID_EMAIL_OR_PASSWORD");
  });

  it("resets a password through the emailed link and revokes the old sessions", async () => {
    const person = await newSignedInUser();
    const request = await post("/api/auth/request-password-reset", {
      email: person.email,
      redirectTo: "/reset-password",
    });
    expect(request.status).toBe(200);
    const message = await latestEmail(person.email);
    expect(message?.subject).toBe("Reset your Culture Directory password");
    const token = message?.text.match(/reset-password\?token=([^\s]+)/)?.[1];
    expect(token).toBeTruthy();
    const reset = await post("/api/auth/reset-password", { token, newPassword: "brand-new-1" });
    expect(reset.status).toBe(200);
    expect((await call("/api/users/profile", { headers: { cookie: person.cookie } })).status).toBe(401);
    await signIn(person.email, "brand-new-1");
  });

  it("changes the password and signs out the other sessions", async () => {
    const person = await newSignedInUser();
    const other = await signIn(person.email, person.password);
    const change = await post(
      "/api/auth/change-password",
      { currentPassword: person.password, newPassword: "changed-22", revokeOtherSessions: true },
      { cookie: person.cookie },
    );
    expect(change.status).toBe(200);
    expect((await call("/api/users/profile", { headers: { cookie: other } })).status).toBe(401);
    await signIn(person.email, "changed-22");
  });

  it("sets HttpOnly, SameSite=Lax session cookies", async () => {
    const person = await createVerifiedUser(db());
    const response = await post("/api/auth/sign-in/email", { email: person.email, password: person.password });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("better-auth.session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe("guests", () => {
  it("signs in anonymously; guests read but cannot use permanent-account routes", async () => {
    const cookie = await guest();
    const profile = await json(await call("/api/users/profile", { headers: { cookie } }));
    expect(profile.data).toMatchObject({ isAnonymous: true, role: "user" });
    expect((await call("/api/organizations?limit=1", { headers: { cookie } })).status).toBe(200);
    const organizationsResponse = await call("/api/users/organizations", { headers: { cookie } });
    expect(organizationsResponse.status).toBe(403);
    expect((await json(organizationsResponse)).message).toBe("Please sign in to access this feature");
  });

  it("keeps everything the guest had when the guest signs up", async () => {
    const cookie = await guest();
    const guestId = (await json(await call("/api/users/profile", { headers: { cookie } }))).data.id;
    const guestOrg = await createDraftOrganization(db(), { name: "Guest Org", createdBy: guestId });
    const email = uniqueEmail("linked");
    const response = await post(
      "/api/auth/sign-up/email",
      { email, password: "secret123", name: "Linked" },
      { cookie },
    );
    expect(response.status).toBe(200);
    const [newUser] = await db().select().from(user).where(eq(user.email, email));
    const [org] = await db().select().from(organizations).where(eq(organizations.id, guestOrg.id));
    expect(org?.createdBy).toBe(newUser?.id);
    expect(await db().select().from(user).where(eq(user.id, guestId))).toHaveLength(0);
  });

  it("deletes guests inactive for 30 days who own nothing", async () => {
    const idle = await guest();
    const owning = await guest();
    const idleId = (await json(await call("/api/users/profile", { headers: { cookie: idle } }))).data.id;
    const owningId = (await json(await call("/api/users/profile", { headers: { cookie: owning } }))).data.id;
    await createDraftOrganization(db(), { name: "Kept", createdBy: owningId });
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    for (const id of [idleId, owningId]) {
      await db().update(user).set({ updatedAt: longAgo }).where(eq(user.id, id));
      await db().update(session).set({ updatedAt: longAgo }).where(eq(session.userId, id));
    }
    expect(await deleteInactiveGuests(db(), new Date())).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(user).where(eq(user.id, idleId))).toHaveLength(0);
    expect(await db().select().from(user).where(eq(user.id, owningId))).toHaveLength(1);
  });

  it("goes on in rounds while whole batches are found, up to its rounds", async () => {
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    const idle = async () => {
      const id = (await json(await call("/api/users/profile", { headers: { cookie: await guest() } }))).data.id;
      await db().update(user).set({ updatedAt: longAgo }).where(eq(user.id, id));
      await db().update(session).set({ updatedAt: longAgo }).where(eq(session.userId, id));
      return id as string;
    };
    const ids = [await idle(), await idle(), await idle()];
    const left = async () =>
      (await Promise.all(ids.map((id) => db().select().from(user).where(eq(user.id, id))))).flat();
    // Batches of one: two rounds delete two of them, the next run goes on.
    expect(await deleteInactiveGuests(db(), new Date(), 1, 2)).toBe(2);
    expect(await left()).toHaveLength(1);
    expect(await deleteInactiveGuests(db(), new Date(), 1, 2)).toBe(1);
    expect(await left()).toHaveLength(0);
  });

  it("deletes sessions past their end, and only those", async () => {
    const expired = await guest();
    const live = await guest();
    const idOf = async (cookie: string) =>
      (await json(await call("/api/users/profile", { headers: { cookie } }))).data.id;
    const [expiredId, liveId] = [await idOf(expired), await idOf(live)];
    await db()
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, expiredId));
    expect(await deleteExpiredSessions(db(), new Date())).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(session).where(eq(session.userId, expiredId))).toHaveLength(0);
    expect(await db().select().from(session).where(eq(session.userId, liveId))).toHaveLength(1);
  });
});

describe("guard matrix", () => {
  // Each API route and the access it needs, tried signed out, as a guest, unverified, verified and as admin.
  const routes = [
    { path: "/api/users/profile", access: "signed-in" },
    { path: "/api/users/organizations", access: "permanent" },
    { path: "/api/cities", access: "admin" },
  ] as const;

  it.each(routes)("$path requires $access", async ({ path, access }) => {
    const unverified = (await signedIn(await createUnverifiedUser(db()))).cookie;
    const verified = (await newSignedInUser()).cookie;
    const admin = (await newSignedInAdmin()).cookie;
    const expected = {
      "signed-in": { out: 401, guest: 200, unverified: 200, verified: 200, admin: 200 },
      permanent: { out: 401, guest: 403, unverified: 200, verified: 200, admin: 200 },
      admin: { out: 401, guest: 403, unverified: 403, verified: 403, admin: 200 },
    }[access];
    const status = async (cookie?: string) => (await call(path, { headers: cookie ? { cookie } : {} })).status;
    expect({
      out: await status(),
      guest: await status(await guest()),
      unverified: await status(unverified),
      verified: await status(verified),
      admin: await status(admin),
    }).toEqual(expected);
  });

  it("answers 401 with the catalogue message when signed out", async () => {
    const response = await call("/api/users/profile");
    expect(await json(response)).toEqual({
      message: "You need to be logged in to perform this action.",
      code: "SIGNED_OUT",
      messageId: "access.signedOut",
    });
  });
});

describe("origin check and redirects", () => {
  it("refuses state-changing API requests from another site", async () => {
    const owner = await newSignedInUser();
    const response = await call("/api/users/me", {
      method: "DELETE",
      headers: { cookie: owner.cookie, origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ confirm: "DELETE", password: owner.password }),
    });
    expect(response.status).toBe(403);
    expect((await json(response)).message).toBe("Cross-site request refused");
    expect(await db().select().from(user).where(eq(user.id, owner.id))).toHaveLength(1);
  });

  it.each([
    ["/profile", "/profile"],
    ["/organizations/x/edit?claimed=true", "/organizations/x/edit?claimed=true"],
    ["https://evil.example/", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    [null, "/"],
  ])("only follows this site's paths after signing in: %s", (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });
});

describe("verification links and the signed-in person", () => {
  async function tokenOf(email: string) {
    const token = (await latestEmail(email))?.text.match(/verify-email\?token=([^&\s]+)/)?.[1];
    expect(token).toBeTruthy();
    return token!;
  }
  const sessionsOf = async (userId: string) =>
    (await db().select().from(session).where(eq(session.userId, userId))).length;
  const sessionCookieIn = (response: Response) =>
    response.headers.getSetCookie().some((cookie) => /^better-auth\.session_token=[^;]+/.test(cookie));

  it("the raw API link verifies another account's address but keeps whoever is signed in", async () => {
    const signedInPerson = await newSignedInUser();
    const other = await signUp();
    const [otherUser] = await db().select({ id: user.id }).from(user).where(eq(user.email, other.email));
    const otherId = otherUser!.id;
    const sessionsBefore = await sessionsOf(otherId);
    const response = await call(`/api/auth/verify-email?token=${await tokenOf(other.email)}`, {
      headers: { cookie: signedInPerson.cookie },
    });
    expect(response.status).toBe(200);
    expect(sessionCookieIn(response)).toBe(false);
    // The address is verified; no session was made for the other account, and the signed-in person is still in.
    const [otherRow] = await db().select().from(user).where(eq(user.id, otherId));
    expect(otherRow!.emailVerified).toBe(true);
    expect(await sessionsOf(otherId)).toBe(sessionsBefore);
    const me = await json(await call("/api/auth/get-session", { headers: { cookie: signedInPerson.cookie } }));
    expect(me.user.id).toBe(signedInPerson.id);
  });

  it("signs the link's account in when nobody (or a guest) is signed in, and the same person stays signed in", async () => {
    const nobody = await signUp();
    const alone = await call(`/api/auth/verify-email?token=${await tokenOf(nobody.email)}`);
    expect(sessionCookieIn(alone)).toBe(true);

    const fromGuest = await signUp();
    const asGuest = await call(`/api/auth/verify-email?token=${await tokenOf(fromGuest.email)}`, {
      headers: { cookie: await guest() },
    });
    expect(sessionCookieIn(asGuest)).toBe(true);

    const self = await signUp();
    const own = await call(`/api/auth/verify-email?token=${await tokenOf(self.email)}`, {
      headers: { cookie: self.cookie },
    });
    expect(own.status).toBe(200);
    const me = await json(await call("/api/auth/get-session", { headers: { cookie: self.cookie } }));
    expect(me.user).toMatchObject({ email: self.email, emailVerified: true });
  });
});

describe("account deletion", () => {
  async function ownerWithData() {
    const person = await newSignedInUser();
    const { id } = person;
    const logoKey = `organizations/${id}/logo.png`;
    await env.IMAGES.put(logoKey, new Uint8Array([1, 2, 3]));
    const own = await createPaidOrganization(db(), {
      name: "Mine",
      createdBy: id,
      logoKey,
      categories: ["remote_first"],
    });
    const explore = await createClaimedExploreCompany(db(), id);
    return { ...person, own: own.id, logoKey, subscription: own.subscription!.id, explore: explore.id };
  }

  const remove = (cookie: string, body: unknown) =>
    call("/api/users/me", {
      method: "DELETE",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("needs DELETE typed exactly and the current password", async () => {
    const person = await newSignedInUser();
    const wrongWord = await remove(person.cookie, { confirm: "delete", password: person.password });
    expect(wrongWord.status).toBe(400);
    expect((await json(wrongWord)).message).toBe("Please type DELETE to confirm");
    const noPassword = await remove(person.cookie, { confirm: "DELETE" });
    expect((await json(noPassword)).message).toBe("Password required for email/password accounts");
    const wrongPassword = await remove(person.cookie, { confirm: "DELETE", password: "not-it-1" });
    expect(wrongPassword.status).toBe(400);
    expect((await json(wrongPassword)).message).toBe(
      "Incorrect password. Please enter your current password to confirm account deletion.",
    );
  });

  it("deletes the account, its organizations and images, unclaims Explore companies, keeps subscriptions", async () => {
    const person = await ownerWithData();
    const response = await remove(person.cookie, { confirm: "DELETE", password: person.password });
    expect(response.status).toBe(200);
    expect(await db().select().from(user).where(eq(user.id, person.id))).toHaveLength(0);
    expect(await db().select().from(organizations).where(eq(organizations.id, person.own))).toHaveLength(0);
    expect(await env.IMAGES.get(person.logoKey)).toBeNull();
    const [explore] = await db().select().from(organizations).where(eq(organizations.id, person.explore));
    expect(explore).toMatchObject({ claimedByUserId: null, createdBy: null, isExploreCompany: true });
    const [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.id, person.subscription));
    expect(subscription).toMatchObject({ userId: null, organizationName: "Mine" });
    expect((await call("/api/users/profile", { headers: { cookie: person.cookie } })).status).toBe(401);
    const again = await post("/api/auth/sign-in/email", { email: person.email, password: person.password });
    expect(again.status).toBe(401);
  });

  it("lets a GitHub-only account delete itself only with a recent sign-in", async () => {
    const person = await newSignedInUser();
    const { id } = person;
    // Turn the person into a GitHub-only account: no password to re-enter.
    await db()
      .delete(account)
      .where(and(eq(account.userId, id), eq(account.providerId, "credential")));
    await db()
      .insert(account)
      .values({ id: `gh-${id}`, accountId: `gh-${id}`, providerId: "github", userId: id });
    const twentyMinutesAgo = new Date(Date.now() - 20 * 60 * 1000);
    await db().update(session).set({ createdAt: twentyMinutesAgo }).where(eq(session.userId, id));
    const stale = await remove(person.cookie, { confirm: "DELETE" });
    expect(stale.status).toBe(401);
    expect((await json(stale)).message).toBe(
      "Authentication cancelled. Please try again and complete the authentication process.",
    );
    await db().update(session).set({ createdAt: new Date() }).where(eq(session.userId, id));
    expect((await remove(person.cookie, { confirm: "DELETE" })).status).toBe(200);
    expect(await db().select().from(user).where(eq(user.id, id))).toHaveLength(0);
  });

  it("lists the person's own organizations, paid or not", async () => {
    const owner = await newSignedInUser();
    const own = [
      await createDraftOrganization(db(), { createdBy: owner.id }),
      await createPaidOrganization(db(), { createdBy: owner.id }),
      await createClaimedExploreCompany(db(), owner.id),
    ];
    await createPaidOrganization(db(), { createdBy: (await createVerifiedUser(db())).id });
    const body = await json(await call("/api/users/organizations", { headers: { cookie: owner.cookie } }));
    expect(body.data.map((org: { id: string }) => org.id).sort()).toEqual(own.map((org) => org.id).sort());
    expect(body.data.some((org: { paymentStatus: string }) => org.paymentStatus === "pending")).toBe(true);
  });
});
