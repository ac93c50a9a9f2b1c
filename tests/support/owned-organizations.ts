import { env } from "cloudflare:workers";
import { createDraftOrganization, createPaidOrganization, uniqueId } from "../../seed/factories";
import { identicon } from "../../seed/png";
import { call, db, newSignedInAdmin, newSignedInUser, seedDemoData } from "./helpers";

/**
 * The people and organizations the organization write tests share: an owner with a paid organization (with a logo)
 * and an unpaid one, an admin and a stranger, each a session cookie.
 */
export async function setUpOwnedOrganizations() {
  await seedDemoData();
  const person = await newSignedInUser();
  const admin = (await newSignedInAdmin()).cookie;
  const stranger = (await newSignedInUser({ name: "Stranger" })).cookie;
  const logoKey = `organizations/${uniqueId("logo")}.png`;
  await env.IMAGES.put(logoKey, await identicon(logoKey), { httpMetadata: { contentType: "image/png" } });
  const paid = await createPaidOrganization(db(), {
    name: "Ledgerline",
    countryCode: "GB",
    createdBy: person.id,
    logoKey,
    categories: ["fintech_inclusion", "remote_first", "psychological_safety"],
  });
  const unpaid = await createDraftOrganization(db(), { name: "Fietsdata", countryCode: "NL", createdBy: person.id });
  return { paid: paid.id, unpaid: unpaid.id, ownerId: person.id, owner: person.cookie, admin, stranger };
}

/** A JSON request with the given session. */
export function send(method: string, path: string, body: unknown, cookie?: string) {
  return call(path, {
    method,
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** An image upload (a multipart form with its `image` file) with the given session. */
export function upload(
  path: string,
  bytes: Uint8Array | string,
  cookie: string,
  name = "image.png",
  type = "image/png",
) {
  const form = new FormData();
  form.append("image", new File([bytes as BlobPart], name, { type }));
  return call(path, { method: "POST", headers: { cookie }, body: form });
}
