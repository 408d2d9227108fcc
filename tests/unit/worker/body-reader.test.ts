import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bodyProblem, textFields } from "../../../worker/request/read-body";

/** Every source file under worker/, with its path. */
function sources(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [{ path, text: readFileSync(path, "utf8") }] : [];
  });
}

describe("the one body reader (worker/request/read-body.ts)", () => {
  it("is the only code that reads a request body, so a body that cannot be read never reaches the error handler", () => {
    const readers = sources("worker")
      .filter(({ path }) => !path.endsWith(join("request", "read-body.ts")))
      .filter(({ text }) => /\.req\.(parseBody|formData|json|text|arrayBuffer|blob)\(|\.raw\.(formData|json|text|arrayBuffer|blob)\(/.test(text))
      .map(({ path }) => path);
    expect(readers).toEqual([]);
  });

  it("refuses another type or a charset other than UTF-8 (415) and a multipart type without a usable boundary (400), before reading", () => {
    expect(bodyProblem("application/x-www-form-urlencoded")).toBeUndefined();
    expect(bodyProblem("application/x-www-form-urlencoded; charset=UTF-8")).toBeUndefined();
    expect(bodyProblem('multipart/form-data; boundary="----abc"')).toBeUndefined();
    expect(bodyProblem("multipart/form-data; boundary=abc; charset=utf-8")).toBeUndefined();
    expect(bodyProblem("application/x-www-form-urlencoded; charset=iso-8859-1")).toBe(415);
    expect(bodyProblem("application/json")).toBe(415);
    expect(bodyProblem(undefined)).toBe(415);
    expect(bodyProblem("multipart/form-data")).toBe(400);
    expect(bodyProblem("multipart/form-data; boundary=")).toBe(400);
    expect(bodyProblem(`multipart/form-data; boundary=${"b".repeat(71)}`)).toBe(400);
    expect(bodyProblem("application/json", new Set(["application/json"]))).toBeUndefined();
  });

  it("gives a form's text fields, the last of a repeated name or all joined when asked, files left out", () => {
    const form = new FormData();
    form.append("type", "house");
    form.append("type", "flat");
    form.append("photo", new File(["x"], "x.png"));
    form.append("__proto__", "kept as a field");
    expect(textFields(form)).toEqual({ type: "flat", ["__proto__"]: "kept as a field" });
    expect(textFields(form, true).type).toBe("house,flat");
    expect(Object.getPrototypeOf(textFields(form))).toBe(Object.prototype);
  });
});
