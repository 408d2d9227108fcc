import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { LANGUAGES, pageTypes } from "./page-types";

const VNU_JAR = "node_modules/vnu-jar/build/dist/vnu.jar";

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/**
 * The Nu Html Checker (vnu-jar, on the machine's Java) on the server-rendered HTML of every page type
 * in every language, in one JVM run: no errors allowed.
 */
test("every page type is valid HTML in every language", async ({ request }) => {
  test.setTimeout(180_000);
  const dir = await mkdtemp(join(tmpdir(), "vitrine-vnu-"));
  try {
    const files = new Map<string, string>();
    for (const lang of LANGUAGES) {
      for (const { name, path } of await pageTypes(request, lang)) {
        const response = await request.get(path);
        const file = join(dir, `${lang}-${name.replaceAll(/\W+/g, "-")}.html`);
        await writeFile(file, await response.text());
        files.set(`file:${file}`, `${lang} ${name} ${path}`);
      }
    }
    const { stderr } = await promisify(execFile)(
      "java",
      ["-jar", VNU_JAR, "--errors-only", "--exit-zero-always", "--format", "json", ...[...files.keys()].map((url) => url.slice(5))],
      {
        maxBuffer: 32 * 1024 * 1024,
      },
    );
    const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((message) => message.type === "error")
      .map((message) => `${files.get(message.url) ?? message.url}:${message.lastLine ?? "?"} ${message.message} ${message.extract?.trim() ?? ""}`);
    expect(files.size).toBeGreaterThanOrEqual(LANGUAGES.length * 15);
    expect(errors, errors.join("\n")).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
