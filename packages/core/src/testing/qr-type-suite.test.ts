import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { QR_TYPES } from "../qr/registry.js";
import { QR_CONTENTS, QR_EXAMPLE_PAYLOADS } from "./qr-type-cases/index.js";

const TYPES_DIR = new URL("../qr/types/", import.meta.url);

/** The type keys each `describeQrType("key", ...)` of the types' test files names, one entry per call. */
function describedTypes(): string[] {
  return readdirSync(TYPES_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .flatMap((file) =>
      [...readFileSync(new URL(file, TYPES_DIR), "utf8").matchAll(/\bdescribeQrType\("([a-z0-9_]+)"/g)].map(
        ([, key]) => key as string,
      ),
    );
}

describe("the QR-type suite covers every type", () => {
  const keys = QR_TYPES.map((definition) => definition.key);

  it("has a hand-written example payload for every type, in catalog order", () => {
    expect(Object.keys(QR_EXAMPLE_PAYLOADS)).toEqual(keys);
  });

  it("has an arbitrary of canonical contents for every type", () => {
    expect(Object.keys(QR_CONTENTS).sort()).toEqual([...keys].sort());
  });

  it("runs for every type from exactly one test file call", () => {
    expect(describedTypes().sort()).toEqual([...keys].sort());
  });
});
