import { describe, expect, it } from "vitest";
import { isQrbarError } from "../../errors/qrbar-error.js";
import { isCalendarDay } from "./calendar-date.js";
import { fromIcal, readEventTime, shiftIcalDate } from "./event-time.js";

describe("event times to iCalendar (RFC 5545 §3.3.4, §3.3.5)", () => {
  it.each([
    ["2025-06-01", "date", "20250601"],
    ["2025-06-01T10:00:00Z", "utc", "20250601T100000Z"],
    ["2025-06-01T10:00Z", "utc", "20250601T100000Z"],
    ["2025-06-01T10:00:00+02:00", "utc", "20250601T080000Z"],
    ["2025-01-01T00:30:00+02:00", "utc", "20241231T223000Z"],
    ["2024-12-31T23:00:00-05:30", "utc", "20250101T043000Z"],
    ["2025-06-01T10:00:00", "local", "20250601T100000"],
    ["2024-02-29T23:59:59", "local", "20240229T235959"],
  ])("%s is %s %s", (value, kind, ical) => {
    expect(readEventTime(value, "content.start")).toEqual({ kind, ical });
  });

  it.each([
    ["2023-02-29", "is not a day of the calendar (2023-02-29)"],
    ["2025-13-01T10:00:00Z", "is not a day of the calendar"],
    ["2025-06-01T24:00:00", "is not a time of day"],
    ["2025-06-01T10:60:00", "is not a time of day"],
  ])("%s → VALIDATION_ERROR %s", (value, message) => {
    try {
      readEventTime(value, "content.start");
      expect.unreachable();
    } catch (error) {
      expect(isQrbarError(error) && error.details?.[0]).toEqual({
        field: "content.start",
        message: expect.stringContaining(message),
      });
    }
  });

  it.each([
    ["20241231", 1, "20250101"],
    ["20240228", 1, "20240229"],
    ["20250301", -1, "20250228"],
  ])("shifts %s by %i day to %s", (ical, days, shifted) => {
    expect(shiftIcalDate(ical, days)).toBe(shifted);
  });

  it.each([
    ["20250601", { kind: "date", text: "2025-06-01" }],
    ["20250601T100000Z", { kind: "utc", text: "2025-06-01T10:00:00Z" }],
    ["20250601T100000", { kind: "local", text: "2025-06-01T10:00:00" }],
    ["2025-06-01", undefined],
    ["20250601T1000", undefined],
  ])("reads %s back", (ical, expected) => {
    expect(fromIcal(ical)).toEqual(expected);
  });

  it.each([
    [2024, 2, 29, true],
    [1900, 2, 29, false],
    [2000, 2, 29, true],
    [0, 2, 29, true],
    [2025, 4, 31, false],
    [2025, 0, 1, false],
  ])("isCalendarDay(%i, %i, %i) is %s", (y, m, d, expected) => {
    expect(isCalendarDay(y, m, d)).toBe(expected);
  });
});
