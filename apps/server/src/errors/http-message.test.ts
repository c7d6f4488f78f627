import { ENDPOINTS } from "@qrbar/contract";
import {
  createStore,
  generateBatch,
  generateQr,
  getBarcodeSymbology,
  getQrType,
  isQrbarError,
  QR_TYPES,
  type QrbarError,
} from "@qrbar/core";
import { describe, expect, it } from "vitest";
import { SETTING_VARIABLES } from "../config.js";
import { HTTP_WORDING, httpMessage } from "./http-message.js";

/** The QrbarError `run` throws. */
async function thrown(run: () => unknown): Promise<QrbarError> {
  try {
    await run();
  } catch (error) {
    if (isQrbarError(error)) return error;
    throw error;
  }
  throw new Error("nothing was thrown");
}

/** The error of a batch whose second image passes its bound. */
async function batchPastItsBound(): Promise<QrbarError> {
  const items = ["a", "b", "c"].map((text) => ({ type: "text", content: { text } }));
  const outcomes = await generateBatch(items, {
    maxBytes: 1500,
    generate: (request) => ({ ...generateQr(request), bytes: Buffer.alloc(1000) }),
  });
  const failed = outcomes[1];
  if (failed?.success !== false) throw new Error("the second item did not fail");
  return failed.error;
}

/** The error of storing a 2000-byte image where a stored code may have 1000. */
async function storedCodeTooLarge(): Promise<QrbarError> {
  const store = await createStore("memory://", { maxCodeBytes: 1000 });
  return thrown(() => store.checkSize("qr", { mimeType: "image/png", bytes: Buffer.alloc(2000) }));
}

const n = QR_TYPES.length;

describe("a core error worded for a library user (message) and for an HTTP client (httpMessage)", () => {
  it.each([
    [
      "an unknown QR type: the catalog function, the route that lists the types",
      () => thrown(() => getQrType("wifii")),
      `unknown QR type 'wifii'; see qrCatalog() for the ${n} known types; did you mean 'wifi'?`,
      `unknown QR type 'wifii'; see GET /api/qr/types for the ${n} known types; did you mean 'wifi'?`,
    ],
    [
      "an unknown barcode type: the catalog function, the route that lists the symbologies",
      () => thrown(() => getBarcodeSymbology("ean12")),
      expect.stringMatching(/^unknown barcode type 'ean12'; see barcodeCatalog\(\) for the \d+ known types/),
      expect.stringMatching(/^unknown barcode type 'ean12'; see GET \/api\/barcode\/types for the \d+ known types/),
    ],
    [
      "a stored code over the cap: the option, the environment variable; a code not stored, an image URL",
      storedCodeTooLarge,
      "the image is 2 KB (2000 bytes), over the 1 KB (1000 bytes) a stored code may have (maxCodeBytes); ask for a smaller one (a lower size, SVG instead of PNG, a simpler design) or for one that is not stored",
      "the image is 2 KB (2000 bytes), over the 1 KB (1000 bytes) a stored code may have (STORE_CODE_MAX_BYTES); ask for a smaller one (a lower size, SVG instead of PNG, a simpler design) or for an image URL (GET /api/qr/image, GET /api/barcode/image), which is not stored",
    ],
    [
      "a batch past its bound: one at a time, and as codes not stored, each with its route",
      batchPastItsBound,
      "this image (1 KB) would take the batch's images past their bound of 1.5 KB; send items 1 to 2 in another batch, or make large codes one at a time or as codes that are not stored",
      "this image (1 KB) would take the batch's images past their bound of 1.5 KB; send items 1 to 2 in another batch, or make large codes one at a time (POST /api/qr/generate) or as image URLs (GET /api/qr/image), which are not stored",
    ],
  ])("%s", async (_, make, library, http) => {
    const error = await make();
    expect(error.message).toEqual(library);
    expect(httpMessage(error)).toEqual(http);
  });

  it("names every route from the contract's endpoint table and every setting from the server's", () => {
    expect(HTTP_WORDING.catalog("barcode")).toBe(`GET ${ENDPOINTS.listBarcodeTypes.path}`);
    expect(HTTP_WORDING.oneAtATime("barcode")).toBe(`one at a time (POST ${ENDPOINTS.generateBarcode.path})`);
    expect(HTTP_WORDING.setting("maxCodeBytes")).toBe(SETTING_VARIABLES.maxCodeBytes);
  });
});
