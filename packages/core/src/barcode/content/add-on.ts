import { contentError } from "./content-rules.js";

/** An EAN/UPC number and its optional 2- or 5-digit add-on (periodical issue, book price). */
export interface WithAddOn {
  readonly main: string;
  readonly addOn: string | undefined;
}

/**
 * Splits `main addOn` at the space; the add-on must be 2 or 5 digits.
 *
 * @example
 * ```ts
 * splitAddOn("5901234123457 12", "ean13"); // { main: "5901234123457", addOn: "12" }
 * ```
 */
export function splitAddOn(content: string, key: string): WithAddOn {
  const space = content.indexOf(" ");
  if (space < 0) return { main: content, addOn: undefined };
  const addOn = content.slice(space + 1);
  if (!/^(?:\d{2}|\d{5})$/.test(addOn)) {
    throw contentError(`may end in a space and a 2- or 5-digit add-on for ${key}; got '${addOn}' after the space`);
  }
  return { main: content.slice(0, space), addOn };
}
