import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { appIconPng, iconPixels } from '../../../scripts/app-icon';
import { ICON_FILES, webAppManifest } from '../../../scripts/web-app-manifest';

/** Width, height and colour type from a PNG's header chunk. */
function pngHeader(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), colourType: png[25] };
}

const alphaAt = (pixels: Uint8Array, size: number, x: number, y: number) => pixels[(y * size + x) * 4 + 3];

describe('the web app manifest', () => {
  it('names the app after the configured product, starts at /home, standalone, with the three shortcuts', () => {
    const manifest = webAppManifest('Khelo Arena');
    expect(manifest).toMatchObject({
      name: 'Khelo Arena',
      short_name: 'Khelo Arena',
      start_url: '/home',
      display: 'standalone',
      theme_color: '#0e0f1a',
      background_color: '#0e0f1a',
    });
    expect((manifest.shortcuts as { url: string }[]).map((s) => s.url)).toEqual(['/search', '/favorite', '/tournament']);
  });

  it('shortens a long product name for the launcher', () => {
    expect(webAppManifest('Bangladesh Games Portal').short_name).toBe('Bangladesh');
  });

  it('lists 192 and 512 px icons, each also maskable', () => {
    const icons = webAppManifest('PlayZone').icons as { sizes: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(ICON_FILES).toHaveLength(4);
  });
});

describe('the app icons drawn at build time', () => {
  it('are PNG files of the size they claim, with their pixels intact', () => {
    for (const size of [192, 512]) {
      const png = appIconPng(size, 'any');
      expect(pngHeader(png)).toEqual({ width: size, height: size, colourType: 6 });
      const idatStart = png.indexOf('IDAT', 0, 'latin1');
      const idatLength = png.readUInt32BE(idatStart - 4);
      expect(inflateSync(png.subarray(idatStart + 4, idatStart + 4 + idatLength))).toHaveLength(size * (size * 4 + 1));
    }
  });

  it('leave the corners of the plain icon transparent and fill the whole maskable icon', () => {
    const plain = iconPixels(64, 'any');
    const maskable = iconPixels(64, 'maskable');
    expect(alphaAt(plain, 64, 0, 0)).toBe(0);
    expect(alphaAt(plain, 64, 32, 32)).toBe(255);
    expect(alphaAt(maskable, 64, 0, 0)).toBe(255);
    expect(alphaAt(maskable, 64, 63, 63)).toBe(255);
  });
});
