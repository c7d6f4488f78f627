import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 as zlibCrc32 } from "node:zlib";
import fc from "fast-check";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { crc32, zipStore } from "./zip-store.js";

describe("zipStore", () => {
  it("writes archives another reader (fflate) opens to the same names and bytes", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          // fflate reads into a plain object, in which `__proto__` sets the prototype instead of naming a file.
          fc.stringMatching(/^[\w.é-]{1,20}$/).filter((name) => name !== "__proto__"),
          fc.uint8Array({ maxLength: 300 }),
          { maxKeys: 6 },
        ),
        (files) => {
          const read = unzipSync(zipStore(files));
          expect(Object.keys(read).sort()).toEqual(Object.keys(files).sort());
          for (const [name, bytes] of Object.entries(files)) expect(read[name]).toEqual(bytes);
        },
      ),
    );
  });

  it("passes Info-ZIP's own test (unzip -t), CRCs included", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qrbar-zip-"));
    try {
      const path = join(dir, "codes.zip");
      await writeFile(
        path,
        zipStore({ "a.png": new Uint8Array([137, 80, 78, 71]), "b.txt": new TextEncoder().encode("hi") }),
      );
      let output: string;
      try {
        output = execFileSync("unzip", ["-t", path], { encoding: "utf8" });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return; // no unzip here; fflate's check above holds
        throw error;
      }
      expect(output).toContain("No errors detected");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("computes CRC-32 as zlib does", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 500 }), (bytes) => {
        expect(crc32(bytes)).toBe(zlibCrc32(bytes));
      }),
    );
  });
});
