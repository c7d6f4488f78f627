import { Type } from "@sinclair/typebox";
import { QrbarError } from "../../errors/qrbar-error.js";

/**
 * Schema of a calendar date written `YYYY-MM-DD` (ISO 8601 extended form); {@link assertCalendarDate}
 * checks the day exists.
 *
 * @example
 * ```ts
 * const schema = Type.Object({ birthday: Type.Optional(calendarDateSchema("Date of birth.")) });
 * ```
 */
export const calendarDateSchema = (description: string) =>
  Type.String({
    pattern: "^\\d{4}-\\d{2}-\\d{2}$",
    errorMessage: "must be a date written YYYY-MM-DD",
    description: `${description} Written YYYY-MM-DD.`,
    examples: ["1990-04-15"],
  });

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
