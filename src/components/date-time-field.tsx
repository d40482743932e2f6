import '@mantine/dates/styles.layer.css';
import { useLingui } from '@lingui/react/macro';
import { useMatches } from '@mantine/core';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { useId } from '@mantine/hooks';
import classes from './calendar.module.css';
import { useCalendarLabels, useCalendarLocale } from './calendar-setup';

/** Spec part 1 §9: date-time YYYY-MM-DD HH:mm. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;
const PICKER = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/;

/** A form's local date-time (`YYYY-MM-DDTHH:mm`, as `<input type="datetime-local">` had it) as the picker's value. */
export function toPickerValue(local: string): string | null {
  const m = LOCAL.exec(local);
  return m ? `${m[1]} ${m[2]}:00` : null;
}

/** The picker's value (`YYYY-MM-DD HH:mm:ss`, local time) as the form's `YYYY-MM-DDTHH:mm`; '' when empty. */
export function fromPickerValue(value: string | null): string {
  const m = value ? PICKER.exec(value) : null;
  return m ? `${m[1]}T${m[2]}` : '';
}

type Props = Omit<DateTimePickerProps, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** Local date and time, `YYYY-MM-DDTHH:mm` (the form's value; '' when none). */
  value?: string;
  onChange: (value: string) => void;
};

/**
 * A date and time the user picks in Mantine's calendar (names from the current language through
 * `AppDatesProvider`) and types into the time fields; shown as YYYY-MM-DD HH:mm. The form keeps the value it
 * had with the native control, so its validation and the request it sends do not change. On phones the
 * calendar opens as a modal titled with the field's label.
 */
export function DateTimeField({
  id: idProp,
  value,
  onChange,
  label,
  modalProps,
  popoverProps,
  timePickerProps,
  submitButtonProps,
  ...rest
}: Props) {
  const { t } = useLingui();
  const ariaLabels = useCalendarLabels();
  const locale = useCalendarLocale();
  const dropdownType = useMatches({ base: 'modal', sm: 'popover' } as const);
  // The calendar popover is labelled by its target's id: give the popover the field's own id, which the
  // button keeps (otherwise the dialog points at an id no element has, and has no name).
  const id = useId(idProp);
  return (
    <DateTimePicker
      id={id}
      label={label}
      locale={locale}
      valueFormat={DATE_TIME_FORMAT}
      placeholder={t`Choose a date and time`}
      dropdownType={dropdownType}
      value={toPickerValue(value ?? '')}
      onChange={(next) => onChange(fromPickerValue(next))}
      ariaLabels={ariaLabels}
      modalProps={{ title: label, centered: true, ...modalProps }}
      popoverProps={{ id, ...popoverProps }}
      classNames={{ day: classes.day, placeholder: classes.placeholder }}
      timePickerProps={{ hoursInputLabel: t`Hours`, minutesInputLabel: t`Minutes`, ...timePickerProps }}
      submitButtonProps={{ 'aria-label': t`Done`, ...submitButtonProps }}
      {...rest}
    />
  );
}
