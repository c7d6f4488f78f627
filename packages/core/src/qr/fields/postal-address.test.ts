import { describe, expect, it } from "vitest";
import { addressComponents, addressFromComponents, hasAddressParts } from "./postal-address.js";

describe("postal address as ADR components (RFC 6350 §6.3.1)", () => {
  it("writes the seven components with PO box and extended address empty", () => {
    expect(addressComponents({ street: "1 Main St", city: "Springfield", country: "USA" })).toEqual([
      "",
      "",
      "1 Main St",
      "Springfield",
      "",
      "",
      "USA",
    ]);
  });

  it.each([
    [
      ["", "", "1 Main St", "Springfield", "IL", "62701", "USA"],
      { street: "1 Main St", city: "Springfield", region: "IL", postal_code: "62701", country: "USA" },
    ],
    [["PO Box 7", "Apt 2", "1 Main St", "", "", "", ""], { street: "PO Box 7 Apt 2 1 Main St" }],
    [["", "", "", "", "", "", ""], undefined],
    [["", "", "", "Paris"], { city: "Paris" }],
  ])("reads %j", (components, address) => {
    expect(addressFromComponents(components)).toEqual(address);
  });

  it("knows an address with no part", () => {
    expect(hasAddressParts({ city: "" })).toBe(false);
    expect(hasAddressParts({ country: "FR" })).toBe(true);
  });
});
