/**
 * The shape of a message table (decision 007): each code's English template (`{name}` placeholders) and how
 * each parameter is shown: `number` in the reader's number format, `text` as is, `bookingStatus` /
 * `payoutStatus` through the status label in the reader's language, `megabytes` as a number of MB, `seconds`
 * as a number. A parameter without a kind is shown as a number when it is one, as is otherwise.
 */
export type MessageParamKind = 'number' | 'text' | 'bookingStatus' | 'payoutStatus' | 'megabytes' | 'seconds';

export type MessageEntry = { text: string; params?: Readonly<Record<string, MessageParamKind>> };

export type MessageTable = Readonly<Record<string, MessageEntry>>;
