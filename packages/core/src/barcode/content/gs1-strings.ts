import type { ContentKind } from "../symbology.js";
import { contentError } from "./content-rules.js";
import { gs1Data, gs1Text, parseGs1 } from "./gs1-element-string.js";

/** Options of {@link gs1Strings}. */
export interface Gs1StringsSpec {
  /** The only AIs allowed, in this order (GS1 DataBar Omnidirectional takes just a GTIN). */
  readonly only?: readonly string[];
  readonly notes?: string;
}

/**
 * GS1 element strings `(AI)value...`: check digits of SSCC, GTIN and GLN completed or verified here,
 * every AI's format checked by BWIPP's GS1 linter. The payload is what a scanner transmits (AIs and
 * values run together, ASCII 29 after variable-length values).
 *
 * @example
 * ```ts
 * gs1Strings().prepare("(01)0952123454321(10)ABC", "gs1_128").payload; // "010952123454321310ABC"
 * ```
 */
export function gs1Strings(spec: Gs1StringsSpec = {}): ContentKind {
  return {
    content: {
      characters: spec.only
        ? `GS1 element string ${spec.only.map((ai) => `(${ai})`).join("")} followed by its value`
        : "GS1 element strings: AIs in parentheses, each followed by its value, e.g. (01)09521234543213(10)ABC123",
      length: "as the AIs define; a GTIN (01) is 13 digits without its check digit or 14 with it",
      pattern: spec.only ? `^${spec.only.map((ai) => `\\(${ai}\\)[^()]+`).join("")}$` : "^(?:\\(\\d{2,4}\\)[^()]+)+$",
      check_digit: "computed",
      check_algorithm: "GS1 mod-10 for (00), (01), (02), (410)-(417), (8017), (8018); others as the AI defines",
      ...(spec.notes ? { notes: spec.notes } : {}),
    },
    prepare(content, key) {
      const elements = parseGs1(content, key);
      if (spec.only && elements.map((e) => e.ai).join() !== spec.only.join()) {
        throw contentError(`must be exactly ${spec.only.map((ai) => `(${ai})`).join("")} and its value for ${key}`);
      }
      const text = gs1Text(elements);
      return { text, payload: gs1Data(elements), hri: text, gs1: elements };
    },
  };
}
