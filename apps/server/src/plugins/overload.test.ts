import { createStore } from "@qrbar/core";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";

const blockEventLoop = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy: the event loop cannot run
  }
};
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("load shedding", () => {
  it("answers 503 OVERLOADED with Retry-After while the event loop lags, keeps health up, and recovers", async () => {
    const app = await buildApp({
      config: loadConfig({}),
      logger: false,
      store: await createStore("memory://"),
      overload: { maxEventLoopDelayMs: 150, sampleIntervalMs: 100 },
    });
    await app.ready();
    const status = async () => (await app.inject({ method: "GET", url: "/api/qr/types" })).statusCode;
    // Building the app lags the loop too (and so may a busy machine): wait for a calm sample.
    const calm = async () => {
      for (let i = 0; i < 40 && (await status()) !== 200; i++) await tick(100);
      return status();
    };
    expect(await calm()).toBe(200);
    for (let i = 0; i < 4; i++) {
      blockEventLoop(500);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const shed = await app.inject({ method: "GET", url: "/api/qr/types" });
    expect(shed.statusCode).toBe(503);
    expect(shed.json()).toMatchObject({ success: false, code: "OVERLOADED" });
    expect(shed.headers["retry-after"]).toBe("10");
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    expect(await calm()).toBe(200);
    await app.close();
  });
});
