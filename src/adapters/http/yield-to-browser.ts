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

/** Bytes decoded between two pauses while a body is read: a few milliseconds of work on a phone. */
const BYTES_PER_STEP = 512 * 1024;

/**
 * A response's text, decoded as it arrives and with a pause every BYTES_PER_STEP: `text()` decodes
 * a 5 MB body in one task. A response without a readable body is read with `text()`.
 */
export async function readText(response: Response): Promise<string> {
  const body = response.body;
  if (!body) return response.text();
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let sincePause = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(decoder.decode(value, { stream: true }));
    sincePause += value.byteLength;
    if (sincePause >= BYTES_PER_STEP) {
      sincePause = 0;
      await yieldToBrowser();
    }
  }
  parts.push(decoder.decode());
  return parts.join('');
}
