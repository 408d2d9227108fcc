/**
 * The common-password list (worker/owner/auth/common-passwords.txt), bundled as text: wrangler's default
 * module rules load `*.txt` as a string, and the integration tests' workerd does the same. Plain
 * Vite (the unit tests under Node) would hand over an asset URL instead: that is refused loudly
 * below rather than checked against as if it were the list. No client module imports this.
 */
import list from "./common-passwords.txt";

/** The file's first line is a comment: "# " starts every comment line (no listed password does). */
const COMMENT = "# ";

// Isolate-lifetime: the Set is built once, at the first check, and kept for every later request.
let common: ReadonlySet<string> | undefined;

/** The listed passwords (NFKC, lower-cased). */
export function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    if (!list.startsWith(COMMENT)) throw new Error("worker/owner/auth/common-passwords.txt was not bundled as text");
    common = new Set(list.split("\n").filter((line) => line.length > 0 && !line.startsWith(COMMENT)));
  }
  return common;
}

/** Whether `password` (compared as NFKC, lower-cased) is on the common-password list. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize("NFKC").toLowerCase());
}
