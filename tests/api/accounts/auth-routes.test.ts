import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { user } from "../../../worker/db/schema";
import { getAuth } from "../../../worker/services/accounts/auth";
import { call, db, json, newSignedInUser, seedDemoData } from "../../support/helpers";

/** A fresh password account, verified and signed in (a fresh session is what better-auth's own deletion wants). */
const freshAccount = () => newSignedInUser({ name: "Fresh" });

beforeAll(seedDemoData);

describe("better-auth's routes the app does not offer as they are", () => {
  it("closes better-auth's own account deletion: only DELETE /api/users/me deletes", async () => {
    const account = await freshAccount();
    for (const path of ["/api/auth/delete-user", "/api/auth/delete-user/callback?token=x"]) {
      const response = await call(path, {
        method: path.includes("callback") ? "GET" : "POST",
        headers: { "content-type": "application/json", cookie: account.cookie },
        body: path.includes("callback") ? undefined : "{}",
      });
      expect(response.status, path).toBe(404);
    }
    expect(await db().select().from(user).where(eq(user.email, account.email))).toHaveLength(1);
  });

  it("holds update-user to the profile form's rules and passes only name and image", async () => {
    const account = await freshAccount();
    const update = (body: unknown) =>
      call("/api/auth/update-user", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: account.cookie },
        body: JSON.stringify(body),
      });

    const tooLong = await update({ name: "x".repeat(101) });
    expect(tooLong.status).toBe(400);
    expect((await json(tooLong)).message).toBe("Display name must be at most 100 characters");

    const script = await update({ image: "javascript:alert(1)" });
    expect(script.status).toBe(400);
    expect((await json(script)).message).toBe("Please enter a valid URL (e.g., https://example.com/photo.jpg)");

    const ok = await update({ name: "  Renamed  ", image: "example.com/me.png", role: "admin", emailVerified: false });
    expect(ok.status).toBe(200);
    const [row] = await db().select().from(user).where(eq(user.email, account.email));
    expect(row).toMatchObject({
      name: "Renamed",
      image: "https://example.com/me.png",
      role: "user",
      emailVerified: true,
    });
  });
});

describe("OAuth tokens at rest", () => {
  it("are stored encrypted (better-auth's encryptOAuthTokens)", async () => {
    expect(getAuth(env).options.account?.encryptOAuthTokens).toBe(true);
  });
});
