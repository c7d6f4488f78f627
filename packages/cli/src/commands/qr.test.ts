import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { QrContent } from "@qrbar/contract";
import { generateQr, qrCatalog } from "@qrbar/core";
import { CLI_DECODERS, decodePng, rasteriseVector, VECTOR_TOOLS, zbarimgRaw } from "@qrbar/core/testing";
import { describe, expect, it } from "vitest";
import { runCli } from "../testing/test-io.js";
import { QR_COMMAND_OPTIONS } from "./qr.js";

const decoded = async (png: Buffer) => (await decodePng(png)).map((symbol) => symbol.text);

describe("qrbar qr", () => {
  it.each([
    [["url", "--url", "https://example.com/menu"], "https://example.com/menu"],
    [["text", "--text", "Table 12, by the window"], "Table 12, by the window"],
    [["email", "--email", "hello@example.com", "--subject", "Hi there"], "mailto:hello@example.com?subject=Hi%20there"],
    [["phone", "--phone", "+1 (415) 555-0123"], "tel:+14155550123"],
    [
      ["wifi", "--ssid", "Cafe;Bar", "--encryption", "WPA", "--password", "correct horse", "--hidden"],
      "WIFI:T:WPA;S:Cafe\\;Bar;P:correct horse;H:true;;",
    ],
    [["geo", "--latitude", "-33.8688", "--longitude", "151.2093"], "geo:-33.8688,151.2093"],
    [
      ["otp", "--type", "totp", "--account", "jane@example.com", "--secret", "JBSWY3DPEHPK3PXP", "--digits", "8"],
      "otpauth://totp/jane@example.com?secret=JBSWY3DPEHPK3PXP&digits=8",
    ],
    [["json", "--json", '{"id":42,"tags":["a"]}'], '{"id":42,"tags":["a"]}'],
  ])("%j writes a PNG that decodes to %j", async (argv, payload) => {
    const { code, stdout, stderr, cwd } = await runCli(["qr", ...argv, "-o", "code.png"]);
    expect(stderr.text()).toBe("");
    expect(code).toBe(0);
    const png = readFileSync(join(cwd, "code.png"));
    expect(await decoded(png)).toEqual([payload]);
    expect(stdout.text()).toBe(`wrote code.png: 300x300 PNG ${argv[0]}, encoding ${JSON.stringify(payload)}\n`);
  });

  it("takes a design as options, nested ones dotted, and --logo as an image file", async () => {
    const cwd = mkdtempSync(join(tmpdir(), "qrbar-cli-logo-"));
    writeFileSync(
      join(cwd, "brand.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle cx="2" cy="2" r="2" fill="#E65100"/></svg>',
    );
    const { code, stdout, stderr } = await runCli(
      [
        "qr",
        "url",
        "--url",
        "https://example.com/menu",
        "--module-shape",
        "rounded",
        "--eye.outer-shape",
        "dot",
        "--eye.inner-color",
        "#B71C1C",
        "--logo",
        "brand.svg",
        "--frame.text",
        "Scan me",
        "-o",
        "styled.png",
      ],
      { cwd },
    );
    expect(stderr.text()).toBe("");
    expect(code).toBe(0);
    expect(stdout.text()).toMatch(
      /^wrote styled\.png: 300x300 PNG url, encoding "https:\/\/example\.com\/menu"; scannability \d+\/100\n$/,
    );
    expect(await decoded(readFileSync(join(cwd, "styled.png")))).toEqual(["https://example.com/menu"]);
  });

  it("names the option of a refused design", async () => {
    const { code, stderr } = await runCli(["qr", "text", "--text", "x", "--eye.inner-color", "#EEEEEE", "-o", "x.png"]);
    expect(code).toBe(2);
    expect(stderr.text()).toContain("--eye.inner-color");
  });

  it("builds nested and repeated fields, merged over --content", async () => {
    const { code, cwd } = await runCli([
      "qr",
      "vcard",
      "--content",
      '{"first_name": "Jane", "last_name": "Doe"}',
      "--address.city",
      "Oslo",
      "--address.country",
      "Norway",
      "--phones",
      '{"number": "+4722000000", "type": "work"}',
      "--phones",
      '{"number": "+4790000000", "type": "cell"}',
      "--emails",
      '[{"email": "jane@example.com"}]',
      "-o",
      "card.png",
    ]);
    expect(code).toBe(0);
    const content: QrContent<"vcard"> = {
      first_name: "Jane",
      last_name: "Doe",
      address: { city: "Oslo", country: "Norway" },
      phones: [
        { number: "+4722000000", type: "work" },
        { number: "+4790000000", type: "cell" },
      ],
      emails: [{ email: "jane@example.com" }],
    };
    expect(await decoded(readFileSync(join(cwd, "card.png")))).toEqual([
      generateQr({ type: "vcard", content }).payload,
    ]);
  });

  it("reads --content from a file, and styles the image", async () => {
    const first = await runCli(["qr", "--help"]);
    const cwd = first.cwd;
    writeFileSync(join(cwd, "sepa.json"), JSON.stringify(qrCatalog().examples.epc_sepa));
    const { code, stdout } = await runCli(
      [
        "qr",
        "epc_sepa",
        "--content",
        "sepa.json",
        "--size",
        "512",
        "--error-correction",
        "q",
        "--fill-color",
        "#1A237E",
        "-o",
        "pay.png",
      ],
      { cwd },
    );
    expect(code).toBe(0);
    expect(stdout.text()).toMatch(/^wrote pay\.png: 512x512 PNG epc_sepa, encoding "BCD\\n002\\n1\\nSCT\\n/);
    expect((await decodePng(readFileSync(join(cwd, "pay.png"))))[0]?.ecLevel).toBe("Q");
  });

  it.each([
    [["-o", "code.svg"], "code.svg", /^<svg /],
    [["--format", "svg"], "text.svg", /^<svg /],
    [["-o", "code.PDF"], "code.PDF", /^%PDF-1\.4\n/],
    [["--format", "eps"], "text.eps", /^%!PS-Adobe-3\.0 EPSF-3\.0\n/],
    [[], "text.png", /^\x89PNG/],
  ])("%j writes %s", async (extra, file, signature) => {
    const { code, cwd } = await runCli(["qr", "text", "--text", "svg or png", ...extra]);
    expect(code).toBe(0);
    expect(readFileSync(join(cwd, file), "latin1")).toMatch(signature);
  });

  it.skipIf(!VECTOR_TOOLS.gs || !CLI_DECODERS.zbarimg)(
    "writes an EPS by its name that Ghostscript prints at 600 dpi and ZBar reads (needs ghostscript, zbar-tools)",
    async () => {
      const { code, stdout, cwd } = await runCli(["qr", "text", "--text", "print (me) %%EOF", "-o", "code.eps"]);
      expect(code).toBe(0);
      expect(stdout.text()).toBe('wrote code.eps: 300x300 EPS text, encoding "print (me) %%EOF"\n');
      expect(zbarimgRaw(rasteriseVector(readFileSync(join(cwd, "code.eps")), "EPS", 600))).toBe("print (me) %%EOF");
    },
  );

  it("writes the image to standard output with -o -, and the report to standard error", async () => {
    const { code, stdout, stderr } = await runCli(["qr", "url", "--url", "https://example.com", "-o", "-"]);
    expect(code).toBe(0);
    expect(await decoded(stdout.bytes())).toEqual(["https://example.com"]);
    expect(stderr.text()).toBe('wrote -: 300x300 PNG url, encoding "https://example.com"\n');
  });

  it.each([
    [[], 2, "missing the QR type; usage: qrbar qr <type>"],
    [["wifii"], 2, "unknown QR type 'wifii'; `qrbar qr --help` lists the"],
    [
      ["wifi", "--ssid", "x", "--encryptoin", "WPA"],
      2,
      "unknown option --encryptoin for QR type wifi; its fields are --ssid,",
    ],
    [["wifi", "--ssid", "x", "--__proto__.ssid", "y"], 2, "unknown option ----proto--.ssid for QR type wifi;"],
    [["text", "--text", "x", "--constructor", "y"], 2, "unknown option --constructor for QR type text;"],
    [["wifi", "--ssid"], 2, "--ssid needs a value"],
    [["url", "--url", "https://example.com", "extra"], 2, "unexpected argument 'extra'"],
    [["text", "--text", "x", "--size", "5000"], 2, "--size must be at most 4096"],
    [["email", "--email", "nope"], 2, "--email must be an e-mail address"],
    [["text", "--text", "x", "-o", "x.jpg"], 2, "cannot tell the image format from x.jpg"],
    [["text", "--text", "x", "-o", "x.png", "--format", "svg"], 2, "--format svg contradicts the file name x.png"],
    [["text", "--content", "[1]"], 2, "--content must be a JSON object, or a file holding one"],
    [["text", "--content", "missing.json"], 1, "cannot read --content file missing.json: ENOENT"],
    [["text", "--text", "a".repeat(3000)], 1, "the content is 3000 bytes encoded and does not fit"],
    [["text", "--text", "x", "-o", "no/such/dir/x.png"], 1, "cannot write no/such/dir/x.png: ENOENT"],
  ])("%j exits %i: %s", async (argv, exit, message) => {
    const { code, stdout, stderr } = await runCli(["qr", ...argv]);
    expect(code).toBe(exit);
    expect(stdout.text()).toBe("");
    expect(stderr.text()).toContain(`qrbar: ${message}`);
    expect(stderr.text().trimEnd().split("\n")).toHaveLength(1);
  });

  it("lists the types, and each type's fields with a working example", async () => {
    const overview = await runCli(["qr", "--help"]);
    expect(overview.code).toBe(0);
    expect(overview.stdout.text()).toContain(`Types (${qrCatalog().count});`);
    const wifi = await runCli(["qr", "wifi", "--help"]);
    expect(wifi.stdout.text()).toContain("--ssid <text>");
    expect(wifi.stdout.text()).toContain("--encryption <WPA|WEP|SAE|nopass|WPA2-EAP>");
    const example = /qrbar qr wifi (.+) -o wifi\.png/.exec(wifi.stdout.text())?.[1];
    expect(example).toBe("--ssid 'Example Guest' --encryption WPA --password 'correct horse battery'");
  });

  it("no QR type has a content field named like an option of the command", () => {
    const clashes = Object.entries(qrCatalog().schemas).flatMap(([type, schema]) =>
      Object.keys((schema as { properties?: object }).properties ?? {})
        .filter((field) => QR_COMMAND_OPTIONS.has(field))
        .map((field) => `${type}.${field}`),
    );
    expect(clashes).toEqual([]);
  });
});
