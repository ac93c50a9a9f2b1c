import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_MESSAGES } from "../../../contract/messages";
import { identicon } from "../../../seed/png";
import { readImageUpload } from "../../../worker/platform/image-upload";
import { call, json } from "../../support/helpers";
import { JPEG, PNG, WEBP } from "../../support/images";
import { setUpOwnedOrganizations, upload } from "../../support/owned-organizations";

/** The owner's paid organization (with a logo), whose images the tests change. */
let PAID: string;
let owner: string;
let admin: string;
let stranger: string;

beforeAll(async () => {
  ({ paid: PAID, owner, admin, stranger } = await setUpOwnedOrganizations());
});

const WRONG = IMAGE_MESSAGES.wrongType;
const withTail = (bytes: Uint8Array, tail: string) => new Uint8Array([...bytes, ...new TextEncoder().encode(tail)]);
const withByte = (bytes: Uint8Array, at: number, value: number) => {
  const copy = bytes.slice();
  copy[at] = copy[at] === value ? value ^ 1 : value;
  return copy;
};

describe("images", () => {
  it.each([
    ["PNG", identicon("png-test"), "image/png"],
    ["JPEG", Promise.resolve(JPEG), "image/jpeg"],
    ["WebP", Promise.resolve(WEBP), "image/webp"],
  ])("accepts a real %s, serves it with its type, and deletes the one it replaces", async (_label, bytes, type) => {
    const before = (await json(await call(`/api/organizations/${PAID}`))).data.logo;
    const response = await upload(
      `/api/organizations/${PAID}/logo`,
      await bytes,
      owner,
      "photo.bin",
      "application/octet-stream",
    );
    expect(response.status).toBe(200);
    const { logoUrl } = (await json(response)).data;
    expect(logoUrl.startsWith(`/images/organizations/${PAID}/logo-`)).toBe(true);
    const served = await call(logoUrl);
    expect(served.headers.get("content-type")).toBe(type);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    if (before) expect((await call(before)).status).toBe(404);
  });

  it.each([
    [
      "text named .png",
      new TextEncoder().encode("just text"),
      415,
      "Please select a valid image file (JPEG, PNG, or WebP)",
    ],
    [
      "an SVG",
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      415,
      "Please select a valid image file (JPEG, PNG, or WebP)",
    ],
    [
      "HTML sent as image/png",
      new TextEncoder().encode("<html><script>alert(1)</script></html>"),
      415,
      "Please select a valid image file (JPEG, PNG, or WebP)",
    ],
    ["HTML behind a PNG signature", withTail(PNG.subarray(0, 8), "<html><script>alert(1)</script></html>"), 415, WRONG],
    ["a PNG cut short", PNG.subarray(0, PNG.length - 12), 415, WRONG],
    ["a PNG with a chunk's CRC altered", withByte(PNG, PNG.length - 20, 0x55), 415, WRONG],
    ["a PNG with HTML after its end", withTail(PNG, "<script>alert(1)</script>"), 415, WRONG],
    [
      "HTML behind a JPEG signature",
      withTail(JPEG.subarray(0, 20), "<html><script>alert(1)</script></html>"),
      415,
      WRONG,
    ],
    ["a JPEG without its end marker", JPEG.subarray(0, JPEG.length - 2), 415, WRONG],
    ["HTML behind a WebP header", withTail(WEBP.subarray(0, 16), "<html><script>alert(1)</script></html>"), 415, WRONG],
    ["a WebP whose RIFF size is not its length", withTail(WEBP, "<script></script>"), 415, WRONG],
    ["a 6 MB file", new Uint8Array(6 * 1024 * 1024).fill(0x89), 413, "File size must be less than 5MB"],
    ["an empty file", new Uint8Array(0), 400, "Please select a file to upload."],
  ])("refuses %s", async (_label, bytes, status, message) => {
    const response = await upload(`/api/organizations/${PAID}/banner`, bytes, owner);
    expect(response.status).toBe(status);
    expect((await json(response)).message).toBe(message);
  });

  it("serves every image with a sandbox policy: opened on its own it runs nothing", async () => {
    const response = await upload(`/api/organizations/${PAID}/banner`, PNG, owner);
    expect(response.status).toBe(200);
    const served = await call((await json(response)).data.bannerImageUrl);
    expect(served.headers.get("content-security-policy")).toBe("sandbox");
  });

  it.each([
    ["declared", true],
    ["chunked", false],
  ])("reads a %s body past 5 MB to its end before answering 413, so the answer arrives", async (_label, declared) => {
    // A multipart body of 7 MB, handed out 64 KB at a time, counting what the worker reads.
    const boundary = "x-boundary";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const total = 7 * 1024 * 1024;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        const chunk = sent === 0 ? head : new Uint8Array(Math.min(64 * 1024, total - sent)).fill(0x41);
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const headers = new Headers({ "content-type": `multipart/form-data; boundary=${boundary}` });
    if (declared) headers.set("content-length", String(total));
    const request = new Request(`http://localhost/api/organizations/${PAID}/logo`, { method: "POST", headers, body });
    await expect(readImageUpload(request)).rejects.toMatchObject({
      kind: "too_large",
      message: IMAGE_MESSAGES.tooLarge,
    });
    expect(sent).toBe(total);
  });

  it("refuses a request without the image field", async () => {
    const response = await call(`/api/organizations/${PAID}/logo`, {
      method: "POST",
      headers: { cookie: owner },
      body: new FormData(),
    });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe("Please select a file to upload.");
  });

  it("stores a category image for one of the organization's categories, and removes it", async () => {
    const ok = await upload(`/api/organizations/${PAID}/category/remote_first/image`, await identicon("cat"), owner);
    const { categoryImageUrl } = (await json(ok)).data;
    expect((await json(await call(`/api/organizations/${PAID}`))).data.categoryImages.remote_first).toBe(
      categoryImageUrl,
    );
    expect(
      (await upload(`/api/organizations/${PAID}/category/education/image`, await identicon("c"), owner)).status,
    ).toBe(404);
    const removed = await call(`/api/organizations/${PAID}/category/remote_first/image`, {
      method: "DELETE",
      headers: { cookie: owner },
    });
    expect((await json(removed)).data).toEqual({ categoryImageUrl: null });
    expect((await call(categoryImageUrl)).status).toBe(404);
  });

  it("lets only the creator upload or delete images", async () => {
    const png = await identicon("perm");
    expect((await upload(`/api/organizations/${PAID}/logo`, png, stranger)).status).toBe(403);
    expect((await upload(`/api/organizations/${PAID}/logo`, png, admin)).status).toBe(403);
    expect(
      (await call(`/api/organizations/${PAID}/banner`, { method: "DELETE", headers: { cookie: stranger } })).status,
    ).toBe(403);
  });
});
