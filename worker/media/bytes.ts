/** Byte readers and the kept output shared by the format walks of ./strip-metadata.ts. */

export const u16be = (bytes: Uint8Array, at: number): number => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
export const u32be = (bytes: Uint8Array, at: number): number => u16be(bytes, at) * 65536 + u16be(bytes, at + 2);
export const u16le = (bytes: Uint8Array, at: number): number => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
export const u32le = (bytes: Uint8Array, at: number): number => u16le(bytes, at) + u16le(bytes, at + 2) * 65536;
export const ascii = (bytes: Uint8Array, at: number, length: number): string => String.fromCharCode(...bytes.subarray(at, at + length));

/**
 * The most segments (JPEG markers outside a scan) or chunks (PNG chunks other than image data, WebP
 * chunks) one image may have. A photo has a few dozen; a file of a million 2-byte markers or 12-byte
 * chunks is an attack on the Worker's 128 MB, not a picture (issue 37 review, finding 1).
 */
export const MAX_SEGMENTS = 1000;

/**
 * What is kept of an upload: ranges of it, contiguous ones merged into one view, and the few bytes
 * written anew (a fresh EXIF orientation, a VP8X without its flags), joined once at the end. However
 * the upload is cut up, the views number at most twice the segments kept.
 */
export class Kept {
  private readonly parts: Uint8Array[] = [];
  private start = 0;
  private end = 0;
  private bytes = 0;

  constructor(private readonly source: Uint8Array) {}

  /** Keeps source[start, end). */
  range(start: number, end: number): void {
    if (start !== this.end || this.start === this.end) {
      this.flush();
      this.start = start;
    }
    this.end = end;
  }

  /** Keeps bytes that are not a range of the source. */
  add(bytes: Uint8Array): void {
    this.flush();
    this.parts.push(bytes);
    this.bytes += bytes.byteLength;
  }

  /** How many bytes are kept so far: where the next kept byte will be in the output. */
  get length(): number {
    return this.bytes + (this.end - this.start);
  }

  /** The kept bytes in one buffer, with `insert` put at output offset `at` when given. */
  joined(insert?: { at: number; bytes: Uint8Array }): Uint8Array<ArrayBuffer> {
    this.flush();
    const out = new Uint8Array(this.bytes + (insert?.bytes.byteLength ?? 0));
    let at = 0;
    const put = (part: Uint8Array) => {
      out.set(part, at);
      at += part.byteLength;
    };
    for (const part of this.parts) {
      if (insert && at <= insert.at && insert.at < at + part.byteLength) {
        const cut = insert.at - at;
        put(part.subarray(0, cut));
        put(insert.bytes);
        put(part.subarray(cut));
        insert = undefined;
      } else put(part);
    }
    if (insert) put(insert.bytes);
    return out;
  }

  private flush(): void {
    if (this.end > this.start) {
      this.parts.push(this.source.subarray(this.start, this.end));
      this.bytes += this.end - this.start;
    }
    this.start = this.end = 0;
  }
}
