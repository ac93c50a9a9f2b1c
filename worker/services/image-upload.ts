import { IMAGE_MAX_BYTES } from "../../contract/limits";
import { IMAGE_MESSAGES } from "../../contract/messages";
import { AppError, invalid } from "./errors";

type ImageType = { contentType: "image/jpeg" | "image/png" | "image/webp"; extension: "jpg" | "png" | "webp" };

/** The image type from the file's first bytes; the name and the client's content type are not trusted. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", extension: "jpg" };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: "image/png", extension: "png" };
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) {
    return { contentType: "image/webp", extension: "webp" };
  }
  return null;
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

class BodyTooLarge extends Error {}

/** The body, cut off with an error once more than `max` bytes came through (a chunked body declares no length). */
function limitedBody(body: ReadableStream<Uint8Array>, max: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > max) controller.error(new BodyTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * Reads and checks the multipart field `image`: present and not empty (400), at most 5 MB (413, also for a chunked
 * body, counted while it streams), JPEG, PNG or WebP by its bytes (415).
 */
export async function readImageUpload(request: Request): Promise<ImageUpload> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > BODY_MAX_BYTES) throw new AppError("too_large", IMAGE_MESSAGES.tooLarge);
  if (!request.body) throw invalid(IMAGE_MESSAGES.missing);
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
      throw new AppError("too_large", IMAGE_MESSAGES.tooLarge);
    }
    throw invalid(IMAGE_MESSAGES.missing);
  }
  const file = form.get("image");
  if (!(file instanceof File) || file.size === 0) throw invalid(IMAGE_MESSAGES.missing);
  if (file.size > IMAGE_MAX_BYTES) throw new AppError("too_large", IMAGE_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) throw new AppError("unsupported_media_type", IMAGE_MESSAGES.wrongType);
  return { bytes, type };
}
