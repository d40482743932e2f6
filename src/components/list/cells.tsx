import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Avatar, Badge, CopyButton, rem, Switch, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconPhoto } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useOperator } from '@/lib/operator-context';
import { displayId, formatCurrency, truncate } from '@/shared/format';
import classes from './cells.module.css';
import { SubtleIconButton } from './subtle-icon-button';

/**
 * The cells that repeat across the spec's lists: the display id, an image, truncated text, money, dates,
 * status badges and a status toggle. The row's action menu is in row-actions.tsx.
 */

type DisplayIdProps = {
  /** ORD_, ADM_, PROD_, Tnx_, Pay_ … */
  prefix: string;
  id: string;
  /** The spec uppercases most ids (not all). */
  upper?: boolean;
  /** Renders the text as a link (the row's detail). */
  renderLink?: (text: string) => ReactNode;
};

/** `prefix` + the id's first 8 characters; the full id in a tooltip and a copy button. */
export function DisplayId({ prefix, id, upper = true, renderLink }: DisplayIdProps) {
  const { t } = useLingui();
  const short = displayId(prefix, id);
  const text = upper ? short : `${prefix}${id.slice(0, 8)}`;
  return (
    <div className={classes.displayId}>
      {/* The browser's own tooltip: one per row costs nothing to mount (a floating tooltip per row did). */}
      <span title={id}>
        {renderLink ? (
          renderLink(text)
        ) : (
          <Text component="span" ff="monospace" size="sm" fw={600}>
            {text}
          </Text>
        )}
      </span>
      <CopyButton value={id} timeout={1500}>
        {({ copied, copy }) => (
          <SubtleIconButton
            color={copied ? 'teal' : 'gray'}
            size="sm"
            aria-label={copied ? t`Copied` : t`Copy id ${text}`}
            onClick={(event) => {
              event.stopPropagation();
              copy();
            }}
          >
            {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          </SubtleIconButton>
        )}
      </CopyButton>
    </div>
  );
}

/**
 * Badges side by side (a status and its "pending sync"): a plain element in the layout of Mantine's
 * `<Group gap={4} wrap="nowrap">`, which cost ~1 ms a row at 4× CPU for two badges (issue 22).
 */
export function BadgeRow({ children }: { children: ReactNode }) {
  return <div className={classes.badgeRow}>{children}</div>;
}

/** A picture with alt text, lazily loaded; an icon when there is none or it fails to load. */
export function ImageCell({ src, alt, size = 40 }: { src: string | null | undefined; alt: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src)
    return (
      <Avatar src={null} alt={alt} radius="sm" size={size}>
        <IconPhoto size={18} aria-hidden />
      </Avatar>
    );
  return (
    <span className={classes.image} style={{ '--image-cell-size': rem(size) } as CSSProperties}>
      <img src={src} alt={alt} loading="lazy" onError={() => setFailed(src)} />
    </span>
  );
}

/** Text cut at `max` characters with the whole of it in a tooltip. */
export function TruncatedText({ text, max }: { text: string | null | undefined; max: number }) {
  const value = text ?? '';
  if (value.length <= max) return <>{value}</>;
  return <span title={value}>{truncate(value, max)}</span>;
}

/** An amount in the operator's currency and the reader's locale. */
export function Money({ amount }: { amount: number | null | undefined }) {
  const { i18n } = useLingui();
  const { config } = useOperator();
  if (amount === null || amount === undefined) return <>—</>;
  return <span style={{ whiteSpace: 'nowrap' }}>{formatCurrency(amount, config.currency, i18n.locale)}</span>;
}

/** The spec's date formats. */
export type DateFormat = 'dd/MM/yy' | 'medium' | 'YYYY-MM-DD' | 'YYYY-MM-DD HH:mm';

const pad = (n: number) => String(n).padStart(2, '0');

/** A date in one of the spec's formats (local time; `medium` in the reader's locale). */
export function formatDate(value: string | Date, format: DateFormat, locale: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const [y, m, d] = [date.getFullYear(), date.getMonth() + 1, date.getDate()];
  switch (format) {
    case 'dd/MM/yy':
      return `${pad(d)}/${pad(m)}/${String(y).slice(-2)}`;
    case 'YYYY-MM-DD':
      return `${y}-${pad(m)}-${pad(d)}`;
    case 'YYYY-MM-DD HH:mm':
      return `${y}-${pad(m)}-${pad(d)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
    default:
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
  }
}

export function DateCell({
  value,
  format,
  inline = false,
}: {
  value: string | null | undefined;
  format: DateFormat;
  /** One small dimmed line (under another value, e.g. an id). */
  inline?: boolean;
}) {
  const { i18n } = useLingui();
  if (!value) return <>—</>;
  const text = formatDate(value, format, i18n.locale);
  if (inline)
    return (
      <time dateTime={value} className={classes.dimmedLine}>
        {text}
      </time>
    );
  // A date-time takes two short lines (the time dimmed) rather than one wide one.
  const [day, time] = format === 'YYYY-MM-DD HH:mm' ? text.split(' ') : [text];
  return (
    <time dateTime={value} style={{ whiteSpace: 'nowrap', display: 'inline-block' }}>
      {day}
      {time && (
        <Text component="span" size="xs" c="dimmed" display="block">
          {time}
        </Text>
      )}
    </time>
  );
}

/** A status code's label and colour; codes outside the map are "Unknown" in grey. */
export type StatusMap = Record<string | number, { label: MessageDescriptor; color: string }>;

export function StatusBadge({
  value,
  map,
  unknown,
}: {
  value: string | number | null | undefined;
  map: StatusMap;
  unknown: MessageDescriptor;
}) {
  const { i18n } = useLingui();
  const display = value !== null && value !== undefined ? map[value] : undefined;
  return (
    <Badge
      color={display?.color ?? 'gray'}
      variant="filled"
      radius="sm"
      style={{ flexShrink: 0 }}
      data-status={value ?? 'unknown'}
    >
      {i18n._(display?.label ?? unknown)}
    </Badge>
  );
}

/**
 * The message of a failed call, for a toast or a field: the server's reason. A refusal of fields shown where no
 * field is highlighted (an upload's `file`, a toast) says the first field's own message, not "Please check the
 * highlighted fields".
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const first = Object.values(error.errors).find((messages) => messages.length > 0)?.[0];
    return first || error.message || fallback;
  }
  return error instanceof Error ? error.message || fallback : fallback;
}

/**
 * An on/off switch that saves at once: it flips straight away (optimistic) and flips back, with an error
 * toast titled "Error" carrying the server's message, when the save fails. The list is not reloaded.
 */
export function StatusToggle({
  checked,
  label,
  onChange,
}: {
  checked: boolean;
  /** What the switch turns on, for screen readers (e.g. "Active: Jane Doe"). */
  label: string;
  onChange: (next: boolean) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const [value, setValue] = useState(checked);
  const [busy, setBusy] = useState(false);
  useEffect(() => setValue(checked), [checked]);
  return (
    <Switch
      checked={value}
      aria-label={label}
      disabled={busy}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        setValue(next);
        setBusy(true);
        onChange(next)
          .catch((error: unknown) => {
            setValue(!next);
            notify({ color: 'red', title: t`Error`, message: failureMessage(error, t`The change was not saved.`) });
          })
          .finally(() => setBusy(false));
      }}
    />
  );
}
