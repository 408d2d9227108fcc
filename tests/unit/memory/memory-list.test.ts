import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * worker/memory/README.md lists every memory an isolate keeps across requests. This test keeps the list
 * complete: it reads the worker's source, and the client modules the worker imports, for what a module
 * holds at its top level (a `let`, or a Map, Set, WeakMap, LruMap or VersionMemo made there) and fails
 * when one is not named in the list as `file:name`; and it fails when the list names something the
 * source no longer has, or a row names no test that exists.
 */
const ROOT = resolve(__dirname, "../../..");
const LIST = join(ROOT, "worker/memory/README.md");

/** Constructors whose instance, made at a module's top level, outlives the request that fills it. */
const HOLDERS = new Set(["Map", "Set", "WeakMap", "WeakSet", "WeakRef", "LruMap", "VersionMemo"]);
/** A constant's name: a Set or Map under such a name is a table of the code, unless the module changes it. */
const CONSTANT_NAME = /^[A-Z][A-Z0-9_]*$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The worker's modules (not worker/dev: tools run by Node, not the isolate) and every client module they import. */
function isolateModules(): string[] {
  const found = new Set(sourceFiles(join(ROOT, "worker")).filter((path) => !relative(ROOT, path).startsWith("worker/dev/")));
  const queue = [...found];
  while (queue.length > 0) {
    const file = queue.pop()!;
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)) {
      const base = resolve(dirname(file), specifier!);
      const target = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")].find(
        (path) => /\.tsx?$/.test(path) && existsSync(path),
      );
      if (target && !found.has(target)) {
        found.add(target);
        queue.push(target);
      }
    }
  }
  return [...found].sort();
}

/** Whether `node` makes one of HOLDERS outside any function (so at module load, once per isolate). */
function makesHolder(node: ts.Node): boolean {
  if (ts.isFunctionLike(node)) return false;
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && HOLDERS.has(node.expression.text)) return true;
  return ts.forEachChild(node, makesHolder) ?? false;
}

/** `file:name` of each memory `file` holds at its top level. */
function memoriesOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const isLet = (statement.declarationList.flags & ts.NodeFlags.Let) !== 0;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name)) continue;
      const name = declaration.name.text;
      const holds = declaration.initializer !== undefined && makesHolder(declaration.initializer);
      const changed = new RegExp(`\\b${name}\\.(set|add|delete|clear)\\(`).test(text);
      if (isLet || (holds && (!CONSTANT_NAME.test(name) || changed))) names.push(`${relative(ROOT, file)}:${name}`);
    }
  }
  return names;
}

const list = readFileSync(LIST, "utf8");
const rows = list.split("\n").filter((line) => line.startsWith("| `"));
const named = new Set(rows.flatMap((row) => [...row.matchAll(/`((?:worker|client)\/[^`:\s]+:[A-Za-z_$][\w$]*)`/g)].map((match) => match[1]!)));

describe("the list of the isolate's memories (worker/memory/README.md)", () => {
  it("names every memory a worker module, or a client module the worker imports, keeps at its top level", () => {
    const found = isolateModules().flatMap(memoriesOf);
    // The scan itself still sees what it must (a guard against a scan that silently finds nothing).
    expect(found).toContain("worker/memory/counted-views.ts:counted");
    expect(found).toContain("worker/leads/form-stamp.ts:keys");
    expect(found).not.toContain("worker/request/read-body.ts:FORM_TYPES");
    expect(found.filter((memory) => !named.has(memory))).toEqual([]);
  });

  it("names only what the source still holds, and a test of each row that exists", () => {
    for (const memory of named) {
      const [file, name] = memory.split(":") as [string, string];
      expect(existsSync(join(ROOT, file)), memory).toBe(true);
      expect(readFileSync(join(ROOT, file), "utf8"), memory).toMatch(new RegExp(`\\b${name.replace(/\$/g, "\\$")}\\b`));
    }
    for (const row of rows) {
      const tests = [...row.matchAll(/`(tests\/[^`\s]+\.test\.tsx?)/g)].map((match) => match[1]!);
      expect(tests.length, row).toBeGreaterThan(0);
      for (const test of tests) expect(existsSync(join(ROOT, test)), test).toBe(true);
    }
  });
});
