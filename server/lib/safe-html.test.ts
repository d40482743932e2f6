// @vitest-environment jsdom
import { XSS_PAYLOADS } from '../../tests/fixtures/xss-payloads';
import { pageText, sanitizePageHtml } from './safe-html';

const ALLOWED = new Set(
  'H2 H3 H4 P BR STRONG EM U S A UL OL LI BLOCKQUOTE CODE PRE IMG TABLE THEAD TBODY TR TH TD'.split(' '),
);
const ATTRIBUTES: Record<string, string[]> = {
  A: ['href', 'rel', 'target'],
  IMG: ['src', 'alt'],
  TH: ['colspan', 'rowspan'],
  TD: ['colspan', 'rowspan'],
};

/** What a browser builds from the HTML (the test runs in jsdom): mutation XSS shows here, not in the string. */
function parsed(html: string): Element[] {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  return [...doc.body.querySelectorAll('*')];
}

/** Why an element of sanitised HTML would be unsafe, or null. */
function unsafe(element: Element): string | null {
  if (!ALLOWED.has(element.tagName)) return `tag ${element.tagName}`;
  for (const { name, value } of element.attributes) {
    if (!(ATTRIBUTES[element.tagName] ?? []).includes(name)) return `attribute ${name} on ${element.tagName}`;
    if (name === 'href' && !/^(https?:\/\/|mailto:)/i.test(value)) return `href ${value}`;
    if (name === 'src' && !/^(https:\/\/|\/uploads\/)/i.test(value)) return `src ${value}`;
  }
  return null;
}

describe('sanitizePageHtml', () => {
  it.each(XSS_PAYLOADS.map((payload) => [payload]))(
    'keeps no script, handler, script URL or style of %s',
    (payload) => {
      const clean = sanitizePageHtml(payload);
      for (const element of parsed(clean)) expect(unsafe(element), clean).toBeNull();
      expect(clean).not.toMatch(/<script|<style|javascript:|vbscript:|data:text|\son\w+=|style=/i);
      // Sanitising again changes nothing, and what the browser serialises of it sanitises to safe markup too.
      expect(sanitizePageHtml(clean)).toBe(clean);
      const reparsed = new DOMParser().parseFromString(clean, 'text/html').body.innerHTML;
      for (const element of parsed(sanitizePageHtml(reparsed))) expect(unsafe(element), reparsed).toBeNull();
    },
  );

  it('keeps headings, lists, links, images, tables, quotes and code', () => {
    const html = [
      '<h2>Cancellations</h2>',
      '<h3>Fees</h3>',
      '<p>Cancel <strong>free</strong> up to <em>24 hours</em> before; <u>after</u> that <s>nothing</s> a fee.</p>',
      '<ul><li>One</li><li>Two</li></ul>',
      '<ol><li>First</li></ol>',
      '<p><a href="https://sparkle.example/help">Help</a> or <a href="mailto:help@sparkle.test">mail us</a></p>',
      '<img src="/uploads/0b7c3a52-9d7e-4d5b-8f47-2c1e6a1f0b11.webp" alt="A clean kitchen">',
      '<img src="https://cdn.example.com/kitchen.jpg" alt="">',
      '<table><thead><tr><th>Notice</th><th>Fee</th></tr></thead><tbody><tr><td>24 h</td><td>0</td></tr></tbody></table>',
      '<blockquote>Quoted</blockquote>',
      '<pre><code>code</code></pre>',
    ].join('');
    const clean = sanitizePageHtml(html);
    const tags = parsed(clean).map((e) => e.tagName);
    for (const tag of ['H2', 'H3', 'UL', 'OL', 'LI', 'A', 'IMG', 'TABLE', 'TH', 'TD', 'BLOCKQUOTE', 'PRE', 'CODE'])
      expect(tags).toContain(tag);
    expect(clean).toContain(
      '<a href="https://sparkle.example/help" rel="noopener noreferrer" target="_blank">Help</a>',
    );
    expect(clean).toContain('<a href="mailto:help@sparkle.test"');
    expect(clean).toContain('<img src="/uploads/0b7c3a52-9d7e-4d5b-8f47-2c1e6a1f0b11.webp" alt="A clean kitchen" />');
    expect(clean).toContain('<img src="https://cdn.example.com/kitchen.jpg" />');
    expect(clean).toContain('<strong>free</strong>');
  });

  it('turns other headings into the allowed levels and drops images from other places', () => {
    expect(sanitizePageHtml('<h1>Title</h1><h6>Small</h6>')).toBe('<h2>Title</h2><h4>Small</h4>');
    expect(sanitizePageHtml('<p>a<img src="http://insecure.example/x.png">b<img src="/elsewhere/x.png"></p>')).toBe(
      '<p>ab</p>',
    );
    expect(sanitizePageHtml('<a href="/relative">x</a>')).toBe('<a rel="noopener noreferrer" target="_blank">x</a>');
  });
});

describe('pageText', () => {
  it('reads the words one block a line, without markup and with entities decoded', () => {
    expect(pageText('<h2>Fees &amp; refunds</h2><p>Up to <strong>24 h</strong></p><ul><li>A</li><li>B</li></ul>')).toBe(
      'Fees & refunds\nUp to 24 h\nA\nB',
    );
  });
});
