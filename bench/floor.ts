import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/** Where the floor page is served, beside the portal on the same server. */
export const FLOOR_PATH = '/floor/';
/** The size of the floor's picture, about that of a hero poster. */
const PICTURE_BYTES = 20 * 1024;
const WIDTH = 412;
const HEIGHT = 172;

/**
 * The physical floor the portal is measured against: a tiny static page, one heading and one
 * picture of about 20 KB, served by the same server over the same protocol. Its largest paint
 * waits only on the HTML and the picture; a page's LCP divided by the floor's, measured in the
 * same run, says how much the portal's own work costs on top of what the network and the
 * device cost anyway.
 */
export async function writeFloorPage(outDir: string): Promise<number> {
  const folder = join(outDir, 'floor');
  await mkdir(folder, { recursive: true });
  const picture = floorPicture();
  await writeFile(join(folder, 'picture.png'), picture);
  await writeFile(
    join(folder, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Floor</title>
    <style>
      body { margin: 0; padding: 16px; background: #0e0f1a; color: #fff; font-family: system-ui, sans-serif; }
      img { display: block; width: 100%; height: auto; border-radius: 12px; }
    </style>
  </head>
  <body>
    <h1>Floor</h1>
    <img src="/floor/picture.png" alt="" width="${WIDTH}" height="${HEIGHT}" />
  </body>
</html>
`,
  );
  return picture.length;
}

/**
 * A PNG of about PICTURE_BYTES: a colour ramp with seeded noise, its amount chosen so that the
 * compressed picture has about the wanted size (a flat picture would compress to nothing).
 */
function floorPicture(): Buffer {
  let best = png(0);
  for (let noise = 0.01; noise <= 0.5; noise += 0.01) {
    const candidate = png(noise);
    if (Math.abs(candidate.length - PICTURE_BYTES) < Math.abs(best.length - PICTURE_BYTES)) best = candidate;
  }
  return best;
}

/** `noise`: the share of pixels one step lighter than the ramp. */
function png(noise: number): Buffer {
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const rows: Buffer[] = [];
  for (let y = 0; y < HEIGHT; y += 1) {
    const row = Buffer.alloc(1 + WIDTH * 3);
    for (let x = 0; x < WIDTH; x += 1) {
      const jitter = random() < noise ? 1 : 0;
      row[1 + x * 3] = (x * 255) / WIDTH + jitter;
      row[2 + x * 3] = 90 + jitter;
      row[3 + x * 3] = 160 + jitter;
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
