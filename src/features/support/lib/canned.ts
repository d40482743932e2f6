import type { CannedReply } from '@/shared/schemas/support';

/**
 * The reply box's canned replies: `/code` typed just before the cursor (at the start or after a space) and Tab
 * puts the reply's text in its place, in the reader's language, else the first language it has. null: nothing to
 * expand (Tab then does what it always does).
 */
export function expandCanned(
  text: string,
  cursor: number,
  replies: readonly CannedReply[],
  locale: string,
): { text: string; cursor: number } | null {
  const before = text.slice(0, cursor);
  const m = /(^|\s)\/([a-z0-9_-]+)$/i.exec(before);
  if (!m) return null;
  const code = (m[2] ?? '').toLowerCase();
  const reply = replies.find((r) => r.code === code);
  if (!reply) return null;
  const words = reply.texts[locale] ?? Object.values(reply.texts)[0];
  if (words === undefined) return null;
  const start = cursor - code.length - 1;
  return { text: text.slice(0, start) + words + text.slice(cursor), cursor: start + words.length };
}

/** The canned replies whose code starts with what follows the `/` before the cursor (the box's hint). */
export function cannedHints(text: string, cursor: number, replies: readonly CannedReply[]): CannedReply[] {
  const m = /(^|\s)\/([a-z0-9_-]*)$/i.exec(text.slice(0, cursor));
  if (!m) return [];
  const typed = (m[2] ?? '').toLowerCase();
  return replies.filter((r) => r.code.startsWith(typed)).slice(0, 5);
}
