/**
 * A canvas off the page for what a game draws once and copies every frame (a pitch, a board, a
 * field): w × h CSS pixels at the screen's pixel ratio (as fitCanvas sizes the page's canvas), with
 * its context drawing in CSS pixels. Copy it with ctx.drawImage(canvas, 0, 0, w, h).
 */
export function offscreenCanvas(
  w: number,
  h: number,
  dpr = Math.min(window.devicePixelRatio || 1, 3),
): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(w * dpr));
  canvas.height = Math.max(1, Math.round(h * dpr));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw on a canvas');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  return { canvas, ctx };
}
