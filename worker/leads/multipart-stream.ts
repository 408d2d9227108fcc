/**
 * Reads a multipart/form-data body as it streams in, keeping its text fields and each file's first
 * `maxFileBytes` only: a file over that is counted to its end, never held, so a visitor's 20 MB photo
 * costs no memory and the words typed beside it (before or after it) are still there to show again.
 */

export interface StreamedPart {
  name: string;
  /** Set for a file part: its name as the browser sent it, its type, and its bytes when not over the limit. */
  file?: { filename: string; type: string; bytes: Uint8Array<ArrayBuffer> | null; size: number };
  text?: string;
}

export type StreamedForm = { ok: true; parts: StreamedPart[] } | { ok: false; reason: "not-multipart" | "text-too-large" | "malformed" };

/** A part's headers: a name, a file name and a type never need more. */
const MAX_HEADER_BYTES = 8 * 1024;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The boundary of a multipart/form-data content type (RFC 7578), or undefined. */
export function boundaryOf(contentType: string | null | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  const last = haystack.length - needle.length;
  outer: for (let i = haystack.indexOf(first!, from); i !== -1 && i <= last; i = haystack.indexOf(first!, i + 1)) {
    for (let j = 1; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/** The name, file name and type a part's headers give. */
function partHeaders(text: string): { name: string; filename?: string; type: string } | undefined {
  const disposition = /^content-disposition:\s*form-data(.*)$/im.exec(text)?.[1] ?? "";
  const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
  if (name === undefined) return undefined;
  const filename = /;\s*filename="([^"]*)"/i.exec(disposition)?.[1];
  const type = /^content-type:\s*([^\r\n]+)$/im.exec(text)?.[1]?.trim() ?? "application/octet-stream";
  return filename === undefined ? { name, type } : { name, filename, type };
}

/** What a streamed body may hold: the text of its fields, one file's bytes, its parts and all its bytes. */
export interface StreamLimits {
  /** Text fields and every part's headers together, in bytes. */
  maxTextBytes: number;
  /** The kept file's bytes; over this it is counted, not held. */
  maxFileBytes: number;
  /** The one file field whose bytes are kept (the form's photo); any other file is only counted. */
  fileField: string;
  /** Parts of any kind: a form has a handful, a body of thousands is not a person's. */
  maxParts: number;
  /** The whole body: past this it is not read on (a photo of a phone is far below). */
  maxBodyBytes: number;
}

/**
 * Reads `body` to its end within `limits`: text and headers together up to `maxTextBytes`, the
 * `fileField` file's bytes up to `maxFileBytes` (bytes null beyond, its size still counted), any other
 * file counted only, at most `maxParts` parts and `maxBodyBytes` in all. Memory stays within the kept
 * text and one file, whatever is sent; consumed bytes are skipped by an offset, never copied again.
 */
export async function readMultipart(body: ReadableStream<Uint8Array>, boundary: string, limits: StreamLimits): Promise<StreamedForm> {
  // The first delimiter has no line break before it: one is added, so every delimiter looks the same.
  const delimiter = encoder.encode(`\r\n--${boundary}`);
  const headerEnd = encoder.encode("\r\n\r\n");
  const parts: StreamedPart[] = [];
  let buffer: Uint8Array = encoder.encode("\r\n");
  let offset = 0;
  let state: "preamble" | "after-delimiter" | "headers" | "content" | "done" = "preamble";
  let current: { name: string; filename?: string; type: string } | undefined;
  let kept: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  let textBytes = 0;
  let bodyBytes = 0;
  let fileKept = false;

  /** Whether the current part's bytes are held: a text field, or the first file of `fileField` within its limit. */
  const holding = () =>
    current !== undefined && (current.filename === undefined || (current.name === limits.fileField && !fileKept && size <= limits.maxFileBytes));
  const keep = (bytes: Uint8Array): boolean => {
    size += bytes.length;
    if (current?.filename === undefined) {
      textBytes += bytes.length;
      if (textBytes > limits.maxTextBytes) return false;
    }
    if (holding()) kept.push(bytes.slice());
    else kept = [];
    return true;
  };
  const finishPart = () => {
    if (!current) return;
    const bytes = new Uint8Array(kept.reduce((total, chunk) => total + chunk.length, 0));
    kept.reduce((at, chunk) => (bytes.set(chunk, at), at + chunk.length), 0);
    if (current.filename !== undefined) {
      const held = holding();
      if (current.name === limits.fileField) fileKept = true;
      parts.push({ name: current.name, file: { filename: current.filename, type: current.type, bytes: held ? bytes : null, size } });
    } else parts.push({ name: current.name, text: decoder.decode(bytes) });
  };

  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (value) {
        bodyBytes += value.length;
        if (bodyBytes > limits.maxBodyBytes) return { ok: false, reason: "text-too-large" };
        // What is left of the last chunk (at most a delimiter's or a header's length) goes before the new one.
        buffer = concat(buffer.subarray(offset), value);
        offset = 0;
      }
      for (let progress = true; progress && state !== "done";) {
        progress = false;
        if (state === "preamble" || state === "content") {
          const at = indexOf(buffer, delimiter, offset);
          if (at === -1) {
            // Everything but what could be the start of a delimiter is content.
            const safe = Math.max(offset, buffer.length - delimiter.length + 1);
            if (state === "content" && !keep(buffer.subarray(offset, safe))) return { ok: false, reason: "text-too-large" };
            offset = safe;
          } else {
            if (state === "content") {
              if (!keep(buffer.subarray(offset, at))) return { ok: false, reason: "text-too-large" };
              finishPart();
            }
            offset = at + delimiter.length;
            state = "after-delimiter";
            progress = true;
          }
        } else if (state === "after-delimiter") {
          if (buffer.length - offset < 2) break;
          if (buffer[offset] === 0x2d && buffer[offset + 1] === 0x2d) state = "done";
          else if (buffer[offset] === 0x0d && buffer[offset + 1] === 0x0a) state = "headers";
          else return { ok: false, reason: "malformed" };
          offset += 2;
          progress = true;
        } else if (state === "headers") {
          const at = indexOf(buffer, headerEnd, offset);
          if (at === -1) {
            if (buffer.length - offset > MAX_HEADER_BYTES) return { ok: false, reason: "malformed" };
            break;
          }
          if (parts.length >= limits.maxParts) return { ok: false, reason: "malformed" };
          // Headers count as text: thousands of empty fields with long names are no lighter than their values.
          textBytes += at - offset;
          if (textBytes > limits.maxTextBytes) return { ok: false, reason: "text-too-large" };
          current = partHeaders(decoder.decode(buffer.subarray(offset, at)));
          if (!current) return { ok: false, reason: "malformed" };
          offset = at + headerEnd.length;
          kept = [];
          size = 0;
          state = "content";
          progress = true;
        }
      }
      if (done || state === "done") break;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return state === "done" ? { ok: true, parts } : { ok: false, reason: "malformed" };
}

/** The parts as a FormData again (a file over the limit left out): what the form's own reading expects. */
export function formDataOf(parts: readonly StreamedPart[]): FormData {
  const data = new FormData();
  for (const part of parts) {
    if (part.text !== undefined) data.append(part.name, part.text);
    else if (part.file?.bytes) data.append(part.name, new File([part.file.bytes], part.file.filename, { type: part.file.type }));
  }
  return data;
}
