import { photoError, photoTypeOf, PHOTO_TYPES } from "../../client/forms/photo";
import { stripMetadata } from "../media/strip-metadata";

/** A stored upload, as the lead records it. */
export interface StoredPhoto {
  key: string;
  type: string;
  size: number;
}

/** The bytes read to recognise a file's type. */
const HEAD_BYTES = 16;

/**
 * Checks a posted photo: undefined when none was sent, else the photo to keep or the reason it is
 * refused. The photo kept is the upload without its metadata (a phone's EXIF holds the GPS position
 * of the sender's home); one whose body is not the image its first bytes claim (truncated, garbage)
 * is refused as a file that is no photo.
 */
export async function readPhoto(file: File | undefined): Promise<undefined | { error: string } | { bytes: ArrayBuffer; type: keyof typeof PHOTO_TYPES }> {
  if (!file || file.size === 0) return undefined;
  const upload = new Uint8Array(await file.arrayBuffer());
  const head = upload.subarray(0, HEAD_BYTES);
  const error = photoError(file.size, head);
  if (error) return { error };
  const type = photoTypeOf(head)!;
  const stripped = stripMetadata(upload, type);
  if (!stripped) return { error: "form.photo.invalid" };
  return { bytes: stripped.buffer, type };
}

/** Where testimonial photos live in the uploads bucket (the content's images live elsewhere: worker/content/media.ts). */
export const TESTIMONIAL_PHOTO_PREFIX = "testimonials/";

/** A checked photo with the place it will have in the uploads bucket, named before its lead is stored. */
export interface PendingPhoto {
  record: StoredPhoto;
  bytes: ArrayBuffer;
}

/** Names a photo's place in the uploads bucket, a name nobody can guess; nothing in it is public. */
export function namePhoto(photo: { bytes: ArrayBuffer; type: keyof typeof PHOTO_TYPES }): PendingPhoto {
  const key = `${TESTIMONIAL_PHOTO_PREFIX}${crypto.randomUUID()}.${PHOTO_TYPES[photo.type]}`;
  return { record: { key, type: photo.type, size: photo.bytes.byteLength }, bytes: photo.bytes };
}

/**
 * Puts a photo in the place its lead names, once that lead is stored as a new one: a lead is stored
 * before anything else happens, and a duplicate post's photo is never put (nothing would find it).
 * Of the two ways to keep a failed put from leaving a lead that names a photo nobody can open (put
 * first and delete it again for a duplicate, or drop the photo from the stored lead), this one is the
 * second: putting first would put a visitor's photo before their lead is safe. So a put that fails
 * answers false and the caller drops `photo` from the lead (LeadRepository.forgetPhoto) before its
 * deliveries are queued: mails and the staff page then do without a picture, never name a missing
 * one. A picture without its lead (a put that failed half-way) is swept (worker/privacy/photo-sweep.ts).
 */
export async function putPhoto(uploads: R2Bucket, photo: PendingPhoto): Promise<boolean> {
  try {
    await uploads.put(photo.record.key, photo.bytes, { httpMetadata: { contentType: photo.record.type } });
    return true;
  } catch (error) {
    console.error("testimonial photo not stored", photo.record.key, error);
    return false;
  }
}
