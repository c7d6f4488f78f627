import { QrbarError } from "../../errors/qrbar-error.js";

/**
 * Whether year, month and day name a day of the proleptic Gregorian calendar (no 2023-02-29).
 *
 * @example
 * ```ts
 * isCalendarDay(2024, 2, 29); // true
 * isCalendarDay(2023, 2, 29); // false
 * ```
 */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // unlike Date.UTC, takes years 0..99 literally
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Checks that a `YYYY-MM-DD` string is a real day and returns it, or throws a `VALIDATION_ERROR`
 * naming `field`.
 *
 * @example
 * ```ts
 * assertCalendarDate("2023-02-30", "content.birthday"); // throws "content.birthday is not a day of the calendar"
 * ```
 */
export function assertCalendarDate(value: string, field: string): string {
  const [year, month, day] = value.split("-").map(Number);
  if (!isCalendarDay(year ?? 0, month ?? 0, day ?? 0)) {
    throw QrbarError.field(field, `is not a day of the calendar (${value})`);
  }
  return value;
}
