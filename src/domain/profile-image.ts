/** Picture types the portal accepts for a profile picture (what every browser can show). */
export const PROFILE_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

/** 1 MB: a picture larger than this is refused before it is uploaded over mobile data. */
export const PROFILE_IMAGE_MAX_BYTES = 1024 * 1024;

/** Checks a chosen file before upload; returns the message to show next to the picture input, or null. */
export function profileImageProblem(file: { type: string; size: number }): string | null {
  if (!PROFILE_IMAGE_TYPES.includes(file.type)) return 'Choose a PNG, JPEG or WebP picture.';
  if (file.size === 0) return 'This picture is empty. Choose another one.';
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return 'This picture is larger than 1 MB. Choose a smaller one.';
  return null;
}
