import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LABEL_REQUEST_EXAMPLE } from "@qrbar/contract";
import { decodePng, readPngPixels } from "@qrbar/core/testing";
import { describe, expect, it } from "vitest";
import { runCli } from "../testing/test-io.js";

/** The documented example request, a parcel from Berlin to Tokyo, without `format` and `dpi` (defaults PNG, 203). */
const { format: _format, dpi: _dpi, ...BERLIN_TO_TOKYO } = LABEL_REQUEST_EXAMPLE;

/** A fresh folder holding `label.json` with `request`. */
function folderWith(request: unknown): string {
  const cwd = mkdtempSync(join(tmpdir(), "qrbar-cli-label-"));
  writeFileSync(join(cwd, "label.json"), JSON.stringify(request));
  return cwd;
}

const SIGNATURES = { PNG: "\x89PNG\r\n\x1a\n", PDF: "%PDF-", ZPL: "^XA" } as const;

describe("qrbar label", () => {
  it("writes label.png by default: 812 x 1218 dots at 203 dpi, both codes scan back", async () => {
    const { code, stdout, stderr, cwd } = await runCli(["label", "--request", "label.json"], {
      cwd: folderWith(BERLIN_TO_TOKYO),
    });
    expect(stderr.text()).toBe("");
    expect(code).toBe(0);
    expect(stdout.text()).toBe("wrote label.png: 812x1218 PNG label at 203 dpi, SSCC 340123450000000000\n");
    const png = readFileSync(join(cwd, "label.png"));
    expect(png.subarray(0, 8).toString("latin1")).toBe(SIGNATURES.PNG);
    expect(readPngPixels(png)).toMatchObject({ width: 812, height: 1218 });
    const read = (await decodePng(png)).map((symbol) => symbol.text).sort();
    expect(read).toEqual(["00340123450000000000", "1Z999AA10123456784"]);
  });

  it.each([
    [["--format", "PDF"], "label.pdf", "PDF", "812x1218", 203],
    [["--format", "zpl", "--dpi", "300"], "label.zpl", "ZPL", "1200x1800", 300],
    [["-o", "out.pdf"], "out.pdf", "PDF", "812x1218", 203],
    [["--out", "parcel.zpl"], "parcel.zpl", "ZPL", "812x1218", 203],
    [["--dpi", "300", "-o", "big.png"], "big.png", "PNG", "1200x1800", 300],
  ] as const)("%j writes %s as %s, %s dots", async (options, file, format, size, dpi) => {
    const { code, stdout, cwd } = await runCli(["label", "--request", "label.json", ...options], {
      cwd: folderWith(BERLIN_TO_TOKYO),
    });
    expect(code).toBe(0);
    expect(stdout.text()).toBe(`wrote ${file}: ${size} ${format} label at ${dpi} dpi, SSCC 340123450000000000\n`);
    const bytes = readFileSync(join(cwd, file));
    expect(bytes.subarray(0, SIGNATURES[format].length).toString("latin1")).toBe(SIGNATURES[format]);
    if (format === "ZPL") {
      const zpl = bytes.toString("utf8");
      expect(zpl).toContain(`^PW${size.split("x")[0]}`);
      expect(zpl).toContain("^FD1Z999AA10123456784^FS");
      expect(zpl.trimEnd()).toMatch(/\^XZ$/);
    }
    if (format === "PNG") expect(readPngPixels(bytes)).toMatchObject({ width: 1200, height: 1800 });
  });

  it("takes the request's own format, and --format over it", async () => {
    const cwd = folderWith({ ...BERLIN_TO_TOKYO, format: "ZPL" });
    const own = await runCli(["label", "--request", "label.json"], { cwd });
    expect([own.code, own.stdout.text()]).toEqual([0, expect.stringMatching(/^wrote label\.zpl: .* ZPL label/)]);
    const overridden = await runCli(["label", "--request", "label.json", "--format", "PDF"], { cwd });
    expect(overridden.stdout.text()).toMatch(/^wrote label\.pdf: .* PDF label/);
    expect(readFileSync(join(cwd, "label.pdf")).subarray(0, 5).toString()).toBe(SIGNATURES.PDF);
  });

  it("reads the request from standard input with --request - and writes to standard output with -o -", async () => {
    const { code, stdout, stderr } = await runCli(["label", "--request", "-", "--format", "ZPL", "-o", "-"], {
      stdin: JSON.stringify(BERLIN_TO_TOKYO),
    });
    expect(code).toBe(0);
    expect(stdout.text()).toMatch(/^\^XA\n[\s\S]*\^XZ\s*$/);
    expect(stderr.text()).toBe("wrote -: 812x1218 ZPL label at 203 dpi, SSCC 340123450000000000\n");
  });

  it.each([
    [
      { ...BERLIN_TO_TOKYO, package: { index: 3, count: 2 } },
      [],
      2,
      "package.index must not exceed package.count (3 of 2)",
    ],
    [{ ...BERLIN_TO_TOKYO, sscc: "340123450000000004" }, [], 1, "sscc has check digit 4, but"],
    [
      { ...BERLIN_TO_TOKYO, recipient: { ...BERLIN_TO_TOKYO.recipient, country: "Japan" } },
      [],
      2,
      "recipient.country must be",
    ],
    [{ ...BERLIN_TO_TOKYO, tracking_number: undefined }, [], 2, "tracking_number is required"],
    [BERLIN_TO_TOKYO, ["--dpi", "600"], 2, "--dpi must be one of 203, 300"],
    [BERLIN_TO_TOKYO, ["--format", "GIF"], 2, "--format must be one of PNG, PDF, ZPL"],
    [{ ...BERLIN_TO_TOKYO, dpi: 96 }, [], 2, "dpi must be one of 203, 300"],
    [BERLIN_TO_TOKYO, ["--format", "PDF", "-o", "a.png"], 2, "--format PDF contradicts the file name a.png"],
    [[BERLIN_TO_TOKYO], [], 1, "label.json must hold a label request: a JSON object"],
    [BERLIN_TO_TOKYO, ["--size", "4"], 2, "unknown option --size; usage: qrbar label"],
    [BERLIN_TO_TOKYO, ["extra"], 2, "unexpected argument 'extra'"],
  ])("%j %j exits %i: %s", async (request, options, exit, message) => {
    const { code, stderr, cwd } = await runCli(["label", "--request", "label.json", ...options], {
      cwd: folderWith(request),
    });
    expect(code).toBe(exit);
    expect(stderr.text()).toMatch(new RegExp(`^qrbar: ${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    expect(stderr.text().trimEnd().split("\n")).toHaveLength(1);
    expect(readdirSync(cwd)).toEqual(["label.json"]);
  });

  it.each([
    [["label"], 2, "qrbar: missing the request; usage: qrbar label --request"],
    [["label", "--request", "missing.json"], 1, "qrbar: cannot read missing.json: ENOENT"],
    [["label", "--request", "-"], 1, "qrbar: standard input is not valid JSON"],
  ])("%j exits %i: %s", async (argv, exit, message) => {
    const { code, stderr } = await runCli(argv, { stdin: "not json" });
    expect(code).toBe(exit);
    expect(stderr.text()).toContain(message);
  });

  it("lists its options and the request's fields, with a request that works", async () => {
    const { code, stdout } = await runCli(["label", "--help"]);
    expect(code).toBe(0);
    const help = stdout.text();
    expect(help).toContain("--format <PNG|PDF|ZPL>");
    expect(help).toContain("--dpi <203|300>");
    expect(help).toMatch(/sender\*, recipient\*, service\*, tracking_number\*,/);
    const example = help.slice(help.indexOf("A request:\n") + "A request:\n".length);
    const made = await runCli(["label", "--request", "-", "--format", "ZPL"], { stdin: example });
    expect([made.code, made.stdout.text()]).toEqual([0, expect.stringContaining(", SSCC 340123450000000000")]);
  });
});
