/**
 * What a chosen password must be (NIST SP 800-63B): long enough, not absurdly long, not a common
 * password, not the account's address. Never composition rules (digits, capitals, symbols).
 */
import { normaliseOwnerEmail } from "../../db/owners";
import { isCommonPassword } from "./common-passwords";

/** Fewest characters (Unicode code points after NFKC) of a password. */
export const MIN_PASSWORD_LENGTH = 12;
/** Most characters of a password: enough for any passphrase, bounded so hashing stays cheap. */
export const MAX_PASSWORD_LENGTH = 256;

export type PasswordProblem = "required" | "tooShort" | "tooLong" | "common" | "email";

/** What is wrong with `password` for the account `email`, or undefined when it may be used. */
export function passwordProblem(password: string, email: string): PasswordProblem | undefined {
  return passwordProblemAgainst(password, email, isCommonPassword);
}

/**
 * The rules of passwordProblem with the common-password check given (the unit tests, under Node,
 * cannot load the bundled list; worker code calls passwordProblem).
 */
export function passwordProblemAgainst(password: string, email: string, isCommon: (lowerCased: string) => boolean): PasswordProblem | undefined {
  if (password.length === 0) return "required";
  const normalised = password.normalize("NFKC");
  const length = [...normalised].length;
  if (length < MIN_PASSWORD_LENGTH) return "tooShort";
  if (length > MAX_PASSWORD_LENGTH) return "tooLong";
  const lower = normalised.toLowerCase();
  const address = normaliseOwnerEmail(email);
  const local = address.slice(0, address.lastIndexOf("@"));
  if (lower === address || (local.length > 0 && lower === local)) return "email";
  if (isCommon(lower)) return "common";
  return undefined;
}
