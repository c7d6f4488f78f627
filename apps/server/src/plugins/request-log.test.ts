import { createStore } from "@qrbar/core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";

const SECRET = "SECRET-wifi-password-4711";

let app: FastifyInstance;
const lines: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  const config = loadConfig({ STORAGE_URL: "memory://", RATE_LIMIT_MAX: "100000", LOG_LEVEL: "info" });
  app = await buildApp({
    config,
    store: await createStore(config.storageUrl),
    logStream: { write: (line) => lines.push(JSON.parse(line)) },
  });
});
afterAll(async () => app.close());

/** The one request line a request left, found by its id. */
async function logLineOf(url: string): Promise<Record<string, unknown> | undefined> {
  const id = `log-${lines.length}-${Math.random().toString(36).slice(2)}`;
  await app.inject({ method: "GET", url, headers: { "x-request-id": id } });
  const mine = lines.filter((line) => line.reqId === id && line.msg === "request");
  expect(mine).toHaveLength(1);
  return mine[0];
}

describe("the request log line", () => {
  it("carries a refused attack's query string with its parameter names", async () => {
    const line = await logLineOf("/api/qr/image?type=text&text=hello&__proto__.fill_color=%23FF0000");
    expect(line).toMatchObject({ status: 400, route: "/api/qr/image" });
    expect(line?.query).toBe("type=text&text=[redacted:5 chars]&__proto__.fill_color=[redacted:7 chars]");
  });

  it.each([
    ["refused for a prototype key", `type=wifi&ssid=Home&password=${SECRET}&a[constructor]=1`, 400],
    ["refused by validation", `type=wifi&ssid=Home&password=${SECRET}&encryption=ROT13`, 400],
    ["on an unknown route", `password=${SECRET}`, 404],
    ["answered", `type=wifi&ssid=Home&encryption=WPA&password=${SECRET}`, 200],
  ])("never holds a Wi-Fi password: a request %s", async (_case, query, status) => {
    const path = status === 404 ? "/api/nowhere" : "/api/qr/image";
    const line = await logLineOf(`${path}?${query}`);
    expect(line?.status).toBe(status);
    if (status < 400) expect(line).not.toHaveProperty("query");
    else expect(line?.query).toContain(`password=[redacted:${SECRET.length} chars]`);
    expect(JSON.stringify(lines)).not.toContain(SECRET);
  });

  it("has no query for a request without one", async () => {
    expect(await logLineOf("/api/nowhere")).not.toHaveProperty("query");
  });
});
