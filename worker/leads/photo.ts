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

/** Keeps a photo in the uploads bucket under a name nobody can guess; nothing in it is public. */
export async function storePhoto(uploads: R2Bucket, photo: { bytes: ArrayBuffer; type: keyof typeof PHOTO_TYPES }): Promise<StoredPhoto> {
  const key = `testimonials/${crypto.randomUUID()}.${PHOTO_TYPES[photo.type]}`;
  await uploads.put(key, photo.bytes, { httpMetadata: { contentType: photo.type } });
  return { key, type: photo.type, size: photo.bytes.byteLength };
}
