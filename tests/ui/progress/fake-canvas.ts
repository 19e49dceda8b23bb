import { vi } from 'vitest';

/**
 * A 2D canvas for jsdom, which draws nothing: it records the text drawn and gives a PNG blob, so the
 * shared picture can be made and read in the screens' tests. Undo with restoreCanvas().
 */
let standIns = false;
export function fakeCanvas(): { texts: string[] } {
  const texts: string[] = [];
  const ctx = new Proxy(
    { measureText: (text: string) => ({ width: text.length * 10 }), fillText: (text: string) => void texts.push(text) },
    { get: (target, name) => (name in target ? target[name as keyof typeof target] : () => undefined), set: () => true },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob(['png'], { type: 'image/png' })));
  // jsdom has no object URLs: the picture's download link gets a stand-in address.
  if (typeof URL.createObjectURL !== 'function') {
    URL.createObjectURL = () => 'blob:picture';
    URL.revokeObjectURL = () => undefined;
    standIns = true;
  }
  return { texts };
}

/** jsdom's canvas and URL as they were. */
export function restoreCanvas(): void {
  vi.restoreAllMocks();
  if (!standIns) return;
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  standIns = false;
}
