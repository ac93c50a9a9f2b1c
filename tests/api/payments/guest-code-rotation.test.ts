import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrganization, createVerifiedUser } from "../../../seed/factories";
import { organizations } from "../../../worker/db/schema";
import { getConfig } from "../../../worker/platform/env";
import { createGuestCode, guestCodeSecrets, redeemGuestCode } from "../../../worker/services/payments/guest-codes";
import { asViewer, db, seedDemoData } from "../../support/helpers";

const OLD = "old-guest-code-secret-0123456789abcdef";
const NEW = "new-guest-code-secret-0123456789abcdef";

async function ownOrganization() {
  const owner = await createVerifiedUser(db());
  const org = await createOrganization(db(), { createdBy: owner.id });
  return { viewer: asViewer(owner.id, owner.email), organizationId: org.id };
}

describe("rotating GUEST_CODE_SECRET (GUEST_CODE_SECRET_PREVIOUS)", () => {
  // Organizations refer to the reference data (countries, categories).
  beforeAll(seedDemoData);

  it("lists the current secret first and the previous one only while it differs", () => {
    const base = { APP_ENV: "test", APP_URL: "https://directory.example.org", BETTER_AUTH_SECRET: "b".repeat(40) };
    expect(guestCodeSecrets(getConfig(base as unknown as Env))).toEqual(["b".repeat(40)]);
    expect(guestCodeSecrets(getConfig({ ...base, GUEST_CODE_SECRET: NEW } as unknown as Env))).toEqual([NEW]);
    expect(
      guestCodeSecrets(
        getConfig({ ...base, GUEST_CODE_SECRET: NEW, GUEST_CODE_SECRET_PREVIOUS: OLD } as unknown as Env),
      ),
    ).toEqual([NEW, OLD]);
    expect(
      guestCodeSecrets(
        getConfig({ ...base, GUEST_CODE_SECRET: NEW, GUEST_CODE_SECRET_PREVIOUS: NEW } as unknown as Env),
      ),
    ).toEqual([NEW]);
    // Codes hashed under BETTER_AUTH_SECRET (no key of their own) follow its rotation; codes with their own key do not.
    expect(guestCodeSecrets(getConfig({ ...base, BETTER_AUTH_SECRET_PREVIOUS: OLD } as unknown as Env))).toEqual([
      "b".repeat(40),
      OLD,
    ]);
    expect(
      guestCodeSecrets(
        getConfig({ ...base, GUEST_CODE_SECRET: NEW, BETTER_AUTH_SECRET_PREVIOUS: OLD } as unknown as Env),
      ),
    ).toEqual([NEW]);
    expect(() => getConfig({ ...base, GUEST_CODE_SECRET_PREVIOUS: "short" } as unknown as Env)).toThrow(
      /GUEST_CODE_SECRET_PREVIOUS/,
    );
  });

  it("redeems a code handed out under the previous secret, and not once the previous secret is dropped", async () => {
    await createGuestCode(db(), OLD, { code: "before-rotation", maxUses: 5, expiresAt: null });
    const first = await ownOrganization();
    const redeemer = (viewer: typeof first.viewer, previousSecret?: string) => ({
      viewer,
      address: `198.51.100.${Math.floor(Math.random() * 250)}`,
      secret: NEW,
      previousSecret,
    });

    await expect(
      redeemGuestCode(db(), redeemer(first.viewer, OLD), {
        organizationId: first.organizationId,
        code: "before-rotation",
      }),
    ).resolves.toEqual({ paymentStatus: "paid", paidVia: "guest_code" });
    const [row] = await db().select().from(organizations).where(eq(organizations.id, first.organizationId));
    expect(row).toMatchObject({ paymentStatus: "paid", paidVia: "guest_code" });

    const second = await ownOrganization();
    await expect(
      redeemGuestCode(db(), redeemer(second.viewer), {
        organizationId: second.organizationId,
        code: "before-rotation",
      }),
    ).rejects.toThrow("Invalid guest code");

    // A code made under the new secret redeems with or without the previous one configured.
    await createGuestCode(db(), NEW, { code: "after-rotation", maxUses: 5, expiresAt: null });
    await expect(
      redeemGuestCode(db(), redeemer(second.viewer, OLD), {
        organizationId: second.organizationId,
        code: "after-rotation",
      }),
    ).resolves.toMatchObject({ paymentStatus: "paid" });
  });
});
