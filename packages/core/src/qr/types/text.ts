import { Type } from "@sinclair/typebox";
import { defineQrType } from "../qr-type.js";

/** Plain text, encoded as it is (UTF-8). */
export const text = defineQrType({
  key: "text",
  label: "Plain text",
  schema: Type.Object(
    { text: Type.String({ minLength: 1, maxLength: 7089, description: "Any text." }) },
    { additionalProperties: false },
  ),
  example: { text: "Hello from qrbar" },
  multiLine: "*",
  build: (content) => content.text,
  parse: (payload) => ({ text: payload }),
});
