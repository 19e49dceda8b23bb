import type { PinHasherPort } from '../../application/ports/pin-hasher.port';
import type { PinRecord } from '../../domain/family-settings';

/** PBKDF2 rounds: about a tenth of a second on a low-end phone, once per PIN typed. */
export const PIN_HASH_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * The parent's PIN as a salted PBKDF2-SHA-256 hash, made by the browser's Web Crypto
 * (docs/decisions/0058). The digits are used only to derive the hash and are never kept, and the
 * errors thrown here never carry them.
 */
export class WebCryptoPinHasher implements PinHasherPort {
  constructor(private readonly crypto: Crypto | null = globalThis.crypto ?? null) {}

  async hash(pin: string): Promise<PinRecord> {
    const salt = this.webCrypto().getRandomValues(new Uint8Array(SALT_BYTES));
    const hash = await this.derive(pin, salt, PIN_HASH_ITERATIONS);
    return { algorithm: 'PBKDF2-SHA-256', iterations: PIN_HASH_ITERATIONS, salt: toBase64(salt), hash: toBase64(hash) };
  }

  async matches(pin: string, record: PinRecord): Promise<boolean> {
    if (record.algorithm !== 'PBKDF2-SHA-256') return false;
    let salt: Uint8Array;
    let expected: Uint8Array;
    try {
      salt = fromBase64(record.salt);
      expected = fromBase64(record.hash);
    } catch {
      return false;
    }
    const actual = await this.derive(pin, salt, record.iterations);
    // Every byte compared, whatever the first difference: how long a check takes says nothing of the PIN.
    let difference = actual.length ^ expected.length;
    for (let i = 0; i < actual.length; i += 1) difference |= actual[i]! ^ (expected[i] ?? 0);
    return difference === 0;
  }

  private async derive(pin: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
    const subtle = this.webCrypto().subtle;
    const key = await subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
    const bits = await subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
      key,
      HASH_BITS,
    );
    return new Uint8Array(bits);
  }

  /** Web Crypto exists only in a secure context (HTTPS or localhost); without it no PIN can be kept. */
  private webCrypto(): Crypto {
    if (!this.crypto?.subtle) throw new Error('Web Crypto is not available here');
    return this.crypto;
  }
}
