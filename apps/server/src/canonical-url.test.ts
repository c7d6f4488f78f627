import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalUrl } from "./canonical-url.js";

describe("canonicalUrl", () => {
  it.each([
    ["/api/qr/generate", "/api/qr/generate"],
    ["/%61pi/qr/generate", "/api/qr/generate"],
    ["/%41%50%49/qr", "/API/qr"],
    ["/api/qr/t%79pes?x=%61", "/api/qr/types?x=%61"],
    ["http://qr.example.com/api/qr/generate", "/api/qr/generate"],
    ["HTTPS://qr.example.com:8443/api/qr/generate?a=1", "/api/qr/generate?a=1"],
    ["http://qr.example.com", "/"],
    ["http://qr.example.com?x", "/?x"],
    ["/api/./qr/../qr/generate", "/api/qr/generate"],
    ["/api/%2e/qr/%2E%2E/qr/generate", "/api/qr/generate"],
    ["/../../api/qr/generate", "/api/qr/generate"],
    ["//api///qr//generate", "/api/qr/generate"],
    ["/api/qr/generate/", "/api/qr/generate"],
    ["/api/qr/generate/?x=1", "/api/qr/generate?x=1"],
    ["/api/qr/generate#frag", "/api/qr/generate"],
    ["/api/qr%2fgenerate", "/api/qr%2Fgenerate"],
    ["/api/qr/download/%zz", "/api/qr/download/%zz"],
    ["/", "/"],
    ["*", "*"],
    ["example.com:443", "example.com:443"],
  ])("%s is %s", (target, canonical) => {
    expect(canonicalUrl(target)).toBe(canonical);
  });

  it("is idempotent, keeps the query, and leaves no dot segment, empty segment or escaped unreserved character", () => {
    const segment = fc.oneof(
      fc.constantFrom(".", "..", "", "%2e", "%2E%2e", "api", "%61pi", "qr", "%2F", "%7e", "%20", "%25"),
      fc.stringMatching(/^[\w~.%-]{0,6}$/),
    );
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 8 }),
        fc.option(fc.stringMatching(/^[\w=&%]{0,8}$/)),
        (segments, query) => {
          const target = `/${segments.join("/")}${query === null ? "" : `?${query}`}`;
          const once = canonicalUrl(target);
          expect(canonicalUrl(once)).toBe(once);
          const [path = "", ...rest] = once.split("?");
          expect(rest.join("?")).toBe(query ?? "");
          expect(path.startsWith("/")).toBe(true);
          expect(
            path === "/" ||
              !path
                .split("/")
                .slice(1)
                .some((s) => s === "" || s === "." || s === ".."),
          ).toBe(true);
          expect(path).not.toMatch(/%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2[DE]|5F|7E)/i);
        },
      ),
    );
  });
});
