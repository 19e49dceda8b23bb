import * as z from 'zod/mini';
import { openEntries, openText } from './open-fields';

/**
 * Spec §3 "Response envelope: status (OK), data, errors list whose entries carry a message
 * (and a code in tournament calls)". Parsed at the edge; without a status as text it is a
 * malformed answer. The errors list is read leniently: an errors field of another shape, or an
 * entry that is no object, never turns an answer (or a refusal) into a malformed one.
 */
export const envelopeSchema = z.object({
  status: z.string(),
  data: z.optional(z.unknown()),
  errors: openEntries,
});
export type Envelope = z.infer<typeof envelopeSchema>;

const errorDto = z.object({ message: openText, code: openText });

export const isOk = (envelope: Envelope): boolean => envelope.status.toUpperCase() === 'OK';

/**
 * The first entry of the errors list that is an error: its message and code, as text when they
 * are; an entry sent as bare text is its message.
 */
export const firstError = (envelope: Envelope): { message?: string; code?: string } => {
  for (const entry of envelope.errors ?? []) {
    if (typeof entry === 'string') return { message: entry };
    const parsed = errorDto.safeParse(entry);
    if (parsed.success) return { message: parsed.data.message, code: parsed.data.code };
  }
  return {};
};
