import * as v from "valibot";
import { bytesSum, gunzip, gzip, type Bytes } from "../memory/compression";
import { withCodePages } from "./code-pages";
import { parseContent } from "./index";
import type { Content } from "./schema";

/**
 * The shape a stored content version is written in. A deploy that changes the content schema in a way
 * stored versions no longer pass raises it and teaches `decodeContentVersion` to read the old one.
 */
export const CONTENT_FORMAT_VERSION = 1;

/** D1 keeps a row of at most 2 MB; a version stays well below, gzip-compressed. */
export const CONTENT_VERSION_MAX_BYTES = 1_500_000;

/** A content version as stored: its gzip bytes and their SHA-256. */
export interface EncodedContent {
  format: number;
  body: Bytes;
  sha256: string;
}

/** A stored version that cannot be served: its bytes changed, it does not decompress, or the content fails the schema. */
export class ContentVersionFault extends Error {
  constructor(
    readonly version: number,
    readonly problem: "corrupt" | "unreadable" | "invalid" | "format",
    options?: { cause?: unknown },
  ) {
    super(`content v${version}: ${problem}`, options);
    this.name = "ContentVersionFault";
  }
}

const StoredSchema = v.object({ format: v.number(), content: v.unknown() });

/** The bytes a version is stored as. */
export async function encodeContentVersion(content: Content): Promise<EncodedContent> {
  const body = await gzip(JSON.stringify({ format: CONTENT_FORMAT_VERSION, content }));
  return { format: CONTENT_FORMAT_VERSION, body, sha256: await bytesSum(body) };
}

/** The content of stored bytes, checked against their SHA-256 and the schema; ContentVersionFault when they cannot be served. */
export async function decodeContentVersion(version: number, stored: EncodedContent): Promise<Content> {
  const content = await readContentVersion(version, stored);
  try {
    // A version published before a page of the code existed serves it as the build carries it.
    return withCodePages(parseContent(content, { published: true }));
  } catch (cause) {
    throw new ContentVersionFault(version, "invalid", { cause });
  }
}

/** The content of stored bytes, checked against their SHA-256 but not the schema (a rollback checks it as a publish does); ContentVersionFault when unreadable. */
export async function readContentVersion(version: number, stored: EncodedContent): Promise<unknown> {
  if ((await bytesSum(stored.body)) !== stored.sha256) throw new ContentVersionFault(version, "corrupt");
  let json: unknown;
  try {
    json = JSON.parse(await gunzip(stored.body));
  } catch (cause) {
    throw new ContentVersionFault(version, "unreadable", { cause });
  }
  const parsed = v.safeParse(StoredSchema, json);
  if (!parsed.success || parsed.output.format !== CONTENT_FORMAT_VERSION) throw new ContentVersionFault(version, "format");
  return parsed.output.content;
}
