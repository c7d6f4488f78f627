import { PROTOTYPE_KEY_MESSAGE } from "@qrbar/contract";
import { generateQr } from "@qrbar/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logLines, type ServerProcess, startServer, stopServer } from "../src/testing/index.js";

/** The probe's payloads, each sent as it was: beside a valid image URL query. */
const ATTACKS = [
  ["__proto__.x", "1"],
  ["__proto__.subject", "Invoice overdue: pay at https://evil.example"],
  ["__proto__.fill_color", "#FF0000"],
  ["__proto__.margin", "abc"],
] as const;

const SECRET = "SECRET-wifi-password-4711";

/** The attacker and the victim, told apart by the proxy header the server is told to trust. */
const ATTACKER = { "x-forwarded-for": "198.51.100.66" };
const VICTIM = { "x-forwarded-for": "203.0.113.77" };

/** Another client's codes: an email code and a customised one, as the core makes them in this (fresh) process. */
const VICTIM_CODES = [
  { type: "email", content: { email: "victim@example.com" } },
  { type: "text", content: { text: "victim" }, customization: { size: 256, margin: 2, error_correction: "Q" } },
] as const;

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ STORAGE_URL: "memory://", RATE_LIMIT_MAX: "100000", TRUST_PROXY: "true" });
});
afterAll(async () => {
  await stopServer(server, "SIGKILL");
});

describe("a server process given the probe's prototype-pollution payloads over a real socket", () => {
  it.each(ATTACKS)("refuses %s=%s with 400 naming the parameter", async (name, value) => {
    const query = new URLSearchParams({ type: "text", text: "x", [name]: value });
    const res = await fetch(`${server.baseUrl}/api/qr/image?${query}`, { headers: ATTACKER });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      error: `${name} ${PROTOTYPE_KEY_MESSAGE}`,
      details: [{ field: name }],
    });
  });

  it("then serves /api/types, /api/scan and /mcp, and makes another client's codes as a fresh process does", async () => {
    const wifi = new URLSearchParams({ type: "wifi", ssid: "Home", password: SECRET, "__proto__.x": "1" });
    expect((await fetch(`${server.baseUrl}/api/qr/image?${wifi}`, { headers: ATTACKER })).status).toBe(400);

    expect((await fetch(`${server.baseUrl}/api/types`)).status).toBe(200);
    const form = new FormData();
    const png = generateQr({ type: "text", content: { text: "scan me" } }).bytes;
    form.append("image", new Blob([png], { type: "image/png" }), "qr.png");
    const scan = await fetch(`${server.baseUrl}/api/scan`, { method: "POST", body: form });
    expect(scan.status).toBe(200);
    expect(((await scan.json()) as { results: Array<{ data: string }> }).results[0]?.data).toBe("scan me");
    const tools = await fetch(`${server.baseUrl}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(tools.status).toBe(200);

    for (const request of VICTIM_CODES) {
      const created = await fetch(`${server.baseUrl}/api/qr/generate`, {
        method: "POST",
        headers: { "content-type": "application/json", ...VICTIM },
        body: JSON.stringify(request),
      });
      expect(created.status).toBe(200);
      const { download_url } = (await created.json()) as { download_url: string };
      const download = await fetch(`${server.baseUrl}${download_url}`, { headers: VICTIM });
      const stored = Buffer.from(await download.arrayBuffer());
      expect(stored.equals(Buffer.from(generateQr(request).bytes)), request.type).toBe(true);
    }
  });

  it("logged each refused request's query with its parameter names, never the Wi-Fi password", async () => {
    await stopServer(server, "SIGTERM");
    const refused = logLines(server).filter((line) => line.msg === "request" && line.status === 400);
    const queries = refused.map((line) => line.query);
    expect(queries).toEqual([
      "type=text&text=[redacted:1 char]&__proto__.x=[redacted:1 char]",
      "type=text&text=[redacted:1 char]&__proto__.subject=[redacted:44 chars]",
      "type=text&text=[redacted:1 char]&__proto__.fill_color=[redacted:7 chars]",
      "type=text&text=[redacted:1 char]&__proto__.margin=[redacted:3 chars]",
      "type=wifi&ssid=[redacted:4 chars]&password=[redacted:25 chars]&__proto__.x=[redacted:1 char]",
    ]);
    expect(server.output()).not.toContain(SECRET);
  });
});
