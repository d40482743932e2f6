/**
 * Hostile values fed to every path, query and body field. `json` is what a JSON body carries, `text`
 * what a path or query value decodes to (none for values text cannot carry), `encoded` the raw bytes
 * on the URL when they are not what encodeURIComponent would write (invalid UTF-8, NUL).
 */
export type Payload = { label: string; json?: unknown; omit?: true; text?: string; encoded?: string };

/** 100,000 characters in a body; URLs get 6,000 (Node refuses request heads over 16 KB itself, see below). */
export const HUGE_TEXT = 'A'.repeat(100_000);
export const HUGE_URL_TEXT = 'A'.repeat(6_000);

const textOf = (json: unknown) =>
  typeof json === 'string' ? json : typeof json === 'number' || typeof json === 'boolean' ? String(json) : undefined;

const payload = (label: string, json: unknown, extra: Partial<Payload> = {}): Payload => ({
  label,
  json,
  text: textOf(json),
  ...extra,
});

export const PAYLOADS: Payload[] = [
  { label: 'missing', omit: true },
  payload('a number', 12345),
  payload('a boolean', true),
  payload('null', null, { text: 'null' }),
  payload('an object', { $gt: '' }),
  payload('an array', ['a', 'b']),
  payload('empty', ''),
  payload('blank', '   '),
  payload('huge', HUGE_TEXT, { text: HUGE_URL_TEXT }),
  payload('negative', -1),
  payload('very negative', -1e15, { text: '-1000000000000000' }),
  payload('a fraction', 1.5),
  payload('beyond 64 bits', 1e308, { text: '18446744073709551616' }),
  payload('not a number', 'NaN'),
  payload('an exponent', '1e999'),
  payload('unicode', 'Zoë 漢字 🙂 مرحبا'),
  payload('a lone surrogate', 'a\ud800b', { encoded: 'a%ED%A0%80b' }),
  payload('NUL', 'a\u0000b', { encoded: 'a%00b' }),
  payload('control characters', '\u0001\u001b[31m\r\n\u2028\ufeff'),
  { label: 'malformed percent-encoding', text: '%E0%A4%A', encoded: '%E0%A4%A' },
  payload('SQL', "' OR '1'='1' --"),
  payload('stacked SQL', '1; DROP TABLE orders; --'),
  payload('SQL in a uuid', "00000000-0000-4000-8000-000000000000' OR '1'='1"),
  payload('LIKE wildcards', '%_\\'),
  payload('a script', '<script>alert(1)</script>'),
  payload('an attribute injection', '"><img src=x onerror=alert(1)>'),
  payload('path traversal', '../../../etc/passwd'),
  payload('a spreadsheet formula', '=HYPERLINK("http://evil.example","open")'),
  payload('a DDE formula', "@SUM(1+1)*cmd|' /C calc'!A0"),
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
  payload('a template', '${7*7}{{7*7}}%s%n'),
  payload('almost a uuid', '00000000-0000-4000-8000-00000000000g'),
  payload('a prototype key', '__proto__'),
];

/** Bodies that are not what a JSON route reads. */
export const MALFORMED_BODIES: { label: string; raw: string; contentType: string; expect: number[] }[] = [
  { label: 'not JSON', raw: '{"a":', contentType: 'application/json', expect: [400] },
  { label: 'JSON sent as text/plain', raw: '{}', contentType: 'text/plain', expect: [415] },
  { label: 'JSON sent as a form', raw: 'a=1', contentType: 'application/x-www-form-urlencoded', expect: [415] },
  { label: 'an array', raw: '[]', contentType: 'application/json', expect: [422] },
  { label: 'null', raw: 'null', contentType: 'application/json', expect: [422] },
  { label: 'a string', raw: '"x"', contentType: 'application/json', expect: [422] },
  {
    label: 'nested 50,000 levels deep',
    raw: `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
    contentType: 'application/json',
    expect: [400, 422],
  },
  {
    label: 'a prototype-polluting object',
    raw: '{"__proto__":{"role":"ADMIN","isAdmin":true},"constructor":{"prototype":{"x":1}}}',
    contentType: 'application/json',
    // Refused, or (for a body whose fields are all optional) read without the polluting keys.
    expect: [200, 201, 422],
  },
  { label: 'over 1 MB', raw: `{"a":"${'x'.repeat(1_100_000)}"}`, contentType: 'application/json', expect: [413] },
];
