import { photoError, photoTypeOf, PHOTO_TYPES } from "../../client/forms/photo";

/** A stored upload, as the lead records it. */
export interface StoredPhoto {
  key: string;
  type: string;
  size: number;
}

/** The bytes read to recognise a file's type. */
const HEAD_BYTES = 16;

/** Checks a posted photo: undefined when none was sent, else its bytes or the reason it is refused. */
export async function readPhoto(file: File | undefined): Promise<undefined | { error: string } | { bytes: ArrayBuffer; type: keyof typeof PHOTO_TYPES }> {
  if (!file || file.size === 0) return undefined;
  const bytes = await file.arrayBuffer();
  const head = new Uint8Array(bytes.slice(0, HEAD_BYTES));
  const error = photoError(file.size, head);
  if (error) return { error };
  return { bytes, type: photoTypeOf(head)! };
}

/** Keeps a photo in the uploads bucket under a name nobody can guess; nothing in it is public. */
export async function storePhoto(uploads: R2Bucket, photo: { bytes: ArrayBuffer; type: keyof typeof PHOTO_TYPES }): Promise<StoredPhoto> {
  const key = `testimonials/${crypto.randomUUID()}.${PHOTO_TYPES[photo.type]}`;
  await uploads.put(key, photo.bytes, { httpMetadata: { contentType: photo.type } });
  return { key, type: photo.type, size: photo.bytes.byteLength };
}
