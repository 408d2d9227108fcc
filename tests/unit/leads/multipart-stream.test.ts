import { describe, expect, it } from "vitest";
import { boundaryOf, formDataOf, readMultipart } from "../../../worker/leads/multipart-stream";

/** A FormData as a browser sends it: the body bytes and its boundary, through the platform's own encoder. */
async function encoded(data: FormData): Promise<{ bytes: Uint8Array; boundary: string }> {
  const request = new Request("http://localhost/", { method: "POST", body: data });
  return { bytes: new Uint8Array(await request.arrayBuffer()), boundary: boundaryOf(request.headers.get("Content-Type"))! };
}

/** The bytes as a stream cut into chunks of `size`, so delimiters fall across chunk edges. */
function streamOf(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, (offset += size)));
    },
  });
}

const form = (photo: Uint8Array<ArrayBuffer>) => {
  const data = new FormData();
  data.append("name", "Zoë Peeters");
  data.append("photo", new File([photo], "me.png", { type: "image/png" }));
  data.append("comment", "Vlot\r\nverkocht -- echt");
  return data;
};

const LIMITS = { maxTextBytes: 1000, maxFileBytes: 5000, fileField: "photo", maxParts: 32, maxBodyBytes: 1_000_000 };

describe("readMultipart", () => {
  it("keeps the text fields and a file within the limit, however the body is cut", async () => {
    const photo = Uint8Array.from({ length: 3000 }, (_, n) => (n * 7) % 256);
    const { bytes, boundary } = await encoded(form(photo));
    for (const size of [1, 7, 64, 1000, bytes.length]) {
      const read = await readMultipart(streamOf(bytes, size), boundary, { ...LIMITS });
      expect(read.ok, `chunks of ${size}`).toBe(true);
      if (!read.ok) continue;
      expect(read.parts.map((part) => [part.name, part.text])).toEqual([
        ["name", "Zoë Peeters"],
        ["photo", undefined],
        ["comment", "Vlot\r\nverkocht -- echt"],
      ]);
      expect(read.parts[1]!.file).toEqual({ filename: "me.png", type: "image/png", bytes: photo, size: 3000 });
    }
  });

  it("counts a file over the limit without keeping it, and keeps the text after it", async () => {
    const { bytes, boundary } = await encoded(form(new Uint8Array(20_000)));
    const read = await readMultipart(streamOf(bytes, 512), boundary, { ...LIMITS });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.parts[1]!.file).toMatchObject({ bytes: null, size: 20_000 });
    const again = formDataOf(read.parts);
    expect(again.get("comment")).toBe("Vlot\r\nverkocht -- echt");
    expect(again.has("photo")).toBe(false);
  });

  it("refuses text over its limit, and a body that is not the form its type says", async () => {
    const { bytes, boundary } = await encoded(form(new Uint8Array(10)));
    expect(await readMultipart(streamOf(bytes, 100), boundary, { ...LIMITS, maxTextBytes: 20 })).toEqual({ ok: false, reason: "text-too-large" });
    expect(await readMultipart(streamOf(bytes.slice(0, bytes.length - 10), 100), boundary, { ...LIMITS })).toEqual({
      ok: false,
      reason: "malformed",
    });
  });

  it("holds one photo only: another file, or a second photo, is counted and never kept", async () => {
    const data = form(new Uint8Array(100));
    data.append("photo", new File([new Uint8Array(200)], "again.png", { type: "image/png" }));
    data.append("other", new File([new Uint8Array(300)], "x.bin"));
    const { bytes, boundary } = await encoded(data);
    const read = await readMultipart(streamOf(bytes, 64), boundary, { ...LIMITS });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.parts.filter((part) => part.file).map((part) => [part.name, part.file!.size, part.file!.bytes?.length ?? null])).toEqual([
      ["photo", 100, 100],
      ["photo", 200, null],
      ["other", 300, null],
    ]);
  });

  it("bounds what a crafted body can make it hold: headers count as text, parts and bytes have a ceiling", async () => {
    const many = new FormData();
    for (let n = 0; n < 40; n++) many.append(`f${n}`, "");
    const parts = await encoded(many);
    expect(await readMultipart(streamOf(parts.bytes, 512), parts.boundary, { ...LIMITS, maxTextBytes: 100_000 })).toEqual({ ok: false, reason: "malformed" });
    expect(await readMultipart(streamOf(parts.bytes, 512), parts.boundary, { ...LIMITS, maxParts: 100 })).toEqual({ ok: false, reason: "text-too-large" });
    const big = await encoded(form(new Uint8Array(50_000)));
    expect(await readMultipart(streamOf(big.bytes, 4096), big.boundary, { ...LIMITS, maxBodyBytes: 20_000 })).toEqual({ ok: false, reason: "text-too-large" });
  });

  it("reads the boundary of a form's content type only", () => {
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe("a b");
    expect(boundaryOf("multipart/form-data; boundary=----x1")).toBe("----x1");
    expect(boundaryOf("application/x-www-form-urlencoded")).toBeUndefined();
  });
});
