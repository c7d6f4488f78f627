import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { decodePng } from "@qrbar/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../testing/test-io.js";

const MAIN = fileURLToPath(new URL("../main.ts", import.meta.url));

let client: Client;
beforeAll(async () => {
  client = new Client({ name: "qrbar-cli-test", version: "1.0.0" });
  // The real `qrbar mcp` process, from the sources.
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ["--import", "tsx", "--conditions=source", MAIN, "mcp"],
      env: { ...(process.env as Record<string, string>), LOG_LEVEL: "warn" },
      stderr: "pipe",
    }),
  );
}, 60_000);
afterAll(async () => {
  await client.close();
});

describe("qrbar mcp, driven by the MCP SDK's client over stdio", () => {
  it("lists the tools", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      "list_types",
      "generate_qr",
      "generate_barcode",
      "scan_image",
      "make_label",
    ]);
  });

  it("generates a QR code the project's scanner decodes, and scans it back through the tool", async () => {
    const result = await client.callTool({
      name: "generate_qr",
      arguments: { type: "url", content: { url: "https://example.com/mcp" } },
    });
    const [image, payload] = result.content as Array<{ type: string; data?: string; text?: string }>;
    const [symbol] = await decodePng(Buffer.from(image?.data as string, "base64"));
    expect(symbol?.text).toBe("https://example.com/mcp");
    expect(payload?.text).toBe("https://example.com/mcp");
    const scanned = await client.callTool({ name: "scan_image", arguments: { image_base64: image?.data } });
    const [text] = scanned.content as Array<{ text: string }>;
    expect(JSON.parse(text?.text as string).results[0].data).toBe("https://example.com/mcp");
  });

  it("answers a bad argument with a tool error naming the field", async () => {
    const result = await client.callTool({ name: "generate_qr", arguments: { type: "url", content: {} } });
    expect(result.isError).toBe(true);
    expect((result.content as Array<{ text: string }>)[0]?.text).toMatch(/^content\.url is required/);
  });
});

describe("qrbar mcp, refused", () => {
  it("takes no arguments (exit 2, one sentence)", async () => {
    const { code, stderr } = await runCli(["mcp", "--port", "1"]);
    expect(code).toBe(2);
    expect(stderr.text()).toBe("qrbar: qrbar mcp takes no arguments; got 'port'\n");
  });
});
