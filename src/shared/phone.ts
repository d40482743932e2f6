import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import * as v from 'valibot';

/**
 * Phone numbers, parsed and validated per country by libphonenumber-js (decision 009), never by a hand-written
 * pattern. The server and the console share these, so a number the form accepts is one the server stores.
 *
 * Two shapes are stored: a full number (`+91 98450 12345`, agents) and a dial code beside the national number
 * (`+91` + `9845012345`, customers and providers). Both are shown in international format.
 */

/** `+91` + `98450 12345` → the parsed number, or null when the pair is not a valid number of that country. */
function parse(countryCode: string | null | undefined, number: string | null | undefined) {
  const digits = (number ?? '').trim();
  if (digits === '') return null;
  const code = (countryCode ?? '').trim().replace(/^\+?/, '+');
  const text = digits.startsWith('+') || code === '+' ? digits : `${code} ${digits}`;
  const parsed = parsePhoneNumberFromString(text);
  return parsed?.isValid() ? parsed : null;
}

/** True when the number (with its dial code, or written in full with `+`) is a valid phone number. */
export function isValidPhone(countryCode: string | null | undefined, number: string | null | undefined): boolean {
  return parse(countryCode, number) !== null;
}

/**
 * The number in international format (`+91 98450 12345`). A stored value that does not parse (old data) is shown
 * as written, dial code first; no number gives null.
 */
export function formatPhone(countryCode: string | null | undefined, number: string | null | undefined): string | null {
  const parsed = parse(countryCode, number);
  if (parsed) return parsed.formatInternational();
  const raw = (number ?? '').trim();
  if (raw === '') return null;
  const code = (countryCode ?? '').trim();
  return code && !raw.startsWith('+') ? `${code} ${raw}` : raw;
}

/** The parts a valid number is stored as: the dial code (`+91`) and the national number in digits. */
export function phoneParts(
  countryCode: string | null | undefined,
  number: string | null | undefined,
): { countryCode: string; phoneNumber: string } | null {
  const parsed = parse(countryCode, number);
  return parsed ? { countryCode: `+${parsed.countryCallingCode}`, phoneNumber: parsed.nationalNumber } : null;
}

/**
 * A full phone number written with its `+` dial code; stored in international format. An invalid number is the
 * `invalid_phone` field error (in the reader's language, decision 007).
 */
export const FullPhoneSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(32),
  v.check((text) => isValidPhone(null, text), 'invalid_phone'),
  v.transform((text) => formatPhone(null, text) ?? text),
);

/** A dial code such as `+91` (1 to 4 digits after the `+`). */
export const DialCodeSchema = v.pipe(v.string(), v.trim(), v.regex(/^\+?\d{1,4}$/, 'invalid_phone'));

/** The dial code a new number starts with: the reader's region, else India (the marketplace's default). */
const DIAL_CODE_OF_LOCALE: Record<string, string> = {
  'hi-IN': '+91',
  'pt-PT': '+351',
  'zh-CN': '+86',
  'zh-TW': '+886',
};
export const defaultDialCode = (locale: string): string => DIAL_CODE_OF_LOCALE[locale] ?? '+91';
