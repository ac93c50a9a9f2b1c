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

/**
 * Reads and checks the multipart field `image`: present and not empty (400), at most 5 MB (413), JPEG, PNG or WebP
 * by its bytes (415).
 */
export async function readImageUpload(request: Request): Promise<{ bytes: Uint8Array; type: ImageType }> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > IMAGE_MAX_BYTES + 64 * 1024) throw new AppError("too_large", IMAGE_MESSAGES.tooLarge);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
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
