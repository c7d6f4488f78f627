import { mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain script of the repository, without types.
import { SERVER_PACKAGES, stalePackages } from "../../../scripts/stale-packages.mjs";

/** A package folder with a source file and (unless null) a built dist/index.js, at the given times (s). */
function fakePackage(root: string, dir: string, sourceTime: number, builtTime: number | null) {
  mkdirSync(join(root, dir, "src", "nested"), { recursive: true });
  const source = join(root, dir, "src", "nested", "a.ts");
  writeFileSync(source, "");
  utimesSync(source, sourceTime, sourceTime);
  if (builtTime === null) return;
  mkdirSync(join(root, dir, "dist"), { recursive: true });
  const built = join(root, dir, "dist", "index.js");
  writeFileSync(built, "");
  utimesSync(built, builtTime, builtTime);
}

describe("pnpm start's build check (scripts/stale-packages.mjs)", () => {
  it("builds only what is missing or older than its sources, nested files included", () => {
    const root = mkdtempSync(join(tmpdir(), "qrbar-stale-"));
    fakePackage(root, "a", 1_000, 2_000);
    fakePackage(root, "b", 3_000, 2_000);
    fakePackage(root, "c", 1_000, null);
    const packages = [
      ["@x/a", "a"],
      ["@x/b", "b"],
      ["@x/c", "c"],
    ];
    expect(stalePackages(root, packages)).toEqual([
      { name: "@x/b", reason: "older than its sources" },
      { name: "@x/c", reason: "missing" },
    ]);
  });

  it("rebuilds the server when its playground page changed", () => {
    const root = mkdtempSync(join(tmpdir(), "qrbar-stale-"));
    fakePackage(root, "server", 1_000, 2_000);
    mkdirSync(join(root, "server", "playground", "src"), { recursive: true });
    const page = join(root, "server", "playground", "src", "main.ts");
    writeFileSync(page, "");
    utimesSync(page, 3_000, 3_000);
    expect(stalePackages(root, [["@x/server", "server"]])).toEqual([
      { name: "@x/server", reason: "older than its sources" },
    ]);
  });

  it("rebuilds the server when a source its playground bundles changed, in the client, the core or the contract", () => {
    const server = (SERVER_PACKAGES as Array<[string, string, string[]?]>).find(([name]) => name === "@qrbar/server");
    expect(server).toBeDefined();
    const [, dir] = server as [string, string];
    // Every workspace package the page imports (each lives in packages/<name>).
    const pageDir = new URL("../playground/src/", import.meta.url);
    const imported = new Set(
      readdirSync(pageDir).flatMap((file) =>
        [...readFileSync(new URL(file, pageDir), "utf8").matchAll(/from "@qrbar\/([a-z-]+)/g)].map(
          ([, name]) => `packages/${name}`,
        ),
      ),
    );
    expect([...imported].sort()).toEqual(["packages/client", "packages/contract", "packages/core"]);
    for (const bundled of imported) {
      const root = mkdtempSync(join(tmpdir(), "qrbar-stale-"));
      fakePackage(root, dir, 1_000, 2_000);
      fakePackage(root, bundled, 3_000, null);
      expect(stalePackages(root, [server]), bundled).toEqual([
        { name: "@qrbar/server", reason: "older than its sources" },
      ]);
    }
  });
});
