import { describe, expect, it } from "vitest";
import { applyChoices, chosenTheirs, mergeDocument, sameValue, withValueAt } from "../../../worker/staff/content/merge";

const base = {
  title: { nl: "Over ons", fr: "À propos" },
  text: "Hallo",
  sort: 1,
  modules: [
    { id: 1, text: "a" },
    { id: 2, text: "b" },
  ],
};

describe("a three-way merge of one document", () => {
  it("keeps a field only the colleague changed and a field only I changed", () => {
    const theirs = { ...base, title: { ...base.title, fr: "Qui sommes-nous" } };
    const yours = { ...base, text: "Dag" };
    const { merged, conflicts } = mergeDocument(base, theirs, yours);
    expect(conflicts).toEqual([]);
    expect(merged).toEqual({ ...base, title: { nl: "Over ons", fr: "Qui sommes-nous" }, text: "Dag" });
  });

  it("names a field both changed differently, with both values, and keeps mine there for now", () => {
    const theirs = { ...base, text: "Goedendag", sort: 2 };
    const yours = { ...base, text: "Dag" };
    const { merged, conflicts } = mergeDocument(base, theirs, yours);
    expect(conflicts).toEqual([{ path: "text", theirs: "Goedendag", yours: "Dag" }]);
    expect(merged).toEqual({ ...base, text: "Dag", sort: 2 });
  });

  it("takes a field both changed alike without asking", () => {
    const theirs = { ...base, text: "Dag" };
    expect(mergeDocument(base, theirs, { ...base, text: "Dag" }).conflicts).toEqual([]);
  });

  it("merges list items one by one while the list keeps its length, and a list resized on both sides as one conflict", () => {
    const theirs = { ...base, modules: [{ id: 1, text: "A" }, base.modules[1]] };
    const yours = { ...base, modules: [base.modules[0], { id: 2, text: "B" }] };
    expect(mergeDocument(base, theirs, yours).merged).toEqual({
      ...base,
      modules: [
        { id: 1, text: "A" },
        { id: 2, text: "B" },
      ],
    });
    const grown = { ...base, modules: [...base.modules, { id: 3, text: "c" }] };
    const shrunk = { ...base, modules: [base.modules[0]] };
    expect(mergeDocument(base, grown, shrunk).conflicts.map((conflict) => conflict.path)).toEqual(["modules"]);
  });

  it("never mixes two modules: a list reordered by one and edited by the other is one conflict, as a whole", () => {
    const theirs = { ...base, modules: [base.modules[1], base.modules[0]] };
    const yours = { ...base, modules: [{ id: 1, text: "A" }, base.modules[1]] };
    const { merged, conflicts } = mergeDocument(base, theirs, yours);
    expect(conflicts).toEqual([{ path: "modules", theirs: theirs.modules, yours: yours.modules }]);
    expect(merged).toEqual(yours);
  });

  it("never mixes two modules: one deleted and another added keeps the length, and is still one conflict", () => {
    const theirs = { ...base, modules: [base.modules[0], { id: 3, text: "c" }] };
    const yours = { ...base, modules: [base.modules[0], { id: 2, text: "B" }] };
    const { merged, conflicts } = mergeDocument(base, theirs, yours);
    expect(conflicts.map((conflict) => conflict.path)).toEqual(["modules"]);
    expect(merged).toEqual(yours);
  });

  it("takes a list only one side changed whole, reordered or not", () => {
    const theirs = { ...base, modules: [base.modules[1], base.modules[0]] };
    const yours = { ...base, text: "Dag" };
    expect(mergeDocument(base, theirs, yours)).toEqual({ merged: { ...theirs, text: "Dag" }, conflicts: [] });
  });

  it("names the one field when both edited the same module's text differently", () => {
    const theirs = { ...base, modules: [{ id: 1, text: "A" }, base.modules[1]] };
    const yours = { ...base, modules: [{ id: 1, text: "Aa" }, base.modules[1]] };
    expect(mergeDocument(base, theirs, yours).conflicts).toEqual([{ path: "modules[0].text", theirs: "A", yours: "Aa" }]);
  });

  it("merges a language's rich text as one unit: two edits of different paragraphs are one conflict", () => {
    const text = {
      nl: [
        { type: "p", text: "Een" },
        { type: "p", text: "Twee" },
      ],
      fr: [{ type: "p", text: "Un" }],
    };
    const page = { ...base, body: text };
    const theirs = { ...page, body: { ...text, nl: [{ type: "p", text: "EEN" }, text.nl[1]] } };
    const yours = { ...page, body: { ...text, nl: [text.nl[0], { type: "h2", text: "Twee" }], fr: [{ type: "p", text: "Une" }] } };
    const { merged, conflicts } = mergeDocument(page, theirs, yours);
    expect(conflicts).toEqual([{ path: "body.nl", theirs: theirs.body.nl, yours: yours.body.nl }]);
    expect(merged).toEqual({ ...page, body: { nl: yours.body.nl, fr: [{ type: "p", text: "Une" }] } });
  });

  it("keeps a field only the colleague added, and one only I removed", () => {
    const theirs = { ...base, subtitle: "Nieuw" };
    const { text: _removed, ...yours } = base;
    expect(mergeDocument(base, theirs, yours).merged).toEqual({ title: base.title, sort: 1, modules: base.modules, subtitle: "Nieuw" });
  });
});

describe("the choices of a conflict page", () => {
  it("sets back only the fields chosen as the colleague's", () => {
    const theirs = { ...base, text: "Goedendag", title: { ...base.title, nl: "Wie zijn wij" } };
    const yours = { ...base, text: "Dag", title: { ...base.title, nl: "Ons team" } };
    expect(applyChoices(yours, theirs, ["title.nl"])).toEqual({ ...base, text: "Dag", title: { ...base.title, nl: "Wie zijn wij" } });
    expect(applyChoices(yours, theirs, ["modules[1].text"])).toEqual(yours);
  });

  it("reads the choices from the posted form", () => {
    const form = new URLSearchParams([
      ["_keep:text", "mine"],
      ["_keep:title.nl", "theirs"],
      ["text", "Dag"],
    ]);
    expect(chosenTheirs(form)).toEqual(["title.nl"]);
  });

  it("removes a key set to nothing, and compares values whatever their key order", () => {
    expect(withValueAt({ a: 1, b: 2 }, "b", undefined)).toEqual({ a: 1 });
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
  });
});
