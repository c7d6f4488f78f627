import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateBarcode, generateQr } from "@qrbar/core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../testing/test-io.js";

/** A 48 x 48 white greyscale PNG: an image with no code in it. */
const BLANK_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAAAAAByaaZbAAAAIElEQVR42mP4TyJgGNUwqmFUw6iGUQ2jGkY1jGoYWRoAGw/3eeLGJ/gAAAAASUVORK5CYII=",
  "base64",
);

let cwd: string;
beforeAll(async () => {
  cwd = (await runCli(["--version"])).cwd;
  writeFileSync(join(cwd, "site.png"), generateQr({ type: "url", content: { url: "https://example.com" } }).bytes);
  writeFileSync(join(cwd, "wifi.png"), generateQr({ type: "text", content: { text: "line one\nline two" } }).bytes);
  writeFileSync(join(cwd, "product.png"), generateBarcode({ type: "ean13", content: "590123412345" }).bytes);
  writeFileSync(join(cwd, "blank.png"), BLANK_PNG);
  writeFileSync(join(cwd, "notes.txt"), "not an image");
  // 390 KB that would cost 1122 MiB of decoding: what the server refuses with 413.
  const blank = sharp({ create: { width: 7000, height: 7000, channels: 4, background: "#ffffff" } });
  writeFileSync(join(cwd, "bomb.png"), await blank.png().toColourspace("rgb16").toBuffer());
}, 60_000);

describe("qrbar scan", () => {
  it.each([
    [["site.png"], "qr_code url: https://example.com\n"],
    [["product.png"], "ean13 text: 5901234123457\n"],
    [["wifi.png"], "qr_code text: line one\n    line two\n"],
    [
      ["site.png", "product.png"],
      "site.png: qr_code url: https://example.com\nproduct.png: ean13 text: 5901234123457\n",
    ],
  ])("%j prints %j", async (files, output) => {
    const { code, stdout, stderr } = await runCli(["scan", ...files], { cwd });
    expect(stderr.text()).toBe("");
    expect(stdout.text()).toBe(output);
    expect(code).toBe(0);
  });

  it("prints one JSON object per image with --json", async () => {
    const { code, stdout } = await runCli(["scan", "site.png", "blank.png", "--json"], { cwd });
    expect(code).toBe(1);
    const [site, blank] = stdout
      .text()
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(site).toMatchObject({
      file: "site.png",
      image: { format: "png", width: 300, height: 300 },
      results: [
        { type: "qr_code", data: "https://example.com", format: "url", parsed: { url: "https://example.com" } },
      ],
    });
    expect(blank).toEqual({ file: "blank.png", image: { format: "png", width: 48, height: 48 }, results: [] });
  });

  it.each([
    [["blank.png"], 1, "qrbar: no QR code or barcode found in blank.png\n"],
    [["missing.png"], 1, "qrbar: cannot read missing.png: ENOENT\n"],
    [["notes.txt"], 1, "qrbar: notes.txt: image is not a PNG, JPEG, GIF, BMP or WebP file"],
    [["bomb.png"], 1, "qrbar: bomb.png: image would cost 1122 MiB of decoding to scan (7000x7000 pixels"],
    [[], 2, "qrbar: missing the image to scan; usage: qrbar scan <image>"],
    [["site.png", "--fast"], 2, "qrbar: unknown option --fast"],
  ])("%j exits %i: %s", async (argv, exit, message) => {
    const { code, stderr } = await runCli(["scan", ...argv], { cwd });
    expect(code).toBe(exit);
    expect(stderr.text()).toContain(message);
  });
});
