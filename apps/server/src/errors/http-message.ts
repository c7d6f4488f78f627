import { ENDPOINTS } from "@qrbar/contract";
import type { CodeFamily, QrbarError } from "@qrbar/core";
import { type ErrorWording, REQUEST_WORDING, wordSentence } from "@qrbar/core/service";
import { SETTING_VARIABLES } from "../config.js";

/** `GET /api/qr/types`: an endpoint as the reference writes it. */
const route = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

/** Each family's endpoints an error may send a client to. */
const FAMILY_ROUTES = {
  qr: { catalog: ENDPOINTS.listQrTypes, image: ENDPOINTS.qrImage, generate: ENDPOINTS.generateQr },
  barcode: { catalog: ENDPOINTS.listBarcodeTypes, image: ENDPOINTS.barcodeImage, generate: ENDPOINTS.generateBarcode },
} as const satisfies Record<CodeFamily, unknown>;

/**
 * The service's words for what a core error points at: the routes of the contract's endpoint table
 * where the library names a function, the server's environment variable where it names a setting, the
 * request's field where it names an option (`error_correction`), and image URLs (which are not stored) where
 * it speaks of codes that are not stored.
 */
export const HTTP_WORDING: ErrorWording = {
  catalog: (family) => route(FAMILY_ROUTES[family].catalog),
  setting: (name) => SETTING_VARIABLES[name],
  unstored: (families, count) => {
    const routes = families.map((family) => route(FAMILY_ROUTES[family].image)).join(", ");
    return count === "one"
      ? `an image URL (${routes}), which is not stored`
      : `image URLs (${routes}), which are not stored`;
  },
  oneAtATime: (family) => `one at a time (${route(FAMILY_ROUTES[family].generate)})`,
  option: REQUEST_WORDING.option,
};

/**
 * A core error's sentence in the service's words (see {@link HTTP_WORDING}).
 *
 * @example
 * ```ts
 * httpMessage(error); // "unknown QR type 'wifii'; see GET /api/qr/types for the 64 known types"
 * ```
 */
export function httpMessage(error: QrbarError): string {
  return wordSentence(error.sentence, HTTP_WORDING);
}
