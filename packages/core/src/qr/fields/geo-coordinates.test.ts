import { describe, expect, it } from "vitest";
import { isQrbarError } from "../../errors/qrbar-error.js";
import { formatGeoPoint, optionalGeoPoint, parseGeoPoint } from "./geo-coordinates.js";

describe("geo coordinates", () => {
  it.each([
    [{ latitude: 48.8584, longitude: 2.2945 }, "48.8584,2.2945"],
    [{ latitude: -90, longitude: 180 }, "-90,180"],
    [{ latitude: 1e-7, longitude: -0 }, "0.0000001,0"],
  ])("writes %j as %s and reads it back", (point, text) => {
    expect(formatGeoPoint(point)).toBe(text);
    expect(parseGeoPoint(text)).toEqual({ latitude: point.latitude, longitude: point.longitude || 0 });
  });

  it.each(["90.1,0", "0,-180.5", "1e-7,0", "48.8584, 2.2945", "48,", "+1,2", "a,b"])("refuses %j", (text) => {
    expect(parseGeoPoint(text)).toBeUndefined();
  });

  it("pairs latitude and longitude", () => {
    expect(optionalGeoPoint({})).toBeUndefined();
    expect(optionalGeoPoint({ latitude: 0, longitude: 0 })).toEqual({ latitude: 0, longitude: 0 });
    for (const [content, field] of [
      [{ latitude: 1 }, "content.longitude"],
      [{ longitude: 1 }, "content.latitude"],
    ] as const) {
      try {
        optionalGeoPoint(content);
        expect.unreachable();
      } catch (error) {
        expect(isQrbarError(error) && error.details?.[0]?.field).toBe(field);
      }
    }
  });
});
