import fc from "fast-check";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JSON_SLICE_CHARS, sendJson } from "./send-json.js";

let app: FastifyInstance;
let answer: unknown;
beforeAll(async () => {
  app = Fastify();
  app.get("/", (_request, reply) => sendJson(reply, answer));
  await app.ready();
});
afterAll(() => app.close());

const send = async (value: unknown) => {
  answer = value;
  return app.inject({ method: "GET", url: "/" });
};

/** A string of `length` UTF-16 units with a surrogate pair across every slice boundary and text that needs escaping. */
const longString = (length: number) => {
  let text = "";
  while (text.length < length) text += `${"a".repeat(JSON_SLICE_CHARS - 1 - (text.length % JSON_SLICE_CHARS))}😀"\n\\`;
  return text;
};

describe("sendJson", () => {
  it("writes exactly JSON.stringify's text for any JSON value, undefined members left out", async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.option(fc.constant(undefined)), async (value, absent) => {
        const holder = { value, absent, list: [absent] };
        const res = await send(holder);
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
        expect(res.body).toBe(JSON.stringify(holder));
      }),
      { numRuns: 200 },
    );
  });

  it("sends a small answer whole, with Content-Length", async () => {
    const res = await send({ success: true, image_base64: "data:image/png;base64,AAAA" });
    expect(res.headers["content-length"]).toBe(String(res.rawPayload.length));
    expect(res.headers["transfer-encoding"]).toBeUndefined();
  });

  it("streams a large answer in slices, never splitting a surrogate pair, with a turn of the event loop between slices", async () => {
    const value = {
      success: true,
      results: [
        { image_base64: longString(3.5 * JSON_SLICE_CHARS) },
        { plain: "QUJD".repeat(JSON_SLICE_CHARS / 2), lone: `${"\ud800x".repeat(JSON_SLICE_CHARS / 3)}\udfff` },
        { n: 1 },
      ],
    };
    let turns = 0;
    const ticking = setInterval(() => turns++, 0);
    const res = await send(value);
    clearInterval(ticking);
    expect(res.headers["transfer-encoding"]).toBe("chunked");
    expect(res.body).toBe(JSON.stringify(value));
    expect(JSON.parse(res.body)).toEqual(value);
    // At least one timer turn between each of the slices (7 or more).
    expect(turns).toBeGreaterThanOrEqual(6);
  });
});
