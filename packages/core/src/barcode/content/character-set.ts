import type { ContentKind, ContentRule } from "../symbology.js";
import { describeLengths, type Lengths, requireCharacters, requireLength } from "./content-rules.js";

/** Content that is any run of characters from one set, encoded as it is. */
export interface CharacterSetSpec {
  /** Matches one allowed character. */
  readonly chars: RegExp;
  /** The allowed characters in words, for messages and the catalog. */
  readonly characters: string;
  readonly lengths?: Lengths;
  /** What the length counts; default "characters". */
  readonly unit?: string;
  /** Check characters the encoder appends itself, or error correction; default none. */
  readonly check?: Pick<ContentRule, "check_digit" | "check_algorithm">;
  readonly notes?: string;
  /**
   * The most characters any symbol of the symbology holds (digits, its densest content): longer
   * content is refused at once, before the encoder spends seconds finding that no symbol fits.
   */
  readonly capacity?: number;
  /** Further rules on the whole content, after the character and length checks. */
  readonly refine?: (content: string, key: string) => void;
}

/** A catalog pattern for `chars` repeated `lengths` times. */
function patternOf(chars: RegExp, lengths: Lengths | undefined): string {
  const quantifier = !lengths
    ? "+"
    : Array.isArray(lengths)
      ? undefined
      : `{${(lengths as { min: number }).min},${(lengths as { max?: number }).max ?? ""}}`;
  if (quantifier) return `^${chars.source}${quantifier}$`;
  return `^(?:${(lengths as readonly number[]).map((n) => `${chars.source}{${n}}`).join("|")})$`;
}

/**
 * Content made of one character set (Code 39, Code 128, KIX, 2D text): checked character by
 * character and for length, then encoded unchanged; payload and text are the content.
 *
 * @example
 * ```ts
 * const { prepare } = characterSet({ chars: /[0-9A-Z]/, characters: "digits and A-Z" });
 * prepare("AB12", "kix").payload; // "AB12"
 * ```
 */
export function characterSet(spec: CharacterSetSpec): ContentKind {
  const unit = spec.unit ?? "characters";
  const lengths = spec.capacity ? { min: 1, max: spec.capacity } : spec.lengths;
  const capacityNote = spec.capacity
    ? `${spec.capacity} is the capacity in digits; letters and other bytes fit fewer.`
    : undefined;
  const notes = [spec.notes, capacityNote].filter(Boolean).join(" ");
  return {
    content: {
      characters: spec.characters,
      length: lengths ? `${describeLengths(lengths)} ${unit}` : `1 or more ${unit}, as many as fit`,
      pattern: patternOf(spec.chars, lengths),
      check_digit: spec.check?.check_digit ?? "none",
      ...(spec.check?.check_algorithm ? { check_algorithm: spec.check.check_algorithm } : {}),
      ...(notes ? { notes } : {}),
    },
    prepare(content, key) {
      requireCharacters(content, spec.chars, spec.characters, key);
      if (lengths) requireLength(content, lengths, unit, key);
      spec.refine?.(content, key);
      return { text: content, payload: content, hri: content };
    },
  };
}

/**
 * The catalog's description of check characters the encoder appends itself, for {@link characterSet}'s `check`.
 *
 * @example
 * ```ts
 * characterSet({ ...ASCII, check: appendedCheck("mod-103 (symbol check character)") });
 * ```
 */
export const appendedCheck = (algorithm: string) => ({ check_digit: "appended", check_algorithm: algorithm }) as const;
