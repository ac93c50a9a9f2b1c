import { crc32 } from "../worker/lib/crc32";

/**
 * A minimal PNG encoder (8-bit RGB, no filtering) for the seed's generated logos. Runs in Node and in workerd:
 * compression uses the web CompressionStream ("deflate" is the zlib format PNG expects).
 */

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  const typeAndData = out.subarray(4, 8 + data.length);
  typeAndData.set(new TextEncoder().encode(type), 0);
  typeAndData.set(data, 4);
  view.setUint32(8 + data.length, crc32(typeAndData));
  return out;
}

async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Encodes width*height RGB pixels given by `pixel(x, y)` as a PNG file. */
export async function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
): Promise<Uint8Array> {
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3); // each row starts with filter type 0
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", await deflate(raw)),
    chunk("IEND", new Uint8Array()),
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** A symmetric 5x5 identicon on a tinted background, derived from `seed` (same input, same image). */
export function identicon(seed: string, size = 96): Promise<Uint8Array> {
  const h = hash(seed);
  const hue = h % 360;
  const fg = hsl(hue, 0.62, 0.42);
  const bg = hsl(hue, 0.5, 0.94);
  const cells = Array.from({ length: 15 }, (_, i) => (hash(`${seed}:${i}`) & 1) === 1);
  const margin = Math.round(size / 8);
  const cell = (size - 2 * margin) / 5;
  return encodePng(size, size, (x, y) => {
    const cx = Math.floor((x - margin) / cell);
    const cy = Math.floor((y - margin) / cell);
    if (cx < 0 || cy < 0 || cx > 4 || cy > 4) return bg;
    const column = cx < 3 ? cx : 4 - cx; // mirror columns 3 and 4 onto 1 and 0
    return cells[cy * 3 + column] ? fg : bg;
  });
}
