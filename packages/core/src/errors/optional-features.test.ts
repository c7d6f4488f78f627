import { beforeEach, describe, expect, it, vi } from "vitest";
import { generateQr } from "../qr/generate-qr.js";
import { createWindowCounter } from "../rate-limit/create-window-counter.js";
import { measureScanCost } from "../scan/pool/scan-cost.js";
import { scanImage } from "../scan/scan-image.js";
import { createStore } from "../storage/create-store.js";
import { drawStyledQr } from "../style/draw-styled-qr.js";
import { OPTIONAL_FEATURES } from "./optional-features.js";
import { isQrbarError } from "./qrbar-error.js";

// The packages these tests say are not installed: every `require` and `require.resolve` of `@qrbar/core`
// answers "cannot find module" for them, as Node does when they are absent.
const absent = vi.hoisted(() => new Set<string>());

vi.mock("node:module", async (importOriginal) => {
  const original = await importOriginal<typeof import("node:module")>();
  /** `id`, unless it is in an absent package. */
  const present = (id: string) => {
    for (const name of absent) {
      if (id === name || id.startsWith(`${name}/`)) {
        throw Object.assign(new Error(`Cannot find module '${id}'`), { code: "MODULE_NOT_FOUND" });
      }
    }
    return id;
  };
  const createRequire = (from: string | URL) => {
    const real = original.createRequire(from);
    const require = (id: string) => real(present(id));
    return Object.assign(require, real, { resolve: (id: string) => real.resolve(present(id)) });
  };
  return { ...original, createRequire, default: { ...original, createRequire } };
});

const qr = generateQr({ type: "url", content: { url: "https://example.com" } });
const logo = `data:image/png;base64,${Buffer.from(qr.bytes).toString("base64")}`;

/** The message of what `run` throws, which must be a `QrbarError` for a missing package. */
async function failure(run: () => Promise<unknown>): Promise<string> {
  const error = await run().then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isQrbarError(error) || error.code !== "INTERNAL_ERROR") throw new Error(`expected INTERNAL_ERROR, got ${error}`);
  return error.message;
}

describe("each feature reports its missing packages under its own name", () => {
  beforeEach(() => absent.clear());

  it.each([
    [
      "scanning",
      ["zxing-wasm", "sharp"],
      () => scanImage(qr.bytes),
      "scanning needs the packages zxing-wasm sharp, which are not installed: npm install zxing-wasm sharp",
    ],
    [
      "the scan cost check",
      ["sharp", "fast-png"],
      () => measureScanCost(qr.bytes),
      "scanning needs the packages sharp fast-png, which are not installed: npm install sharp fast-png",
    ],
    [
      "a styled code with a logo",
      ["sharp"],
      () => drawStyledQr("url", "https://example.com", { logo }),
      "a styled code with a logo needs the package sharp, which is not installed: npm install sharp",
    ],
    [
      "a styled code",
      ["@undecaf/zbar-wasm", "zxing-wasm"],
      () => drawStyledQr("url", "https://example.com", { module_shape: "dots" }),
      "a styled code needs the packages zxing-wasm @undecaf/zbar-wasm, which are not installed: npm install zxing-wasm @undecaf/zbar-wasm",
    ],
    [
      "a styled code with a frame",
      ["fontkit", "zxing-wasm"],
      () => drawStyledQr("url", "https://example.com", { frame: { text: "Scan me" } }),
      "a styled code with a frame needs the packages fontkit zxing-wasm, which are not installed: npm install fontkit zxing-wasm",
    ],
    [
      "a styled code with a logo and a frame",
      ["@qrbar/label-fonts", "sharp"],
      () => drawStyledQr("url", "https://example.com", { logo, frame: { text: "Scan me" } }),
      "a styled code with a logo and a frame needs the packages sharp @qrbar/label-fonts, which are not installed: npm install sharp @qrbar/label-fonts",
    ],
    [
      "a sqlite:// store",
      ["better-sqlite3"],
      () => createStore("sqlite::memory:"),
      "storage on SQLite needs the package better-sqlite3, which is not installed: npm install better-sqlite3",
    ],
    [
      "a redis:// store",
      ["@redis/client"],
      () => createStore("redis://127.0.0.1:1/0"),
      "storage on Redis needs the package @redis/client, which is not installed: npm install @redis/client",
    ],
    [
      "a redis:// counter",
      ["@redis/client"],
      () => createWindowCounter("redis://127.0.0.1:1/0"),
      "storage on Redis needs the package @redis/client, which is not installed: npm install @redis/client",
    ],
    [
      "a postgres:// store",
      ["pg"],
      () => createStore("postgres://postgres@127.0.0.1:1/test"),
      "storage on PostgreSQL needs the package pg, which is not installed: npm install pg",
    ],
    [
      "a postgres:// counter",
      ["pg"],
      () => createWindowCounter("postgres://postgres@127.0.0.1:1/test"),
      "storage on PostgreSQL needs the package pg, which is not installed: npm install pg",
    ],
  ])("%s", async (_feature, missing, run, message) => {
    for (const name of missing) absent.add(name);
    expect(await failure(run)).toBe(message);
  });

  it("does not ask a styled code without a logo for sharp", async () => {
    absent.add("sharp");
    const styled = await drawStyledQr("url", "https://example.com", { module_shape: "rounded" });
    expect(styled.scannability?.score).toBeGreaterThan(0);
  });

  it("names only packages @qrbar/core declares as optional peers", async () => {
    const { peerDependenciesMeta } = (await import("../../package.json", { with: { type: "json" } })).default;
    const declared = Object.entries(peerDependenciesMeta).filter(([, meta]) => meta.optional);
    const named = new Set(Object.values(OPTIONAL_FEATURES).flatMap((f) => f.packages));
    expect([...named].filter((name) => !declared.some(([d]) => d === name))).toEqual([]);
  });
});
