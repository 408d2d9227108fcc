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

describe("readMultipart", () => {
  it("keeps the text fields and a file within the limit, however the body is cut", async () => {
    const photo = Uint8Array.from({ length: 3000 }, (_, n) => (n * 7) % 256);
    const { bytes, boundary } = await encoded(form(photo));
    for (const size of [1, 7, 64, 1000, bytes.length]) {
      const read = await readMultipart(streamOf(bytes, size), boundary, { maxTextBytes: 1000, maxFileBytes: 5000 });
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
    const read = await readMultipart(streamOf(bytes, 512), boundary, { maxTextBytes: 1000, maxFileBytes: 5000 });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.parts[1]!.file).toMatchObject({ bytes: null, size: 20_000 });
    const again = formDataOf(read.parts);
    expect(again.get("comment")).toBe("Vlot\r\nverkocht -- echt");
    expect(again.has("photo")).toBe(false);
  });

  it("refuses text over its limit, and a body that is not the form its type says", async () => {
    const { bytes, boundary } = await encoded(form(new Uint8Array(10)));
    expect(await readMultipart(streamOf(bytes, 100), boundary, { maxTextBytes: 20, maxFileBytes: 5000 })).toEqual({ ok: false, reason: "text-too-large" });
    expect(await readMultipart(streamOf(bytes.slice(0, bytes.length - 10), 100), boundary, { maxTextBytes: 1000, maxFileBytes: 5000 })).toEqual({
      ok: false,
      reason: "malformed",
    });
  });

  it("reads the boundary of a form's content type only", () => {
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe("a b");
    expect(boundaryOf("multipart/form-data; boundary=----x1")).toBe("----x1");
    expect(boundaryOf("application/x-www-form-urlencoded")).toBeUndefined();
  });
});
