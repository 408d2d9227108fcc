/** Each rule's source as the staff list links it (RULE_SOURCES) is the one README.md's Compliance section cites. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { RULE_SOURCES } from "../../../worker/compliance/facts";

const readmePath = fileURLToPath(new URL("../../../README.md", import.meta.url));
const readme = readFileSync(readmePath, "utf8");
const section = readme.slice(readme.indexOf("\n## Compliance\n"), readme.indexOf("\n## ", readme.indexOf("\n## Compliance\n") + 1));

describe("the compliance rules' sources", () => {
  it("are each cited in README.md's Compliance section", () => {
    expect(section.length).toBeGreaterThan(100);
    for (const [rule, source] of Object.entries(RULE_SOURCES)) expect(section, rule).toContain(`(${source.page})`);
  });

  it("are each an official page over https", () => {
    for (const source of Object.values(RULE_SOURCES)) expect(new URL(source.page).protocol).toBe("https:");
  });
});
