import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { generatedOptionModules } from "./generate-options.js";

describe("generate-options", () => {
  it.each(generatedOptionModules())("$path is what the generator writes from the contract now", ({ path, text }) => {
    // When this fails: `pnpm --filter @qrbar/core generate:options`, then review and commit the change.
    expect(readFileSync(resolve(import.meta.dirname, "..", path), "utf8")).toBe(text);
  });

  it("documents every option with its default and takes its rules from the schema", () => {
    const qr = generatedOptionModules().find((m) => m.path.endsWith("qr-options.ts"))?.text ?? "";
    expect(qr).toContain("A whole number from 64 to 4096.");
    expect(qr).toContain('readonly errorCorrection?: "L" | "M" | "Q" | "H";');
    expect(qr.match(/@defaultValue/g)).toHaveLength(6);
    expect(qr).not.toMatch(/transparent|module_shape|format/);
  });
});
