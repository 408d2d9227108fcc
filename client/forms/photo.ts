/** A testimonial's optional photo: what the form accepts, checked again on the server from the file's own bytes. */

/** Largest photo accepted, in bytes. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export const PHOTO_TYPES = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;
export type PhotoType = keyof typeof PHOTO_TYPES;

/** The type a file's first bytes show (JPEG, PNG or WebP), whatever name or type the browser gave it. */
export function photoTypeOf(head: Uint8Array): PhotoType | undefined {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0x52, 0x49, 0x46, 0x46) && head[8] === 0x57 && head[9] === 0x45 && head[10] === 0x42 && head[11] === 0x50) return "image/webp";
  return undefined;
}

/** Why a photo is refused (catalogue id), or undefined when it is fine. */
export function photoError(size: number, head: Uint8Array): string | undefined {
  if (size > MAX_PHOTO_BYTES) return "form.photo.tooLarge";
  return photoTypeOf(head) ? undefined : "form.photo.invalid";
}

/**
 * Why a photo just chosen in the browser is refused before it is sent: only its size, which the
 * browser knows at once (its bytes are checked by the server). A too-large file never starts uploading.
 */
export function chosenPhotoError(file: File | undefined): string | undefined {
  return file && file.size > MAX_PHOTO_BYTES ? "form.photo.tooLarge" : undefined;
}
