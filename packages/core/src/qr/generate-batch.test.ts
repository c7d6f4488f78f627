import type { QrGenerateRequest } from "@qrbar/contract";
import { describe, expect, it } from "vitest";
import { QrbarError } from "../errors/qrbar-error.js";
import { generateStyledQr } from "../style/generate-styled-qr.js";
import { batchId, generateBatch } from "./generate-batch.js";

describe("generateBatch", () => {
  it("keeps request order, fails bad items alone and reports progress", async () => {
    const progress: string[] = [];
    const outcomes = await generateBatch(
      [
        { type: "text", content: { text: "a" } },
        { type: "text" },
        { type: "url", content: { url: "https://b.example" } },
      ],
      { onProgress: (done, total) => progress.push(`${done}/${total}`) },
    );
    expect(outcomes.map((o) => [o.index, o.success])).toEqual([
      [0, true],
      [1, false],
      [2, true],
    ]);
    const failed = outcomes[1];
    expect(failed?.success === false && [failed.type, failed.error.code, failed.error.details?.[0]?.field]).toEqual([
      "text",
      "VALIDATION_ERROR",
      "content",
    ]);
    expect(progress).toEqual(["1/3", "2/3", "3/3"]);
  });

  it("refuses more than the limit before generating anything", async () => {
    let calls = 0;
    await expect(
      generateBatch(
        Array.from({ length: 3 }, () => ({ type: "text", content: { text: "x" } })),
        { maxItems: 2, onProgress: () => calls++ },
      ),
    ).rejects.toMatchObject({ code: "BATCH_TOO_LARGE" });
    expect(calls).toBe(0);
  });

  it("yields to the event loop between items", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    await generateBatch(
      Array.from({ length: 20 }, () => ({ type: "text", content: { text: "x" }, customization: { size: 2000 } })),
    );
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });

  it("makes each image with options.generate when given, awaiting it, its errors failing the item alone", async () => {
    const seen: unknown[] = [];
    const outcomes = await generateBatch(
      [
        { type: "text", content: { text: "a" } },
        { type: "text", content: { text: "busy" } },
      ],
      {
        generate: async (request) => {
          seen.push(request);
          await new Promise((resolve) => setTimeout(resolve, 1));
          if ((request as { content: { text: string } }).content.text === "busy") {
            throw new QrbarError("OVERLOADED", "the pool is full");
          }
          return generateStyledQr(request);
        },
      },
    );
    expect(seen).toHaveLength(2);
    const [made, refused] = outcomes;
    expect(
      made?.success &&
        Buffer.from(made.image.bytes).equals((await generateStyledQr(seen[0] as QrGenerateRequest)).bytes),
    ).toBe(true);
    expect(refused?.success === false && [refused.type, refused.error.code]).toEqual(["text", "OVERLOADED"]);
  });

  it("starts no item once its signal is aborted, and fails with the signal's reason", async () => {
    const gone = new AbortController();
    const seen: unknown[] = [];
    const items = Array.from({ length: 10 }, (_, i) => ({ type: "text", content: { text: `item ${i}` } }));
    const batch = generateBatch(items, {
      signal: gone.signal,
      generate: (request) => {
        seen.push(request);
        // The caller goes away while the second item is being made; that item's pool fails it with
        // a QrbarError of its own, which must not count as a failed item of a batch that goes on.
        if (seen.length === 2) {
          gone.abort(new Error("the client closed the connection"));
          throw new QrbarError("OVERLOADED", "stopped");
        }
        return generateStyledQr(request);
      },
    });
    await expect(batch).rejects.toThrow("the client closed the connection");
    expect(seen).toHaveLength(2);
  });

  it("fails the item whose image would pass maxBytes, and every later one without generating it", async () => {
    const generated: string[] = [];
    const items = ["a", "b", "big", "c", "d"].map((text) => ({ type: "text", content: { text } }));
    const outcomes = await generateBatch(items, {
      maxBytes: 2500,
      generate: async (request) => {
        const { text } = (request as { content: { text: string } }).content;
        generated.push(text);
        const image = await generateStyledQr(request);
        return { ...image, bytes: Buffer.alloc(text === "big" ? 2000 : 1000) };
      },
    });
    expect(generated).toEqual(["a", "b", "big"]);
    expect(outcomes.map((o) => (o.success ? "ok" : o.error.code))).toEqual([
      "ok",
      "ok",
      "PAYLOAD_TOO_LARGE",
      "PAYLOAD_TOO_LARGE",
      "PAYLOAD_TOO_LARGE",
    ]);
    const [, , big, later] = outcomes;
    expect(big?.success === false && big.error.message).toBe(
      "this image (2 KB) would take the batch's images past their bound of 2.5 KB; send items 2 to 4 in another batch, or make large codes one at a time or as codes that are not stored",
    );
    expect(later?.success === false && [later.type, later.error.message]).toEqual([
      "text",
      "not generated: the batch's images reached their bound of 2.5 KB at item 2; send items 2 to 4 in another batch, or make large codes one at a time or as codes that are not stored",
    ]);
  });

  it("bounds a batch's images to BATCH_MAX_IMAGE_BYTES (12 MB) by default", async () => {
    const outcomes = await generateBatch(
      Array.from({ length: 3 }, () => ({ type: "text", content: { text: "x" } })),
      { generate: async (request) => ({ ...(await generateStyledQr(request)), bytes: Buffer.alloc(5_000_000) }) },
    );
    expect(outcomes.map((o) => o.success)).toEqual([true, true, false]);
    expect(outcomes[2]?.success === false && outcomes[2].error.message).toMatch(
      /past their bound of 12 MB; send item 2 /,
    );
  });

  it("writes the spec's batch id in UTC", () => {
    expect(batchId(new Date("2026-01-02T03:04:05.678Z"))).toBe("batch_20260102_030405");
  });
});
