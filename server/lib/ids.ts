const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id answers 404 like an unknown one (never reveal anything about ids). */
export const isUuid = (id: string) => UUID_RE.test(id);

/**
 * The uuid range of the ids that start with `term`, when `term` is the start of a canonical uuid
 * (hex, dashes only at their places): `ab12` → [ab120000-0000-…, ab12ffff-ffff-…]. A range on the
 * primary key is the index-friendly form of `id::text like 'ab12%'`.
 */
export function idPrefixRange(term: string): { lo: string; hi: string } | null {
  const text = term.toLowerCase();
  if (text.length === 0 || text.length > 36) return null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    const dash = i === 8 || i === 13 || i === 18 || i === 23;
    if (dash ? ch !== '-' : !/[0-9a-f]/.test(ch)) return null;
  }
  const hex = text.replace(/-/g, '');
  const format = (h: string) =>
    `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  return { lo: format(hex.padEnd(32, '0')), hi: format(hex.padEnd(32, 'f')) };
}
