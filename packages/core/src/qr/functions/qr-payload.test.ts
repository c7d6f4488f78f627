import { describe, expect, it } from "vitest";
import { thrownQrbarError } from "../../testing/index.js";
import { QR_TYPES } from "../registry.js";
import { qrPayload } from "./qr-payload.js";

describe("qrPayload", () => {
  it.each(QR_TYPES.map((definition) => [definition.key, definition] as const))(
    "builds a frozen payload of type %s from its example, as the type's own build does",
    (key, definition) => {
      const payload = qrPayload(key as never, definition.example as never);
      expect(payload).toMatchObject({ type: key, text: definition.build(definition.example), label: definition.label });
      expect(payload.maxVersion).toEqual(definition.maxVersion);
      expect(Object.isFrozen(payload)).toBe(true);
    },
  );

  it("refuses an unknown type with UNKNOWN_TYPE and bad content with the field named", () => {
    expect(thrownQrbarError(() => qrPayload("ulr" as never, { url: "x" } as never), "qrPayload").code).toBe(
      "UNKNOWN_TYPE",
    );
    const error = thrownQrbarError(() => qrPayload("url", { ulr: "https://example.com" } as never), "qrPayload");
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details?.map((d) => d.field)).toContain("content.url");
  });
});
