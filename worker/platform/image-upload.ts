import { message } from "../../contract/errors";
import { IMAGE_MAX_BYTES } from "../../contract/limits";
import { crc32 } from "../lib/crc32";
import { AppError, invalid } from "./errors";

type ImageType = { contentType: "image/jpeg" | "image/png" | "image/webp"; extension: "jpg" | "png" | "webp" };

/** The image type from the file's first bytes; the name and the client's content type are not trusted. */
function sniffImage(bytes: Uint8Array): ImageType | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", extension: "jpg" };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: "image/png", extension: "png" };
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) {
    return { contentType: "image/webp", extension: "webp" };
  }
  return null;
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/**
 * A PNG walked chunk by chunk: each chunk within the file with its CRC right, IHDR first with a size, image data,
 * and IEND exactly at the end.
 */
function isPng(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let data = false;
  for (let at = 8, first = true; at + 12 <= bytes.length; first = false) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    const type = ascii(bytes, at + 4, 4);
    if (end > bytes.length || !/^[A-Za-z]{4}$/.test(type)) return false;
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length)) return false;
    if (first && (type !== "IHDR" || length !== 13 || view.getUint32(at + 8) === 0 || view.getUint32(at + 12) === 0)) {
      return false;
    }
    if (type === "IDAT") data = true;
    if (type === "IEND") return data && end === bytes.length;
    at = end;
  }
  return false;
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): the ones that give the image's size. */
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * A JPEG walked marker by marker: segments within the file, a frame with a width before the first scan, scans'
 * entropy-coded data, up to the end-of-image marker (anything after it is ignored, as decoders do).
 */
function isJpeg(bytes: Uint8Array): boolean {
  let frame = false;
  let scanned = false;
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd9) return frame && scanned;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return false;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2 || at + 2 + length > bytes.length) return false;
    if (JPEG_FRAMES.has(marker)) {
      if (length < 8 || ((bytes[at + 7]! << 8) | bytes[at + 8]!) === 0) return false;
      frame = true;
    }
    at += 2 + length;
    if (marker === 0xda) {
      if (!frame) return false;
      // Entropy-coded data runs to the next marker; 0xff00 is an escaped byte and restart markers sit inside it.
      while (
        at + 1 < bytes.length &&
        !(bytes[at] === 0xff && bytes[at + 1] !== 0 && (bytes[at + 1]! < 0xd0 || bytes[at + 1]! > 0xd7))
      ) {
        at += 1;
      }
      scanned = true;
    }
  }
  return false;
}

/**
 * A WebP walked chunk by chunk: the RIFF size is the file's, every chunk within it, the first one an image header
 * (VP8, VP8L or VP8X), and image data that says what it is (a VP8 frame's start code and size, VP8L's signature).
 */
function isWebp(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 20 || view.getUint32(4, true) + 8 !== bytes.length) return false;
  let image = false;
  let at = 12;
  for (let first = true; at + 8 <= bytes.length; first = false) {
    const type = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size & 1);
    if (end > bytes.length) return false;
    if (first && type !== "VP8 " && type !== "VP8L" && type !== "VP8X") return false;
    if (type === "VP8 ") {
      const startCode = bytes[at + 11] === 0x9d && bytes[at + 12] === 0x01 && bytes[at + 13] === 0x2a;
      if (size < 10 || !startCode || (view.getUint16(at + 14, true) & 0x3fff) === 0) return false;
      image = true;
    }
    if (type === "VP8L") {
      if (size < 5 || bytes[at + 8] !== 0x2f) return false;
      image = true;
    }
    if (type === "ANMF") image = true;
    at = end;
  }
  return image && at === bytes.length;
}

const STRUCTURE: Record<ImageType["contentType"], (bytes: Uint8Array) => boolean> = {
  "image/png": isPng,
  "image/jpeg": isJpeg,
  "image/webp": isWebp,
};

/**
 * The image type of a file that is, structurally, that image from its first byte to its last (or, for a JPEG, to
 * its end marker): a file that only starts like an image (an HTML page behind a PNG signature) is refused, so what
 * /images serves as an image is one.
 */
export function imageType(bytes: Uint8Array): ImageType | null {
  const type = sniffImage(bytes);
  return type && STRUCTURE[type.contentType](bytes) ? type : null;
}

export type ImageUpload = { bytes: Uint8Array; type: ImageType };

/**
 * An upload, or how to read it: services authorize first and read the body only then (`() => readImageUpload(req)`),
 * so nobody who may not change the image can make the worker read 5 MB.
 */
export type UploadSource = ImageUpload | (() => Promise<ImageUpload>);

export function readSource(source: UploadSource): Promise<ImageUpload> {
  return typeof source === "function" ? source() : Promise.resolve(source);
}

/** The multipart body may carry the file plus its field's framing; anything beyond is refused while streaming. */
const BODY_MAX_BYTES = IMAGE_MAX_BYTES + 64 * 1024;

/**
 * How much of a body too large to take is still read (and dropped) before the 413 goes out: a browser that is still
 * sending when the answer comes sees its connection reset instead, and the form could not show why. Past this, the
 * upload is cut off all the same.
 */
const DRAIN_MAX_BYTES = 4 * IMAGE_MAX_BYTES;

class BodyTooLarge extends Error {}

/**
 * The body, up to `max` bytes; past that it is read and dropped up to DRAIN_MAX_BYTES, and the stream ends with an
 * error once the body does (a chunked body declares no length, so it is counted as it streams).
 */
function limitedBody(body: ReadableStream<Uint8Array>, max: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > DRAIN_MAX_BYTES) controller.error(new BodyTooLarge());
        else if (seen <= max) controller.enqueue(chunk);
      },
      flush(controller) {
        if (seen > max) controller.error(new BodyTooLarge());
      },
    }),
  );
}

/** Reads and drops a body, up to DRAIN_MAX_BYTES, so that an answer sent now reaches the client (see above). */
async function drain(body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  try {
    for (let read = 0; read <= DRAIN_MAX_BYTES; ) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nobody is left to answer.
  }
}

const tooLarge = () => new AppError("too_large", message("image.tooLarge"));

/**
 * Reads and checks the multipart field `image`: present and not empty (400), at most 5 MB (413, also for a chunked
 * body, counted while it streams; the rest of the body is read and dropped first, so the answer arrives), JPEG, PNG
 * or WebP by its bytes and its structure (415).
 */
export async function readImageUpload(request: Request): Promise<ImageUpload> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > BODY_MAX_BYTES) {
    if (request.body) await drain(request.body);
    throw tooLarge();
  }
  if (!request.body) throw invalid(message("image.missing"));
  let form: FormData;
  try {
    const headers = new Headers(request.headers);
    headers.delete("content-length");
    const limited = new Request(request.url, {
      method: "POST",
      headers,
      body: limitedBody(request.body, BODY_MAX_BYTES),
    });
    form = await limited.formData();
  } catch (error) {
    if (error instanceof BodyTooLarge || (error instanceof Error && error.cause instanceof BodyTooLarge)) {
      throw tooLarge();
    }
    throw invalid(message("image.missing"));
  }
  const file = form.get("image");
  if (!(file instanceof File) || file.size === 0) throw invalid(message("image.missing"));
  if (file.size > IMAGE_MAX_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = imageType(bytes);
  if (!type) throw new AppError("unsupported_media_type", message("image.wrongType"));
  return { bytes, type };
}
