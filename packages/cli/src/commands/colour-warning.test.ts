import { readFileSync } from "node:fs";
import { join } from "node:path";
import { decodePng } from "@qrbar/core/testing";
import { describe, expect, it } from "vitest";
import { runCli } from "../testing/test-io.js";

describe("qrbar and colours for print", () => {
  it("writes red modules, and warns on stderr that a red-light scanner will not see them, naming the option", async () => {
    const { code, stdout, stderr, cwd } = await runCli([
      "qr",
      "text",
      "--text",
      "red",
      "--fill-color",
      "#FF0000",
      "-o",
      "red.png",
    ]);
    expect(code).toBe(0);
    expect(stdout.text()).toMatch(/^wrote red\.png: /);
    expect(stderr.text()).toMatch(
      /^warning \(--fill-color\): customization\.fill_color #FF0000 on #FFFFFF has a symbol contrast of 0 % under red light \(ISO\/IEC 15416 grade F\)/,
    );
    expect((await decodePng(readFileSync(join(cwd, "red.png")))).map((s) => s.text)).toEqual(["red"]);
  });

  it("takes cmyk() colours and --color-space, and says nothing for black bars", async () => {
    const { code, stderr } = await runCli([
      "barcode",
      "code128",
      "CMYK-1",
      "--bar-color",
      "cmyk(0,0,0,100)",
      "--color-space",
      "cmyk",
      "-o",
      "bars.svg",
    ]);
    expect(stderr.text()).toBe("");
    expect(code).toBe(0);
  });
});
