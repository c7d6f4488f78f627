import { createGenerationPool } from "@qrbar/core/service";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/index.js";

/** A styled code: heavy, so made in the generation pool (about 60 ms of a thread). */
const styled = (text: string, size = 300) => ({
  type: "text",
  content: { text },
  customization: { size, module_shape: "dots" },
});

describe("the generation pool under one client that keeps it full", () => {
  // Two threads and eight waiting: ten places, and a share of five for one client.
  const generator = createGenerationPool({ threads: 2, maxQueue: 8 });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_MAX: "1000000" }, { generator });
    // Threads started: the attack below measures the pool, not a thread's start.
    await Promise.all([1, 2].map((i) => generate("192.0.2.9", styled(`warm ${i}`))));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await generator.close();
  });

  const generate = (client: string, payload: object) =>
    app.inject({ method: "POST", url: "/api/qr/generate", payload, remoteAddress: client });

  it("answers another client's heavy codes (at least 9 of 10) and holds the attacker to its share", async () => {
    let attacking = true;
    const attacker: Record<number, number> = {};
    // Twice the pool's places in flight, each sent again the moment it is answered (Retry-After ignored).
    const loops = Array.from({ length: 20 }, async (_, loop) => {
      for (let i = 0; attacking; i++) {
        const { statusCode } = await generate("203.0.113.66", styled(`attack ${loop}.${i}`));
        attacker[statusCode] = (attacker[statusCode] ?? 0) + 1;
        if (statusCode !== 200) await new Promise((resolve) => setImmediate(resolve));
      }
    });
    const victim: number[] = [];
    try {
      // Let the attacker fill its share first.
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (let i = 0; i < 10; i++) victim.push((await generate("198.51.100.7", styled(`victim ${i}`))).statusCode);
    } finally {
      attacking = false;
      await Promise.all(loops);
    }
    expect(victim.filter((status) => status === 200).length).toBeGreaterThanOrEqual(9);
    // The attacker is served its share, and refused the rest with 429, not by filling the queue.
    expect(attacker[200]).toBeGreaterThan(0);
    expect(attacker[429]).toBeGreaterThan(0);
  });

  it("refuses a client over its share with 429 RATE_LIMITED and Retry-After, naming the share", async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => generate("203.0.113.67", styled(`burst ${i}`))),
    );
    const refused = answers.find((res) => res.statusCode === 429);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(5);
    expect(refused?.headers["retry-after"]).toBe("2");
    expect(refused?.json()).toMatchObject({
      success: false,
      code: "RATE_LIMITED",
      error: "you already have 5 codes running or waiting, the most one client may have at once; retry in 2 s",
    });
  });
});

describe("a heavy code past TASK_DEADLINE", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ TASK_DEADLINE: "100ms" });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("is stopped and answered 413 PAYLOAD_TOO_LARGE naming the limit and the way out", async () => {
    // A styled 4096 px code takes about 1 s of a thread; the deadline is a tenth of that.
    const res = await app.inject({ method: "POST", url: "/api/qr/generate", payload: styled("slow", 4096) });
    expect(res.statusCode).toBe(413);
    expect(res.headers["retry-after"]).toBeUndefined();
    expect(res.json()).toEqual({
      success: false,
      code: "PAYLOAD_TOO_LARGE",
      error:
        "the code generator stopped this code after 0.1 s, its time limit; make it smaller (customization.size, or width and height) or simpler (shorter content, no styling)",
    });
    // Light codes never reach the pool and its deadline.
    const light = await app.inject({
      method: "POST",
      url: "/api/qr/generate",
      payload: { type: "text", content: { text: "quick" } },
    });
    expect(light.statusCode).toBe(200);
  });
});
