import { QrbarError } from "../../errors/qrbar-error.js";
import { isCalendarDay } from "./calendar-date.js";

/**
 * The three kinds of RFC 5545 §3.3.4/§3.3.5 time: an all-day DATE, a UTC DATE-TIME (form #2), or a
 * local DATE-TIME (form #1 floating, or form #3 with a TZID).
 */
export type EventTimeKind = "date" | "utc" | "local";

/** An event time in iCalendar form, with its kind. */
export interface EventTime {
  readonly kind: EventTimeKind;
  /** `20250601`, `20250601T100000Z` or `20250601T100000`: comparable as text within one kind. */
  readonly ical: string;
}

const INPUT = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:\d{2})?)?$/;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** `Date` in UTC to `YYYYMMDD` or `YYYYMMDDThhmmss`. */
function icalOf(date: Date, withTime: boolean): string {
  const day = `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
  return withTime ? `${day}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}` : day;
}

/**
 * Checks an event time (see the contract's `eventTimeSchema`) and writes it in iCalendar form; an offset is
 * converted to UTC. Throws a `VALIDATION_ERROR` naming `field` for a day or time that does not exist.
 *
 * @example
 * ```ts
 * readEventTime("2025-06-01T10:00:00+02:00", "content.start"); // { kind: "utc", ical: "20250601T080000Z" }
 * ```
 */
export function readEventTime(value: string, field: string): EventTime {
  const match = INPUT.exec(value);
  const [year, month, day, hour, minute, second = 0] = (match?.slice(1, 7) ?? []).map((part) =>
    part === undefined ? undefined : Number(part),
  );
  if (!match || !isCalendarDay(year ?? 0, month ?? 0, day ?? 0)) {
    throw QrbarError.field(field, `is not a day of the calendar (${value})`);
  }
  const date = new Date(0);
  date.setUTCFullYear(year as number, (month as number) - 1, day as number);
  if (hour === undefined) return { kind: "date", ical: icalOf(date, false) };
  if ((hour as number) > 23 || (minute as number) > 59 || second > 59) {
    throw QrbarError.field(field, `is not a time of day (${value})`);
  }
  date.setUTCHours(hour as number, minute as number, second);
  const zone = match[7];
  if (zone === undefined) return { kind: "local", ical: icalOf(date, true) };
  const offsetMinutes =
    zone === "Z" ? 0 : (zone.startsWith("-") ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4)));
  return { kind: "utc", ical: `${icalOf(new Date(date.getTime() - offsetMinutes * 60_000), true)}Z` };
}

/**
 * The day after an iCalendar DATE (`20250601` → `20250602`), or the day before with `days = -1`:
 * an all-day event's DTEND is exclusive (RFC 5545 §3.6.1).
 *
 * @example
 * ```ts
 * shiftIcalDate("20241231", 1); // "20250101"
 * ```
 */
export function shiftIcalDate(ical: string, days: number): string {
  const date = new Date(0);
  date.setUTCFullYear(Number(ical.slice(0, 4)), Number(ical.slice(4, 6)) - 1, Number(ical.slice(6, 8)) + days);
  return icalOf(date, false);
}

/**
 * Reads an iCalendar DATE or DATE-TIME value back into the content's form: `2025-06-01`,
 * `2025-06-01T10:00:00Z` or `2025-06-01T10:00:00`; `undefined` when it is neither.
 *
 * @example
 * ```ts
 * fromIcal("20250601T100000Z"); // { kind: "utc", text: "2025-06-01T10:00:00Z" }
 * ```
 */
export function fromIcal(value: string): { kind: EventTimeKind; text: string } | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, z] = match;
  if (h === undefined) return { kind: "date", text: `${y}-${mo}-${d}` };
  return { kind: z ? "utc" : "local", text: `${y}-${mo}-${d}T${h}:${mi}:${s}${z}` };
}

/** The wall-clock time an instant shows in a time zone, as milliseconds of a UTC date with the same fields. */
function wallClock(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const date = new Date(0);
  date.setUTCFullYear(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  date.setUTCHours(Number(parts.hour), Number(parts.minute), Number(parts.second));
  return date.getTime();
}

const DAY = 86_400_000;

/**
 * Converts a local iCalendar DATE-TIME (`20250330T093000`) in an IANA time zone to UTC (`20250330T073000Z`), by
 * the rules of RFC 5545 §3.3.5: a time that occurs twice (clocks set back) is its first occurrence; a time that does
 * not exist (clocks set forward) is read with the UTC offset before the transition.
 *
 * @example
 * ```ts
 * zonedToUtc("20250330T093000", "Europe/Paris"); // "20250330T073000Z"
 * zonedToUtc("20250330T023000", "Europe/Paris"); // "20250330T013000Z" (skipped hour: offset before, +01:00)
 * ```
 */
export function zonedToUtc(ical: string, timeZone: string): string {
  const date = new Date(0);
  date.setUTCFullYear(Number(ical.slice(0, 4)), Number(ical.slice(4, 6)) - 1, Number(ical.slice(6, 8)));
  date.setUTCHours(Number(ical.slice(9, 11)), Number(ical.slice(11, 13)), Number(ical.slice(13, 15)));
  const local = date.getTime();
  const offsetBefore = wallClock(local - DAY, timeZone) - (local - DAY);
  const offsetAfter = wallClock(local + DAY, timeZone) - (local + DAY);
  const candidates = [local - offsetBefore, local - offsetAfter].filter(
    (instant) => wallClock(instant, timeZone) === local,
  );
  const instant = candidates.length ? Math.min(...candidates) : local - offsetBefore;
  return `${icalOf(new Date(instant), true)}Z`;
}
