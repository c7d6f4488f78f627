import { describe, expect, it } from "vitest";
import { isQrbarError } from "../../errors/qrbar-error.js";
import { percentEncode } from "./percent-encode.js";
import { urlOnHost } from "./url-on-host.js";
import { toWebAddress } from "./web-address.js";

describe("web addresses", () => {
  it.each([
    ["https://example.com", "https://example.com"],
    ["  http://example.com/a?b=c  ", "http://example.com/a?b=c"],
    ["example.com/menu", "https://example.com/menu"],
    ["https://Example.COM", "https://example.com"],
    ["https://example.com/", "https://example.com/"],
    ['https://example.com/a b?q="<x>"#f g', "https://example.com/a%20b?q=%22%3Cx%3E%22#f%20g"],
    ["https://bücher.example/straße", "https://xn--bcher-kva.example/stra%C3%9Fe"],
    ["https://example.com:443/x", "https://example.com/x"],
    ["https://example.com/a^b|c{d}?q=`x`#\\n0", "https://example.com/a%5Eb%7Cc%7Bd%7D?q=%60x%60#%5Cn0"],
  ])("%j → %j", (raw, address) => {
    expect(toWebAddress(raw, "content.url")).toBe(address);
  });

  it.each([
    "https://example.com/x\r\nTEL:+19005551234\r\nNOTE:injected",
    "https://example.com/x\nNOTE:injected",
    "https://exa\tmple.com",
    "https://example.com/\u0000",
    "https://example.com/\u0085",
  ])("refuses %j, whose controls new URL() would drop, naming the field", (raw) => {
    expect(() => toWebAddress(raw, "content.url")).toThrow(
      "content.url must not contain control characters such as tabs or line breaks",
    );
  });

  it.each(["ftp://example.com", "javascript:alert(1)", "not a url", "https://", "mailto:a@example.com"])(
    "refuses %j naming the field",
    (raw) => {
      try {
        toWebAddress(raw, "content.website");
        expect.unreachable();
      } catch (error) {
        expect(isQrbarError(error) && error.message).toBe(
          "content.website must be a web address such as https://example.com",
        );
      }
    },
  );
});

describe("percent-encoding (RFC 3986 unreserved characters only)", () => {
  it.each([
    ["ACME Co (EU)", "ACME%20Co%20%28EU%29"],
    ["a+b&c=d", "a%2Bb%26c%3Dd"],
    ["it's *ok*!", "it%27s%20%2Aok%2A%21"],
    ["~._-AZaz09", "~._-AZaz09"],
    ["é", "%C3%A9"],
  ])("%j → %j", (value, encoded) => {
    expect(percentEncode(value)).toBe(encoded);
    expect(decodeURIComponent(encoded)).toBe(value);
  });
});

describe("urlOnHost", () => {
  const waze = (text: string) => urlOnHost(text, ["waze.com", "www.waze.com"], ["/ul"]);
  it.each([
    ["https://waze.com/ul?ll=1,2", true],
    ["http://www.waze.com/ul", true],
    ["HTTPS://WAZE.COM/ul", true],
    ["https://waze.com/ul/", false],
    ["https://evil.com/ul?x=waze.com", false],
    ["https://waze.com.evil.com/ul", false],
    ["waze.com/ul", false],
    ["https://waze.com/ul?ll=1 2", false],
  ])("%s → %s", (text, matches) => {
    expect(waze(text) !== undefined).toBe(matches);
  });
});
