import { afterAll, describe, expect, it } from "vitest";
import { isQrbarError } from "../../errors/qrbar-error.js";
import { generateQr } from "../../qr/generate-qr.js";
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

  it("holds one client to its share (RATE_LIMITED) while another is still admitted", async () => {
    const shared = createScanPool({ threads: 1, maxQueue: 3, maxPerClient: 2 });
    const settled = await Promise.allSettled(
      ["a", "a", "a", "b"].map((client) => shared.scan(png(), {}, { client, cost: 1 })),
    );
    await shared.close();
    const outcome = settled.map((s) => (s.status === "fulfilled" ? "ok" : isQrbarError(s.reason) && s.reason.code));
    expect(outcome).toEqual(["ok", "ok", "RATE_LIMITED", "ok"]);
  });

  it("starts a newcomer's cheap scan before a busy client's queued costly ones", async () => {
    const shared = createScanPool({ threads: 1, maxQueue: 4, maxPerClient: 4 });
    const order: string[] = [];
    const run = (name: string, client: string, cost: number) =>
      shared.scan(png(), {}, { client, cost }).then(() => order.push(name));
    await Promise.all([run("a1", "a", 1000), run("a2", "a", 1000), run("a3", "a", 1000), run("b1", "b", 1)]);
    await shared.close();
    expect(order).toEqual(["a1", "b1", "a2", "a3"]);
  });

  it("refuses scans once closed", async () => {
    const closing = createScanPool({ threads: 1 });
    await closing.close();
    await expect(closing.scan(png())).rejects.toMatchObject({ code: "OVERLOADED" });
  });

  it("sizes itself to the machine: one thread per core but one, four waiting per thread, half for a client", () => {
    const sized = createScanPool();
    expect(sized.threads).toBeGreaterThanOrEqual(1);
    expect(sized.maxQueue).toBe(sized.threads * 4);
    expect(sized.maxPerClient).toBe(Math.floor((sized.threads * 5) / 2));
  });
});
