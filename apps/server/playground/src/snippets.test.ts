import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { flatten, imageUrl, shellQuote, snippets } from "./snippets.js";

const WIFI = {
  type: "wifi",
  content: { ssid: "Café 'Guest'", encryption: "WPA", password: "a b" },
  customization: { size: 400, fill_color: "#112233" },
};

describe("snippets", () => {
  it("quotes for a POSIX shell so the value comes back unchanged", () => {
    for (const value of ["plain", "Café 'Guest'", "a b; rm -rf /", "$HOME", "x\ny"]) {
      expect(execFileSync("sh", ["-c", `printf %s ${shellQuote(value)}`], { encoding: "utf8" })).toBe(value);
    }
  });

  it("flattens nested objects to dotted keys and lists to repeated keys", () => {
    expect(flatten({ a: { b: 1 }, c: [2, 3], d: [{ e: 1 }] })).toEqual([
      ["a.b", "1"],
      ["c", "2"],
      ["c", "3"],
      ["d", '{"e":1}'],
    ]);
  });

  it("builds the image URL with content and customization as query parameters", () => {
    const url = new URL(imageUrl("http://localhost:3000", "qr", WIFI));
    expect(url.pathname).toBe("/api/qr/image");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: "wifi",
      ssid: "Café 'Guest'",
      encryption: "WPA",
      password: "a b",
      size: "400",
      fill_color: "#112233",
    });
    expect(imageUrl("http://h", "barcode", { type: "ean13", content: "400638133393" })).toBe(
      "http://h/api/barcode/image?type=ean13&content=400638133393",
    );
  });

  it("gives a curl command whose body is the request, a client call and a CLI line", () => {
    const [, curl, client, cli] = snippets("http://h", "qr", WIFI);
    const body = execFileSync("sh", ["-c", `printf %s ${curl?.text.split(" -d ")[1]}`], { encoding: "utf8" });
    expect(JSON.parse(body)).toEqual(WIFI);
    expect(client?.text).toContain("await qrbar.qr.generate(");
    expect(cli?.text).toBe(
      "qrbar qr wifi --ssid 'Café '\\''Guest'\\''' --encryption WPA --password 'a b' --size 400 --fill-color '#112233' -o wifi.png",
    );
  });
});
