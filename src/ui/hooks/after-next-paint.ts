/**
 * Runs `run` once the browser has painted the next frame: a picture's load event comes before the
 * frame that shows it, and work started from the event would otherwise run ahead of that paint
 * (the rows and cards that wait for the first pictures wait for them to be on screen).
 */
export function afterNextPaint(run: () => void): void {
  if (typeof requestAnimationFrame === 'undefined') {
    setTimeout(run, 0);
    return;
  }
  // The animation frame comes just before the paint; the task queued from it runs after it.
  requestAnimationFrame(() => setTimeout(run, 0));
}

/**
 * Runs `run` once `picture` is on screen: after its decoding, which for a `decoding="async"`
 * picture may end frames after its load event, and the paint that follows. A picture that failed
 * (its decoding rejects) or is not given only waits for the next paint.
 */
export function afterPictureShown(picture: HTMLImageElement | undefined, run: () => void): void {
  const decoded = typeof picture?.decode === 'function' ? picture.decode() : Promise.resolve();
  void decoded.catch(() => undefined).then(() => afterNextPaint(run));
}
