import { afterAll, describe, expect, it } from "vitest";
import { isQrbarError } from "../errors/qrbar-error.js";
import { generateQr } from "../qr/generate-qr.js";
import { createScanPool } from "./scan-pool.js";

const png = () => new Uint8Array(generateQr({ type: "text", content: { text: "pooled" } }).bytes);

describe("createScanPool", () => {
  const pool = createScanPool({ threads: 1, maxQueue: 1 });
  afterAll(() => pool.close());

  it("scans in a worker thread and answers what scanImage answers", async () => {
    const { image, results } = await pool.scan(png());
    expect(image).toEqual({ format: "png", width: 300, height: 300 });
    expect(results.map((r) => [r.type, r.data])).toEqual([["qr_code", "pooled"]]);
  });

  it("brings a scan's error back with its code and field", async () => {
    const error = await pool.scan(new Uint8Array([1, 2, 3])).catch((e: unknown) => e);
    expect(isQrbarError(error) && [error.code, error.details?.[0]?.field]).toEqual(["UNSUPPORTED_MEDIA_TYPE", "image"]);
  });

  it("refuses at once with OVERLOADED beyond one running and maxQueue waiting", async () => {
    const settled = await Promise.allSettled([png(), png(), png(), png()].map((bytes) => pool.scan(bytes)));
    const outcome = settled.map((s) => (s.status === "fulfilled" ? "ok" : isQrbarError(s.reason) && s.reason.code));
    expect(outcome).toEqual(["ok", "ok", "OVERLOADED", "OVERLOADED"]);
    expect(pool.pending).toBe(0);
  });

  it("refuses scans once closed", async () => {
    const closing = createScanPool({ threads: 1 });
    await closing.close();
    await expect(closing.scan(png())).rejects.toMatchObject({ code: "OVERLOADED" });
  });

  it("sizes itself to the machine: one thread per core but one, and four waiting per thread", () => {
    const sized = createScanPool();
    expect(sized.threads).toBeGreaterThanOrEqual(1);
    expect(sized.maxQueue).toBe(sized.threads * 4);
  });
});
