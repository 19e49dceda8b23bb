import { token } from '../token';
import type { PinRecord } from '../../domain/family-settings';

/**
 * Turns the parent's PIN into a salted hash and checks a PIN against one (the browser's Web Crypto).
 * The PIN itself goes no further: it is never kept, sent, logged or reported, and an error thrown
 * here never carries it.
 */
export interface PinHasherPort {
  /** A new random salt and the PIN's hash with it. */
  hash(pin: string): Promise<PinRecord>;
  matches(pin: string, record: PinRecord): Promise<boolean>;
}
export const PinHasherPort = token<PinHasherPort>('PinHasherPort');
