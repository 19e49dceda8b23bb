import { describe, expect, it } from 'vitest';
import { PIN_HASH_ITERATIONS, WebCryptoPinHasher } from '../../../src/adapters/browser/web-crypto-pin-hasher';

describe('the PIN hashed with Web Crypto', () => {
  it('keeps a salted PBKDF2-SHA-256 hash that matches the PIN and no other', async () => {
    const hasher = new WebCryptoPinHasher();
    const record = await hasher.hash('4821');
    expect(record).toMatchObject({ algorithm: 'PBKDF2-SHA-256', iterations: PIN_HASH_ITERATIONS });
    expect(atob(record.salt)).toHaveLength(16);
    expect(atob(record.hash)).toHaveLength(32);
    expect(JSON.stringify(record)).not.toContain('4821');
    expect(await hasher.matches('4821', record)).toBe(true);
    expect(await hasher.matches('4822', record)).toBe(false);
  });

  it('salts every hash anew: the same PIN twice gives two different records', async () => {
    const hasher = new WebCryptoPinHasher();
    const [a, b] = await Promise.all([hasher.hash('4821'), hasher.hash('4821')]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it('matches nothing against a damaged record', async () => {
    const hasher = new WebCryptoPinHasher();
    const record = await hasher.hash('4821');
    expect(await hasher.matches('4821', { ...record, hash: '%%%' })).toBe(false);
    expect(await hasher.matches('4821', { ...record, hash: btoa('short') })).toBe(false);
  });

  it('fails without Web Crypto, with an error that does not carry the PIN', async () => {
    const hasher = new WebCryptoPinHasher(null);
    const error = await hasher.hash('4821').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).not.toContain('4821');
  });
});
