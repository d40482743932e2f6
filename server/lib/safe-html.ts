import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a content page may hold (decision 028): an explicit allow-list, applied when a body is saved and again
 * when it is served, so a body stored before a rule tightened, or written to the database some other way, still
 * leaves sanitised. Everything else is dropped: scripts, styles, frames, objects, forms, event handlers, `style`
 * and `class` attributes, and any URL that is not http(s) or mailto (links) or https or one of our uploads
 * (images). A disallowed tag keeps its text (escaped), but scripts, styles and the like lose theirs too.
 */
const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/** Links: absolute http(s) or mailto only (a relative or protocol-relative link means nothing in the apps). */
const LINK_URL = /^(https?:\/\/[^\s/]|mailto:[^\s])/i;
/** Images: an https address, or an image uploaded through our own pipeline (`/uploads/<id>.<ext>`). */
const IMAGE_URL = /^(https:\/\/[^\s/]|\/uploads\/[0-9a-f-]{36}(-thumb)?\.(png|jpg|gif|webp)$)/i;

/** Tags whose content is dropped with them (text inside them is code or markup, not the page's words). */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'svg',
  'math',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedClasses: {},
  allowedStyles: {},
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: NON_TEXT_TAGS,
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    // Links open outside the app, without handing it a reference to the opener or the page's address.
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const link: Record<string, string> = LINK_URL.test(href) ? { href } : {};
      return { tagName, attribs: { ...link, rel: 'noopener noreferrer', target: '_blank' } };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const image: Record<string, string> = {};
      if (IMAGE_URL.test(src)) image.src = src;
      if (attribs.alt) image.alt = attribs.alt;
      return { tagName, attribs: image };
    },
  },
  // An image whose address is not allowed is dropped whole (an <img> without src shows a broken icon).
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** A content page's body as it may be stored and served. Idempotent: sanitising the result changes nothing. */
export function sanitizePageHtml(dirty: string): string {
  return sanitizeHtml(dirty, OPTIONS).trim();
}

const BLOCK_END = /<\/(p|h[2-4]|li|blockquote|pre|tr|th|td)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The words of a sanitised body without its markup, one block a line (what a comparison of versions reads). */
export function pageText(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_END, '$&\n'), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
