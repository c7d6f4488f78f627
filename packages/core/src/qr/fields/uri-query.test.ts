import { describe, expect, it } from "vitest";
import { percentEncode } from "./percent-encode.js";
import { formatQuery, parseQuery, queryValues } from "./uri-query.js";

describe("URI query helpers (RFC 3986)", () => {
  it.each([
    ["Donation for project xyz", "Donation%20for%20project%20xyz"], // BIP 21's example message
    ["Tea & cake = 5+1 #2", "Tea%20%26%20cake%20%3D%205%2B1%20%232"],
    ["Föö (bar)!", "F%C3%B6%C3%B6%20%28bar%29%21"],
    ["a-b.c_d~e", "a-b.c_d~e"],
  ])("encodes %j as %s", (value, encoded) => {
    expect(percentEncode(value)).toBe(encoded);
  });

  it("writes only the defined pairs", () => {
    expect(
      formatQuery([
        ["amount", "1.5"],
        ["label", undefined],
        ["message", "Hi there"],
      ]),
    ).toBe("?amount=1.5&message=Hi%20there");
    expect(formatQuery([["label", undefined]])).toBe("");
  });

  it("reads values percent-decoded, the first of repeated names winning, + staying a plus", () => {
    const query = parseQuery("amount=1.5&message=Hi%20there&amount=2&note=1+1&flag");
    expect(query && Object.fromEntries(query)).toEqual({ amount: "1.5", message: "Hi there", note: "1+1", flag: "" });
  });

  it("refuses broken percent-encoding", () => {
    expect(parseQuery("message=100%")).toBeUndefined();
    expect(queryValues("reference=%E0%A4%A", "reference")).toBeUndefined();
  });

  it("lists every value of a repeated name", () => {
    expect(queryValues("reference=a&amount=1&reference=b%20c", "reference")).toEqual(["a", "b c"]);
    expect(queryValues("amount=1", "reference")).toEqual([]);
  });
});
