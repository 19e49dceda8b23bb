/**
 * Answers larger than this are read in steps (text, JSON, validation, then the screen), each in a
 * task of its own, so a 5 MB list never holds a phone's main thread in one piece. Ordinary answers
 * (a few KB) go through in one step, as before.
 */
export const BIG_ANSWER_CHARS = 256 * 1024;

/**
 * Lets the browser run what is waiting (input, a frame) before going on. A message to ourselves
 * comes back as a new task at once, without the delay a timer may add.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
