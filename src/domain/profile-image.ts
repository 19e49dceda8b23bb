import type { FieldProblem } from './field-problem';

/** Picture types the portal accepts for a profile picture (what every browser can show). */
export const PROFILE_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

/** 1 MB: a picture larger than this is refused before it is uploaded over mobile data. */
export const PROFILE_IMAGE_MAX_BYTES = 1024 * 1024;

/** Checks a chosen file before upload; returns the problem to show next to the picture input, or null. */
export function profileImageProblem(file: { type: string; size: number }): FieldProblem | null {
  if (!PROFILE_IMAGE_TYPES.includes(file.type)) return { code: 'picture-type' };
  if (file.size === 0) return { code: 'picture-empty' };
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return { code: 'picture-too-large', maxBytes: PROFILE_IMAGE_MAX_BYTES };
  return null;
}
