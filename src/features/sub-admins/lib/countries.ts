import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

/** The countries offered first in the phone's country picker (spec: India and the US preferred). */
export const PREFERRED_COUNTRIES = ['IN', 'US'] as const satisfies readonly CountryCode[];

export type CountryOption = { iso: string; dialCode: string; name: string };

/**
 * Every country libphonenumber-js knows, with its dial code (`+91`) and its name in the reader's language:
 * the preferred ones first, then the rest by name.
 */
export function countryOptions(locale: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  const option = (iso: CountryCode): CountryOption => ({
    iso,
    dialCode: `+${getCountryCallingCode(iso)}`,
    name: names?.of(iso) ?? iso,
  });
  const preferred: readonly string[] = PREFERRED_COUNTRIES;
  const rest = getCountries()
    .filter((iso) => !preferred.includes(iso))
    .map(option)
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return [...PREFERRED_COUNTRIES.map(option), ...rest];
}

/** The picker's country of a stored account: its ISO code, else the first country of its dial code. */
export function countryOf(iso: string | null | undefined, dialCode: string | null | undefined): string | null {
  const known = getCountries() as string[];
  const upper = iso?.toUpperCase();
  if (upper && known.includes(upper)) return upper;
  const digits = dialCode?.replace(/^\+/, '');
  if (!digits) return null;
  const preferred = PREFERRED_COUNTRIES.find((c) => getCountryCallingCode(c) === digits);
  return preferred ?? getCountries().find((c) => getCountryCallingCode(c) === digits) ?? null;
}
