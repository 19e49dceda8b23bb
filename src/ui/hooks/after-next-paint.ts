/**
 * Runs `run` once the browser has painted the next frame: a picture's load event comes before the
 * frame that shows it, and work started from the event would otherwise run ahead of that paint
 * (issue 7: the rows and cards that wait for the first pictures wait for them to be on screen).
 */
export function afterNextPaint(run: () => void): void {
  if (typeof requestAnimationFrame === 'undefined') {
    setTimeout(run, 0);
    return;
  }
  // The animation frame comes just before the paint; the task queued from it runs after it.
  requestAnimationFrame(() => setTimeout(run, 0));
}
