import { crc32, deflateSync } from 'node:zlib';

/**
 * The portal's app icon drawn as a PNG, so the home-screen icons are made in the project at build
 * time (no binary files, no image tool): the favicon's mark, a white "play" triangle on the accent
 * colour. The 'any' icon is a rounded square on transparency; the 'maskable' one fills the whole
 * square with the accent colour, and its mark stays inside the central 80 % circle that every
 * launcher's mask keeps.
 */
export type IconPurpose = 'any' | 'maskable';

const ACCENT = [0x7c, 0x5c, 0xff] as const;
const WHITE = [0xff, 0xff, 0xff] as const;
/** Samples per pixel along each axis: smooth edges without an anti-aliasing library. */
const SAMPLES = 4;

/** The favicon's mark on a 64-unit grid: a square with 14-unit corners and the triangle (24,18) (48,32) (24,46). */
function colourAt(x: number, y: number, purpose: IconPurpose): readonly number[] | null {
  // The maskable icon draws the mark at 80 %, centred, so it sits well inside the safe circle.
  const scale = purpose === 'maskable' ? 0.8 : 1;
  const u = (x - 32) / scale + 32;
  const v = (y - 32) / scale + 32;
  if (inTriangle(u, v)) return WHITE;
  if (purpose === 'maskable' || inRoundedSquare(x, y)) return ACCENT;
  return null;
}

function inTriangle(u: number, v: number): boolean {
  if (u < 24) return false;
  // Right of x=24, between the edges (24,18)→(48,32) and (24,46)→(48,32).
  const halfHeight = 14 * (1 - (u - 24) / 24);
  return Math.abs(v - 32) <= halfHeight;
}

function inRoundedSquare(x: number, y: number): boolean {
  const r = 14;
  const cx = Math.min(Math.max(x, r), 64 - r);
  const cy = Math.min(Math.max(y, r), 64 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r && x >= 0 && y >= 0 && x <= 64 && y <= 64;
}

/** RGBA pixels of the icon at `size` × `size`. */
export function iconPixels(size: number, purpose: IconPurpose): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const unit = 64 / size;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const colour = colourAt((px + (sx + 0.5) / SAMPLES) * unit, (py + (sy + 0.5) / SAMPLES) * unit, purpose);
          if (!colour) continue;
          r += colour[0]!;
          g += colour[1]!;
          b += colour[2]!;
          a += 1;
        }
      }
      const i = (py * size + px) * 4;
      if (a > 0) {
        pixels[i] = Math.round(r / a);
        pixels[i + 1] = Math.round(g / a);
        pixels[i + 2] = Math.round(b / a);
      }
      pixels[i + 3] = Math.round((255 * a) / (SAMPLES * SAMPLES));
    }
  }
  return pixels;
}

/** A PNG file (8-bit RGBA, no interlace) of the icon at `size` × `size`. */
export function appIconPng(size: number, purpose: IconPurpose): Buffer {
  const pixels = iconPixels(size, purpose);
  // Each scanline starts with its filter type (0: none).
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    raw[y * (size * 4 + 1)] = 0;
    Buffer.from(pixels.buffer, y * size * 4, size * 4).copy(raw, y * (size * 4 + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0, 0);
  return Buffer.concat([length, typeAndData, crc]);
}
