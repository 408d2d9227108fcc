import { hex } from "../../client/domain/digest";

/** Bytes as Web Streams hand them over (an ArrayBuffer, never a SharedArrayBuffer). */
export type Bytes = Uint8Array<ArrayBuffer>;

async function pipe(bytes: Bytes, stream: CompressionStream | DecompressionStream): Promise<Bytes> {
  const piped = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

/** `text` (UTF-8) gzip-compressed: how listing snapshots and content versions are stored. */
export const gzip = (text: string): Promise<Bytes> => pipe(new TextEncoder().encode(text), new CompressionStream("gzip"));

/** The text of gzip-compressed UTF-8 bytes; rejects when they are not valid gzip. */
export const gunzip = async (bytes: Bytes): Promise<string> => new TextDecoder().decode(await pipe(bytes, new DecompressionStream("gzip")));

/** The SHA-256 of stored bytes as hex: what a reader compares before it trusts them. */
export const bytesSum = async (bytes: Bytes): Promise<string> => hex(await crypto.subtle.digest("SHA-256", bytes));
