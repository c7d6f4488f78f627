import type { PostalAddress } from "@qrbar/contract";

/** The parts in vCard ADR / MECARD ADR order after PO box and extended address. */
const PARTS = ["street", "city", "region", "postal_code", "country"] as const;

/**
 * The seven ADR components of RFC 6350 §6.3.1 (and of the DoCoMo MECARD `ADR`): PO box, extended
 * address (both left empty), street, locality, region, postal code, country.
 *
 * @example
 * ```ts
 * addressComponents({ street: "1 Main St", city: "Springfield" }); // ["", "", "1 Main St", "Springfield", "", "", ""]
 * ```
 */
export function addressComponents(address: PostalAddress): string[] {
  return ["", "", ...PARTS.map((part) => address[part] ?? "")];
}

/**
 * Reads ADR components back into an address; empty parts are absent, and so is an address
 * without any part. A PO box or extended address, which the content has no field for, is joined
 * in front of the street.
 *
 * @example
 * ```ts
 * addressFromComponents(["", "", "1 Main St", "Springfield", "", "", ""]); // { street: "1 Main St", city: "Springfield" }
 * ```
 */
export function addressFromComponents(components: readonly string[]): PostalAddress | undefined {
  const [poBox = "", extended = "", street = "", ...rest] = components;
  const values = [[poBox, extended, street].filter(Boolean).join(" "), ...rest];
  const entries = PARTS.map((part, i) => [part, values[i] ?? ""] as const).filter(([, value]) => value !== "");
  return entries.length ? (Object.fromEntries(entries) as PostalAddress) : undefined;
}

/**
 * Whether an address has at least one non-empty part.
 *
 * @example
 * ```ts
 * hasAddressParts({ city: "" }); // false
 * ```
 */
export function hasAddressParts(address: PostalAddress): boolean {
  return PARTS.some((part) => !!address[part]);
}
