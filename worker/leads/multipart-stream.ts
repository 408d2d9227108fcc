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

/**
 * Reads `body` to its end. Text parts together may hold `maxTextBytes`; a file keeps its bytes up
 * to `maxFileBytes` (bytes null beyond, its size still counted).
 */
export async function readMultipart(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  limits: { maxTextBytes: number; maxFileBytes: number },
): Promise<StreamedForm> {
  // The first delimiter has no line break before it: one is added, so every delimiter looks the same.
  const delimiter = encoder.encode(`\r\n--${boundary}`);
  const headerEnd = encoder.encode("\r\n\r\n");
  const parts: StreamedPart[] = [];
  let buffer: Uint8Array = encoder.encode("\r\n");
  let state: "preamble" | "after-delimiter" | "headers" | "content" | "done" = "preamble";
  let current: { name: string; filename?: string; type: string } | undefined;
  let kept: Uint8Array<ArrayBuffer>[] = [];
  let keptBytes = 0;
  let size = 0;
  let textBytes = 0;

  const keep = (bytes: Uint8Array) => {
    size += bytes.length;
    if (current?.filename !== undefined && size > limits.maxFileBytes) kept = [];
    else kept.push(bytes.slice());
    keptBytes += bytes.length;
  };
  const finishPart = (): boolean => {
    if (!current) return true;
    const bytes = new Uint8Array(kept.reduce((total, chunk) => total + chunk.length, 0));
    kept.reduce((offset, chunk) => (bytes.set(chunk, offset), offset + chunk.length), 0);
    if (current.filename !== undefined) {
      parts.push({ name: current.name, file: { filename: current.filename, type: current.type, bytes: size > limits.maxFileBytes ? null : bytes, size } });
    } else {
      textBytes += bytes.length;
      if (textBytes > limits.maxTextBytes) return false;
      parts.push({ name: current.name, text: decoder.decode(bytes) });
    }
    return true;
  };

  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (value) buffer = concat(buffer, value);
      for (let progress = true; progress && state !== "done";) {
        progress = false;
        if (state === "preamble" || state === "content") {
          const at = indexOf(buffer, delimiter);
          if (at === -1) {
            // Everything but what could be the start of a delimiter is content.
            const safe = Math.max(0, buffer.length - delimiter.length + 1);
            if (state === "content" && safe > 0) keep(buffer.subarray(0, safe));
            buffer = buffer.slice(safe);
            if (state === "content" && current?.filename === undefined && textBytes + keptBytes > limits.maxTextBytes) {
              return { ok: false, reason: "text-too-large" };
            }
          } else {
            if (state === "content") {
              keep(buffer.subarray(0, at));
              if (!finishPart()) return { ok: false, reason: "text-too-large" };
            }
            buffer = buffer.slice(at + delimiter.length);
            state = "after-delimiter";
            progress = true;
          }
        } else if (state === "after-delimiter") {
          if (buffer.length < 2) break;
          if (buffer[0] === 0x2d && buffer[1] === 0x2d) state = "done";
          else if (buffer[0] === 0x0d && buffer[1] === 0x0a) state = "headers";
          else return { ok: false, reason: "malformed" };
          buffer = buffer.slice(2);
          progress = true;
        } else if (state === "headers") {
          const at = indexOf(buffer, headerEnd);
          if (at === -1) {
            if (buffer.length > 8 * 1024) return { ok: false, reason: "malformed" };
            break;
          }
          current = partHeaders(decoder.decode(buffer.subarray(0, at)));
          if (!current) return { ok: false, reason: "malformed" };
          buffer = buffer.slice(at + headerEnd.length);
          kept = [];
          keptBytes = 0;
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
