/**
 * Messages as codes: a message is `{ code, params }` with an English default template. This module fills a
 * template with its parameters the same way on the server (push wording), in the console and in the worker.
 *
 * Supported syntax: `{name}` placeholders (a missing or null parameter becomes an empty string) and the minimal
 * ICU plural `{n, plural, =0 {…} one {…} other {…}}`, where `#` inside a branch is the number.
 */

export type MessageParams = Record<string, string | number | null>;

function paramText(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** Index of the `}` closing the `{` at `open`, counting nested braces; -1 when unbalanced. */
function closingBrace(template: string, open: number): number {
  let depth = 0;
  for (let i = open; i < template.length; i++) {
    const c = template[i];
    if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function pluralBranches(body: string): Map<string, string> | undefined {
  const branches = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    while (i < body.length && /\s/.test(body[i] ?? '')) i++;
    if (i >= body.length) break;
    const open = body.indexOf('{', i);
    if (open < 0) return undefined;
    const selector = body.slice(i, open).trim();
    const close = closingBrace(body, open);
    if (!selector || close < 0) return undefined;
    branches.set(selector, body.slice(open + 1, close));
    i = close + 1;
  }
  return branches.has('other') ? branches : undefined;
}

function plural(count: number, branches: Map<string, string>, locale: string): string {
  const exact = branches.get(`=${count}`);
  if (exact !== undefined) return exact;
  let category: string;
  try {
    category = new Intl.PluralRules(locale).select(count);
  } catch {
    category = new Intl.PluralRules('en-US').select(count);
  }
  return branches.get(category) ?? branches.get('other') ?? '';
}

/**
 * Fills `template` with `params`: `{name}` → the parameter's text, `{n, plural, …}` → the branch for `n` in
 * `locale` (English rules when absent). Anything that is not a placeholder is kept as written.
 */
export function interpolate(template: string, params: MessageParams, locale = 'en-US'): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) {
      out += template.slice(i);
      break;
    }
    out += template.slice(i, open);
    const close = closingBrace(template, open);
    if (close < 0) {
      out += template.slice(open);
      break;
    }
    const inner = template.slice(open + 1, close);
    const simple = /^\s*([A-Za-z_][\w]*)\s*$/.exec(inner);
    const pluralMatch = /^\s*([A-Za-z_][\w]*)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner);
    if (simple?.[1]) {
      out += paramText(params[simple[1]]);
    } else if (pluralMatch?.[1] && pluralMatch[2] !== undefined) {
      const branches = pluralBranches(pluralMatch[2]);
      const count = Number(params[pluralMatch[1]] ?? 0);
      if (branches) {
        const branch = plural(Number.isFinite(count) ? count : 0, branches, locale);
        const formatted = paramText(params[pluralMatch[1]] ?? 0);
        out += interpolate(branch.replace(/#/g, formatted), params, locale);
      } else {
        out += template.slice(open, close + 1);
      }
    } else {
      out += template.slice(open, close + 1);
    }
    i = close + 1;
  }
  return out;
}
