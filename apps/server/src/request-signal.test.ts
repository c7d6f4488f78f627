import type { AddressInfo } from "node:net";
import { type CodeStore, createStore } from "@qrbar/core";
import { createGenerationPool, type GenerationPool, type PoolEvent } from "@qrbar/core/service";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { openSocket, rawRequest, requestText } from "./testing/index.js";

/** A styled code: heavy (`isHeavyGeneration`), so made in the generation pool, about 60 ms of a thread. */
const styled = (text: string) => ({ type: "text", content: { text }, customization: { module_shape: "dots" } });

let app: FastifyInstance;
let port: number;
let store: CodeStore;
let saves = 0;
/** Generation pool calls made, and those not yet settled. */
const pool = { calls: 0, inFlight: 0 };
const stops: string[] = [];

beforeAll(async () => {
  store = await createStore("memory://", {
    observe: (event) => {
      if (event.type === "operation" && event.operation === "save" && event.ok) saves++;
    },
  });
  const real = createGenerationPool({
    threads: 1,
    observe: (event: PoolEvent) => {
      if (event.type === "finished" && event.stopped) stops.push(event.stopped);
    },
  });
  const watched: GenerationPool = {
    generate: ((kind, request, call) => {
      pool.calls++;
      pool.inFlight++;
      return real.generate(kind as "qr", request, call).finally(() => pool.inFlight--);
    }) as GenerationPool["generate"],
    close: () => real.close(),
  };
  const config = loadConfig({ STORAGE_URL: "memory://", RATE_LIMIT_MAX: "1000000" });
  app = await buildApp({ config, logger: false, store, generator: watched });
  app.addHook("onClose", () => real.close());
  await app.listen({ host: "127.0.0.1", port: 0 });
  port = (app.server.address() as AddressInfo).port;
  // Threads started and warm: what follows measures the requests, not a thread's start.
  const warm = await rawRequest(port, requestText("POST", "/api/qr/generate", JSON.stringify(styled("warm"))));
  expect(warm.status).toBe(200);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await store?.close();
});

/** Resolves once the generation pool has nothing in flight, or fails after `ms`. */
async function poolIdleWithin(ms: number): Promise<void> {
  const until = performance.now() + ms;
  while (pool.inFlight > 0) {
    if (performance.now() > until) throw new Error(`the pool still works for a client that has gone after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Sends `body` to `path` on a raw connection and closes it, unanswered, once the generation pool has
 * been called `calls` times for it (so the work is surely under way, however fast the machine) and
 * `ms` more have passed.
 */
async function sendAndLeave(path: string, body: unknown, calls: number, ms: number): Promise<void> {
  const callsBefore = pool.calls;
  const socket = await openSocket(port);
  socket.on("error", () => {});
  socket.write(requestText("POST", path, JSON.stringify(body)));
  while (pool.calls - callsBefore < calls) await new Promise((resolve) => setTimeout(resolve, 5));
  await new Promise((resolve) => setTimeout(resolve, ms));
  socket.destroy();
}

describe("work for a client that has gone", () => {
  it("stops a batch of 50 heavy codes: the pool idles within a moment, and nothing is stored", async () => {
    const savesBefore = saves;
    const items = Array.from({ length: 50 }, (_, i) => styled(`abandoned ${i}`));
    // Two items made, the third under way: 47 to go when the client leaves.
    await sendAndLeave("/api/batch/qr", { items }, 3, 0);
    const callsAtClose = pool.calls;
    await poolIdleWithin(1000);
    // Without the signal the batch would go on: about 49 more codes, several seconds of a thread.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(pool.calls - callsAtClose).toBeLessThanOrEqual(1);
    expect(pool.inFlight).toBe(0);
    expect(saves).toBe(savesBefore);
  });

  it("stops a heavy single code on its thread (replaced) and stores nothing for it", async () => {
    const [savesBefore, stopsBefore] = [saves, stops.length];
    // About 1 s of a thread: still running when its client leaves 100 ms after it started.
    const big = { ...styled("abandoned"), customization: { module_shape: "dots", size: 4096 } };
    await sendAndLeave("/api/qr/generate", big, 1, 100);
    await poolIdleWithin(500);
    expect(stops.slice(stopsBefore)).toEqual(["abandoned"]);
    expect(saves).toBe(savesBefore);
  });

  it("leaves a client that stays alone: its batch is answered and stored", async () => {
    const savesBefore = saves;
    const body = JSON.stringify({ items: [styled("kept 1"), styled("kept 2")] });
    const answer = await rawRequest(port, requestText("POST", "/api/batch/qr", body));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ successful: 2, failed: 0 });
    expect(saves - savesBefore).toBe(2);
  });
});
