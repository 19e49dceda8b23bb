import * as z from 'zod/mini';

/** Spec §3 "Response envelope: status (OK), data, errors list whose entries carry a message
 * (and a code in tournament calls)". Parsed at the edge; anything else is a malformed answer. */
export const envelopeSchema = z.object({
  status: z.string(),
  data: z.optional(z.unknown()),
  errors: z.optional(
    z.nullable(
      z.array(
        z.object({
          message: z.optional(z.nullable(z.string())),
          code: z.optional(z.nullable(z.union([z.string(), z.number()]))),
        }),
      ),
    ),
  ),
});
export type Envelope = z.infer<typeof envelopeSchema>;

export const isOk = (envelope: Envelope): boolean => envelope.status.toUpperCase() === 'OK';

export const firstError = (envelope: Envelope): { message?: string; code?: string } => {
  const first = envelope.errors?.[0];
  return { message: first?.message ?? undefined, code: first?.code == null ? undefined : String(first.code) };
};
