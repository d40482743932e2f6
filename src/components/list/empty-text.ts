/** The spec's empty value of a text cell. */
export const EMPTY = '--';

/** The text, or EMPTY when it is missing or blank. */
export const orEmpty = (text: string | null | undefined) => (text?.trim() ? text : EMPTY);
