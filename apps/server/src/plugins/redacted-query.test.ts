import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOGGED_QUERY_LENGTH, redactedQuery } from "./redacted-query.js";

describe("redactedQuery", () => {
  it.each([
    ["/api/qr/types", undefined],
    ["/api/qr/types?", undefined],
    [
      "/api/qr/image?type=wifi&ssid=Home&password=hunter22&size=300",
      "type=wifi&ssid=[redacted:4 chars]&password=[redacted:8 chars]&size=300",
    ],
    [
      "/api/qr/image?type=url&url=https%3A%2F%2Fx.example&fill_color=%23FF0000&back_color=transparent&format=svg&margin=2&error_correction=H",
      "type=url&url=[redacted:17 chars]&fill_color=#FF0000&back_color=transparent&format=svg&margin=2&error_correction=H",
    ],
    [
      "/api/barcode/image?type=ean13&content=590123412345&width=300&height=100&bar_color=%23000&show_text=false",
      "type=ean13&content=[redacted:12 chars]&width=300&height=100&bar_color=#000&show_text=false",
    ],
    [
      "/api/qr/image?type=text&text=x&logo=data%3Aimage%2Fpng%3Bbase64%2CAAAA&frame=%7B%22text%22%3A%22Hi%22%7D",
      "type=text&text=[redacted:1 char]&logo=[redacted:26 chars]&frame=[redacted:13 chars]",
    ],
    [
      "/x?%5F%5Fproto%5F%5F.x=1&a[constructor]=2&empty=",
      "__proto__.x=[redacted:1 char]&a[constructor]=[redacted:1 char]&empty=",
    ],
  ])("%s is logged as %s", (url, logged) => {
    expect(redactedQuery(url)).toBe(logged);
  });

  it("keeps names and the values of no-text fields short, and the whole within its bound", () => {
    const long = redactedQuery(`/x?size=${"9".repeat(100)}&${"n".repeat(100)}=1`);
    expect(long).toBe(`size=${"9".repeat(31)}…&${"n".repeat(63)}…=[redacted:1 char]`);
    const many = redactedQuery(`/x?${Array.from({ length: 500 }, (_, i) => `name${i}=value`).join("&")}`) ?? "";
    expect(many.length).toBeLessThan(LOGGED_QUERY_LENGTH + 16);
    expect(many).toMatch(/&…\(\d+ more\)$/);
  });

  it("never logs a value of a content field, whatever it holds", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("password", "ssid", "text", "url", "content", "subject", "body", "content.type"),
        fc.string({ minLength: 2 }),
        (name, secret) => {
          const logged = redactedQuery(`/api/qr/image?type=wifi&${name}=${encodeURIComponent(secret)}`);
          expect(logged).toBe(`type=wifi&${name}=[redacted:${secret.length} chars]`);
        },
      ),
    );
  });
});
