import type { Messages } from "@lingui/core";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../../client/i18n/languages";
import { readdirSync } from "node:fs";
import { OWNER_ISLANDS } from "../../../client/i18n/load-catalog";
import {
  clientCatalogueIds,
  clientMessageIds,
  clientReferences,
  idsReached,
  OWNER_CLIENT_FILE,
  referencesIn,
  scannedFiles,
} from "../../../worker/dev/i18n/client-ids";

const ROOT = join(import.meta.dirname, "../../..");
/** The client catalogue must stay well under the full one, or the split no longer pays for itself. */
const MAX_CLIENT_SHARE_OF_FULL_GZIP = 2 / 3;

type CatalogueName = "messages" | "client-messages" | "owner-client-messages";
const compiledPath = (lang: Lang, name: CatalogueName) => join(ROOT, "locales", lang, `${name}.ts`);

async function compiled(lang: Lang, name: CatalogueName): Promise<Messages> {
  const path = compiledPath(lang, name);
  if (!existsSync(path)) throw new Error(`${path} is missing: run npm run i18n:compile`);
  return ((await import(/* @vite-ignore */ pathToFileURL(path).href)) as { messages: Messages }).messages;
}

describe("the client-id scanner", () => {
  const catalogue = [
    "search.label",
    "form.heading.contact-me",
    "form.heading.testimonial",
    "form.label.email",
    "consent.flag.ad_storage",
    "common.close",
    "cluster.one",
  ];
  const reached = (source: string, file = "client/x.tsx") => [...idsReached(referencesIn(file, source), catalogue)].sort();

  it("finds ids in calls, constant maps, props, valibot messages and ternaries", () => {
    const source = `
      const LABELS: Record<string, string> = { email: "form.label.email" };
      const schema = v.nonEmpty("consent.flag.ad_storage");
      export const C = () => <Dialog closeLabel="common.close" title={t(open ? "search.label" : LABELS.email)} />;
    `;
    expect(reached(source)).toEqual(["common.close", "consent.flag.ad_storage", "form.label.email", "search.label"]);
  });

  it("reaches every id under the literal head of a template or a concatenation", () => {
    expect(reached("const heading = t(`form.heading.${kind}`);")).toEqual(["form.heading.contact-me", "form.heading.testimonial"]);
    expect(reached('const heading = t("form.heading." + kind);')).toEqual(["form.heading.contact-me", "form.heading.testimonial"]);
  });

  it("ignores comments, JSX text, and heads that are keys or class names rather than a namespace", () => {
    const source = `
      // t("search.label")
      /** "common.close" */
      const key = \`c\${zip}\`, className = \`cluster\${state}\`;
      export const C = () => <p>form.label.email</p>;
    `;
    expect(reached(source)).toEqual([]);
  });

  it("marks the strings a translate call receives, so an unknown one can be reported", () => {
    const references = referencesIn("client/x.ts", 'i18n._(failure ?? "form.errors.title"); const other = "form.label.email";');
    expect(references.filter((reference) => reference.translated).map((reference) => reference.text)).toEqual(["form.errors.title"]);
  });
});

describe("the browser's message catalogues", () => {
  const full = new Map<Lang, Messages>();
  const client = new Map<Lang, Messages>();
  const owner = new Map<Lang, Messages>();
  let used: string[] = [];

  beforeAll(async () => {
    for (const lang of LANGUAGES) {
      full.set(lang, await compiled(lang, "messages"));
      client.set(lang, await compiled(lang, "client-messages"));
      owner.set(lang, await compiled(lang, "owner-client-messages"));
    }
    const allIds = [...new Set([...full.values()].flatMap((messages) => Object.keys(messages)))];
    used = clientMessageIds(ROOT, allIds);
  });

  it("scans the islands, components, forms, domain and i18n code, and the worker modules that hand ids to islands", () => {
    const files = scannedFiles(ROOT);
    for (const file of [
      "client/islands/SearchBox.tsx",
      "client/components/forms/LeadFormFields.tsx",
      "client/forms/fields.ts",
      "client/domain/consent.ts",
      "client/i18n/catalog.ts",
    ])
      expect(files).toContain(file);
    expect(files.some((file) => file.startsWith("client/public/"))).toBe(false);
    // The ids the islands show: literal calls, a constant map (ConsentDialog's flags), valibot messages, a server-side refusal.
    for (const id of ["search.placeholder", "consent.flag.ad_storage", "form.email.invalid", "form.captcha.invalid"]) expect(used).toContain(id);
  });

  for (const lang of LANGUAGES) {
    it(`has every id client code uses in the full ${lang} catalogue`, () => {
      const messages = full.get(lang)!;
      expect(used.filter((id) => !(id in messages))).toEqual([]);
      const translated = clientReferences(ROOT).filter((reference) => reference.translated && reference.kind === "exact");
      expect(translated.length).toBeGreaterThan(50);
      expect(
        translated.filter((reference) => !(reference.text in messages)).map((reference) => `${reference.file}:${reference.line} ${reference.text}`),
      ).toEqual([]);
    });

    it(`ships exactly those ids to the browser in ${lang}, translated as on the server, the owner area's apart`, () => {
      const common = client.get(lang)!;
      const ownerOnly = owner.get(lang)!;
      const shipped = { ...common, ...ownerOnly };
      expect(Object.keys(shipped).sort(), "locales are stale: run npm run i18n:compile").toEqual([...used].sort());
      for (const id of used) expect(shipped[id], id).toEqual(full.get(lang)![id]);
      // Each id in one catalogue only; the owner one holds the passkey islands' own messages, not what other islands share.
      expect(Object.keys(ownerOnly).filter((id) => id in common)).toEqual([]);
      expect(Object.keys(ownerOnly)).toContain("owner.passkey.manager.heading");
      expect(Object.keys(common)).not.toContain("owner.passkey.manager.heading");
      expect(Object.keys(common)).toContain("search.placeholder");
    });

    it(`keeps the ${lang} client catalogue much smaller than the full one`, () => {
      const gzip = (name: "messages" | "client-messages") => gzipSync(readFileSync(compiledPath(lang, name))).length;
      expect(Object.keys(client.get(lang)!).length).toBeLessThan(Object.keys(full.get(lang)!).length);
      expect(gzip("client-messages")).toBeLessThan(gzip("messages") * MAX_CLIENT_SHARE_OF_FULL_GZIP);
    });
  }

  it("puts in the owner catalogue only what the owner islands' own files ask for, and names those islands for the loader", () => {
    const { common, owner: ownerIds } = clientCatalogueIds(ROOT, Object.keys(full.get("nl")!));
    const outside = idsReached(
      clientReferences(ROOT).filter((reference) => !OWNER_CLIENT_FILE.test(reference.file)),
      ownerIds,
    );
    expect([...outside]).toEqual([]);
    expect(common.length).toBeGreaterThan(ownerIds.length);
    const ownerIslands = readdirSync(join(ROOT, "client/islands"))
      .filter((name) => OWNER_CLIENT_FILE.test(`client/islands/${name}`))
      .map((name) => name.replace(/\.tsx$/, ""));
    expect(ownerIslands.sort()).toEqual([...OWNER_ISLANDS].sort());
  });

  it("lets the server keep the full catalogues", () => {
    const server = readFileSync(join(ROOT, "worker/i18n.ts"), "utf8");
    for (const lang of LANGUAGES) expect(server).toContain(`../locales/${lang}/messages"`);
    expect(server).not.toContain("client-messages");
  });
});
