import { decodePng } from "@qrbar/core/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dataUriBytes } from "../testing/index.js";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, body: unknown) => app.inject({ method: "POST", url, payload: body as object });

const RED_LIGHT_WARNING = {
  code: "LOW_RED_LIGHT_CONTRAST",
  message: expect.stringMatching(/symbol contrast of \d+ % under red light \(ISO\/IEC 15416 grade [DF]\)/),
};

describe("colour for print over HTTP", () => {
  it("warns on red modules that pass the 2:1 refusal, and the code is still generated and decodes", async () => {
    const res = await post("/api/qr/generate", {
      type: "text",
      content: { text: "red" },
      customization: { fill_color: "#FF0000" },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.warnings).toEqual([{ ...RED_LIGHT_WARNING, field: "customization.fill_color" }]);
    const [symbol] = await decodePng(dataUriBytes(body.image_base64));
    expect(symbol?.text).toBe("red");
  });

  it("carries the warnings of an image URL's code in the x-warnings header, as JSON", async () => {
    const res = await app.inject({ method: "GET", url: "/api/qr/image?type=text&text=red&fill_color=%23FF0000" });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse(String(res.headers["x-warnings"]))).toEqual([
      { ...RED_LIGHT_WARNING, field: "customization.fill_color" },
    ]);
    const plain = await app.inject({ method: "GET", url: "/api/qr/image?type=text&text=ok" });
    expect(plain.headers["x-warnings"]).toBeUndefined();
  });

  it("says nothing for black on white: no warnings field at all", async () => {
    const body = (await post("/api/qr/generate", { type: "text", content: { text: "ok" } })).json();
    expect(body).not.toHaveProperty("warnings");
    const bars = (await post("/api/barcode/generate", { type: "code128", content: "ok" })).json();
    expect(bars).not.toHaveProperty("warnings");
  });

  it("warns on a barcode whose bars are cmyk() magenta and yellow (red to a laser), naming bar_color", async () => {
    const res = await post("/api/barcode/generate", {
      type: "ean13",
      content: "590123412345",
      customization: { bar_color: "cmyk(0, 100, 100, 0)", color_space: "cmyk" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().warnings).toEqual([{ ...RED_LIGHT_WARNING, field: "customization.bar_color" }]);
  });

  it("warns on a styled code's module colour too", async () => {
    const res = await post("/api/qr/generate", {
      type: "text",
      content: { text: "styled red" },
      customization: { module_shape: "rounded", fill_color: "#E53935" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().warnings).toEqual([{ ...RED_LIGHT_WARNING, field: "customization.fill_color" }]);
  });

  it("shows a cmyk() colour in the PNG as its sRGB", async () => {
    const body = (
      await post("/api/qr/generate", {
        type: "text",
        content: { text: "cmyk" },
        customization: { fill_color: "cmyk(100,60,0,20)", back_color: "cmyk(0,0,0,0)", format: "SVG" },
      })
    ).json();
    const svg = dataUriBytes(body.image_base64).toString("utf8");
    expect(svg).toContain("#0052CC");
    expect(svg).toContain("#FFFFFF");
  });

  it.each([
    [{ color_space: "CMYK" }, "customization.color_space", "must be one of rgb, cmyk"],
    [{ color_space: "lab" }, "customization.color_space", "must be one of rgb, cmyk"],
    [{ fill_color: "cmyk(120,0,0,0)" }, "customization.fill_color", "cmyk(c,m,y,k) with each ink 0 to 100"],
    [{ fill_color: "cmyk(0,0,0,0)) endstream" }, "customization.fill_color", "cmyk(c,m,y,k) with each ink 0 to 100"],
  ])("refuses %j with a 400 naming the field", async (customization, field, message) => {
    const res = await post("/api/qr/generate", { type: "text", content: { text: "x" }, customization });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    expect(res.json().details).toEqual([{ field, message: expect.stringContaining(message) }]);
  });
});
