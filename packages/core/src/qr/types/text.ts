import { TextContentSchema } from "@qrbar/contract";
import { defineQrType } from "../qr-type.js";

/** Plain text, encoded as it is (UTF-8). */
export const text = defineQrType({
  key: "text",
  label: "Plain text",
  schema: TextContentSchema,
  example: { text: "Hello from qrbar" },
  multiLine: "*",
  build: (content) => content.text,
  parse: (payload) => ({ text: payload }),
});
