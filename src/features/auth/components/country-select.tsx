import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { useMemo } from 'react';

/** Countries offered first (spec part 2 "Forgot-password"): the United States and the United Kingdom. */
const PREFERRED: CountryCode[] = ['US', 'GB'];
/** The country a phone number starts with (spec part 2 §9). */
export const DEFAULT_COUNTRY: CountryCode = 'IN';

/** `IN` → `+91`. */
export const dialCodeOf = (country: string) => {
  try {
    return `+${getCountryCallingCode(country as CountryCode)}`;
  } catch {
    return '';
  }
};

type Props = {
  value: string;
  onChange: (country: CountryCode) => void;
  error?: React.ReactNode;
};

/**
 * A country picker for a phone number: every country libphonenumber-js knows, named in the reader's language
 * with its dial code, the preferred ones first; searchable by name or code.
 */
export function CountrySelect({ value, onChange, error }: Props) {
  const { t, i18n } = useLingui();
  const data = useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([i18n.locale], { type: 'region' });
    } catch {
      names = undefined;
    }
    const item = (code: CountryCode) => ({
      value: code,
      label: `${names?.of(code) ?? code} (${dialCodeOf(code)})`,
    });
    const others = getCountries()
      .filter((c) => !PREFERRED.includes(c))
      .map(item)
      .sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
    return [
      { group: t`Preferred`, items: PREFERRED.map(item) },
      { group: t`All countries`, items: others },
    ];
  }, [i18n.locale, t]);
  return (
    <Select
      label={t`Country`}
      data={data}
      value={value}
      onChange={(next) => next && onChange(next as CountryCode)}
      searchable
      allowDeselect={false}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      error={error}
      nothingFoundMessage={t`No country found`}
    />
  );
}
