import { Transform } from 'class-transformer';
import { DomainError } from '../../common/errors';

/**
 * Strict parsing of what arrives as text (query strings, headers): a value either reads exactly as the
 * OpenAPI document says or is refused with 400 BAD_USER_INPUT. Before, `Number()` and `new Date()` read
 * `1e3` as 1000, `0x10` as 16, ` 5` as 5 and `0.5` as a date in the year 2000 (issue 27 P13).
 */

/** A non-negative integer in decimal, without sign, exponent, leading zeros or white space. */
export const DECIMAL_INTEGER = /^(0|[1-9][0-9]{0,15})$/;

/**
 * An ISO 8601 date-time as `Date.toISOString` and RFC 3339 write it: a full date, a time to the second or
 * finer, and `Z` or an offset; or a date alone (midnight UTC).
 */
export const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2}))?$/;

/** The same with a minus sign allowed (`-1`: "from the start" for `after`); the DTO's @Min bounds it. */
const SIGNED_DECIMAL_INTEGER = /^(0|-?[1-9][0-9]{0,15})$/;
/** A decimal number: an integer part as above and an optional fraction, no exponent. */
const DECIMAL_NUMBER = /^(0|[1-9][0-9]{0,15})(\.[0-9]{1,15})?$/;

/** The integer a text stands for, or null when it is no DECIMAL_INTEGER within the safe range. */
export function strictInteger(text: string, signed = false): number | null {
  if (!(signed ? SIGNED_DECIMAL_INTEGER : DECIMAL_INTEGER).test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/** The moment a text stands for, or null when it is no ISO_DATE_TIME of a real day and time. */
export function strictDate(text: string): Date | null {
  if (!ISO_DATE_TIME.test(text)) return null;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return null;
  // `2026-02-31` would roll over into March: the day must be the one written.
  const [year, month, day] = text.slice(0, 10).split('-').map(Number);
  const local = text.length === 10 || text.endsWith('Z') ? date : new Date(Date.UTC(year, month - 1, day));
  if (local.getUTCFullYear() !== year || local.getUTCMonth() !== month - 1 || local.getUTCDate() !== day) return null;
  return date;
}

/**
 * For a query DTO's integer: the text becomes its number when it is strictly one; anything else stays as
 * it came, for @IsInt to refuse. Replaces class-transformer's `@Type(() => Number)`, which is `Number()`.
 */
export const QueryInteger = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (strictInteger(value, true) ?? value) : value,
  );

/** A query's decimal number (a rating bound): DECIMAL_NUMBER, else left for @IsNumber to refuse. */
export const QueryNumber = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && DECIMAL_NUMBER.test(value) ? Number(value) : value,
  );

/** The same for a date (query or body): an ISO 8601 string becomes a Date, anything else stays for @IsDate. */
export const IsoDate = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (strictDate(value) ?? value) : value));

/**
 * The seq a reconnecting EventSource sends as Last-Event-ID, strictly: absent (or empty, which EventSource
 * never sends) is undefined; anything but a DECIMAL_INTEGER is 400 BAD_USER_INPUT, as a bad `after` is.
 */
export function lastEventIdOf(header: string | undefined): number | undefined {
  const text = header?.trim();
  if (text === undefined || text === '') return undefined;
  const value = strictInteger(text);
  if (value === null)
    throw new DomainError({
      code: 'BAD_USER_INPUT',
      fields: { 'Last-Event-ID': ['must be a non-negative integer (the id of the last message received)'] },
    });
  return value;
}
