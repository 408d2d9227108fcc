/**
 * Finds the message ids the browser can ask for, so the islands load only those messages
 * (worker/dev/i18n/client-messages.ts writes them; tests/unit/i18n/client-messages.test.ts checks them).
 *
 * Ids are explicit strings, and client code reaches them in many ways: `t("search.label")`, a
 * constant map (`FIELD_LABELS`), valibot issue messages, an id handed to a component as a prop, a
 * ternary inside `t(...)`. Rather than follow each way, the scan takes every string in the code that
 * is a catalogue id — read with the TypeScript parser, so comments and JSX text never count and
 * quoting never matters — and, for a template with substitutions (`form.heading.${kind}`) or a
 * concatenation (`"form.heading." + kind`), every id starting with its literal head. Too many ids
 * cost a few bytes; one too few shows a raw id, so the rule leans towards too many.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

/** Everything under it may end up in the browser bundle (islands, components, forms, domain, i18n). */
export const CLIENT_DIR = "client";

/**
 * Not scanned: static files Vite copies as they are, and the staff islands, which get their words as
 * props from the worker so that the public catalogues never carry them.
 */
const NOT_SOURCE_DIRS = new Set(["client/public", "client/staff"]);

/**
 * Worker modules whose ids reach an island through its props: a refused form post comes back with
 * a `failure` (storeFailure, formRefusal, the captcha's refusal) and field `errors` (the visit moment,
 * the rental conditions) that the LeadForm island translates again when it hydrates. A new module
 * that hands an id to an island belongs here (tests/e2e/client-messages.spec.ts checks the props).
 */
export const ISLAND_PROP_SOURCES = ["worker/routes/forms.tsx", "worker/routes/lead-submission.ts"] as const;

/** One place a source file spells an id: the whole id, or the literal head of an id built at run time. */
export interface IdReference {
  kind: "exact" | "prefix";
  text: string;
  /** Repository-relative path and 1-based line, for messages. */
  file: string;
  line: number;
  /** True when the string is (a branch of) the first argument of `t(...)`, `_(...)` or `i18n._(...)`: it must be an id. */
  translated: boolean;
}

const TRANSLATE_CALLEES = new Set(["t", "_"]);

/**
 * The literal head of a built id: a namespace and its dot at least (`form.heading.`), in id characters.
 * Keys like `c${zip}`, class names like `menu pos-${position}` and addresses are not ids.
 */
const ID_HEAD = /^[A-Za-z][\w-]*\.[\w.-]*$/;

function isTranslateCall(node: ts.Node): node is ts.CallExpression {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return TRANSLATE_CALLEES.has(callee.text);
  return ts.isPropertyAccessExpression(callee) && TRANSLATE_CALLEES.has(callee.name.text);
}

/** The expressions an argument can evaluate to: both branches of `a ? b : c`, both sides of `a ?? b` and `a || b`. */
function outcomesOf(expression: ts.Expression): ts.Expression[] {
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isNonNullExpression(expression)) return outcomesOf(expression.expression);
  if (ts.isConditionalExpression(expression)) return [...outcomesOf(expression.whenTrue), ...outcomesOf(expression.whenFalse)];
  if (
    ts.isBinaryExpression(expression) &&
    (expression.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || expression.operatorToken.kind === ts.SyntaxKind.BarBarToken)
  )
    return [...outcomesOf(expression.left), ...outcomesOf(expression.right)];
  return [expression];
}

/** The leftmost operand of a chain of `+`. */
function leftmostOf(expression: ts.Expression): ts.Expression {
  return ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.PlusToken ? leftmostOf(expression.left) : expression;
}

/** Every string a file spells that could be a message id, or the literal start of one. */
export function referencesIn(file: string, text: string): IdReference[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const translatedNodes = new Set<ts.Node>();
  const references: IdReference[] = [];
  const add = (node: ts.Node, referenceKind: IdReference["kind"], value: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    references.push({ kind: referenceKind, text: value, file, line, translated: translatedNodes.has(node) });
  };
  const visit = (node: ts.Node): void => {
    if (isTranslateCall(node) && node.arguments[0]) for (const outcome of outcomesOf(node.arguments[0])) translatedNodes.add(leftmostOf(outcome));
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      add(node, "exact", node.text);
      // "form.heading." + kind: the literal is the head of an id built at run time.
      const parent = node.parent;
      if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.PlusToken && parent.left === node && ID_HEAD.test(node.text))
        add(node, "prefix", node.text);
    } else if (ts.isTemplateExpression(node)) {
      // Without a namespace in its head (`${a}.${b}`) a template says nothing about the id; such an id must be spelled elsewhere.
      if (ID_HEAD.test(node.head.text)) add(node, "prefix", node.head.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return references;
}

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (NOT_SOURCE_DIRS.has(path)) return [];
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(root, path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The files the scan reads, repository-relative with forward slashes: client/**\/*.ts(x) and ISLAND_PROP_SOURCES. */
export function scannedFiles(root: string): string[] {
  return [...sourceFiles(root, CLIENT_DIR), ...ISLAND_PROP_SOURCES];
}

/** Every id reference in the scanned files. */
export function clientReferences(root: string): IdReference[] {
  return scannedFiles(root).flatMap((file) => referencesIn(file, readFileSync(join(root, file), "utf8")));
}

/** The catalogue ids the references reach: the exact ones the catalogue has, and every id under a prefix. */
export function idsReached(references: readonly IdReference[], catalogueIds: Iterable<string>): Set<string> {
  const known = [...catalogueIds];
  const knownSet = new Set(known);
  const reached = new Set<string>();
  for (const reference of references) {
    if (reference.kind === "exact") {
      if (knownSet.has(reference.text)) reached.add(reference.text);
    } else for (const id of known) if (id.startsWith(reference.text)) reached.add(id);
  }
  return reached;
}

/**
 * The owner area's client code: the passkey islands and their API module. Their messages make a
 * catalogue of their own (owner-client-messages.ts), which only a page showing one of the owner
 * islands (client/i18n/load-catalog.ts OWNER_ISLANDS) loads: every visitor's page would otherwise
 * carry some thirty messages only an owner ever sees.
 */
export const OWNER_CLIENT_FILE = /^client\/(?:islands\/Passkey\w*\.tsx|forms\/passkeys\.ts)$/;

/** The browser's two catalogues: `common`, every page's; `owner`, what only the owner area's code asks for. Catalogue order. */
export function clientCatalogueIds(root: string, catalogueIds: readonly string[]): { common: string[]; owner: string[] } {
  const references = clientReferences(root);
  const common = idsReached(
    references.filter((reference) => !OWNER_CLIENT_FILE.test(reference.file)),
    catalogueIds,
  );
  const all = idsReached(references, catalogueIds);
  return { common: catalogueIds.filter((id) => common.has(id)), owner: catalogueIds.filter((id) => all.has(id) && !common.has(id)) };
}

/** The ids client code can ask for, in catalogue order. */
export function clientMessageIds(root: string, catalogueIds: readonly string[]): string[] {
  const reached = idsReached(clientReferences(root), catalogueIds);
  return catalogueIds.filter((id) => reached.has(id));
}
