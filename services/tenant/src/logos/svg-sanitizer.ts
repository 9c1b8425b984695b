import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

const svgNamespace = 'http://www.w3.org/2000/svg';
const referenceAttributes = new Set(['href', 'xlink:href']);
const embeddedRaster = /^data:image\/(?:png|jpeg);base64,[a-z0-9+/=\s]*$/i;
const fragmentUrl = /url\(\s*(['"]?)#[^'")]*\1\s*\)/gi;
// What is left of CSS once same-document url(#id) references are taken out must fetch nothing:
// no other url(), image(), image-set(), src() or @import, and no escapes that could spell them.
const fetchingCss = /\\|@import|(?:url|image|image-set|src)\s*\(/i;

interface Purifier {
  window: JSDOM['window'];
  purify: DOMPurify;
}

let purifier: Purifier | undefined;

/** A logo may point only inside itself: a fragment, or an embedded PNG or JPEG for an image. */
function keepsReference(element: Element, name: string, value: string): boolean {
  const target = value.trim();
  if (referenceAttributes.has(name)) {
    return target.startsWith('#') || (element.localName === 'image' && embeddedRaster.test(target));
  }
  return !fetchingCss.test(target.replace(fragmentUrl, ''));
}

/**
 * DOMPurify with its SVG profile on one jsdom window, made on the first SVG upload (jsdom takes a
 * while to load). The document is parsed as XML and never as HTML, so the HTML parser quirks that
 * DOMPurify warns about on older jsdom versions do not come into play.
 */
function svgPurifier(): Purifier {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (element, attribute) => {
    if (!keepsReference(element, attribute.attrName, attribute.attrValue)) attribute.keepAttr = false;
  });
  purifier = { window, purify };
  return purifier;
}

/** An svg element outside the SVG namespace is no picture to a browser. */
function isSvgRoot(element: Element | null): element is Element {
  return element?.localName === 'svg' && element.namespaceURI === svgNamespace;
}

/**
 * The same picture with nothing that runs or fetches: no scripts, event handlers, javascript:
 * URLs, foreignObject or references outside the file. Null when the text is not well-formed XML
 * with an svg root, or nothing of an svg is left once sanitized.
 */
export function sanitizeSvg(text: string): string | null {
  const { window, purify } = svgPurifier();
  const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = document.documentElement;
  if (!isSvgRoot(root)) return null;
  for (const style of Array.from(document.getElementsByTagNameNS(svgNamespace, 'style'))) {
    if (!keepsReference(style, 'style', style.textContent ?? '')) style.remove();
  }
  try {
    purify.sanitize(root, {
      IN_PLACE: true,
      USE_PROFILES: { svg: true, svgFilters: true },
      FORBID_TAGS: ['foreignObject', 'script'],
    });
  } catch {
    // DOMPurify throws rather than sanitize in place a root it would have to remove: no svg is left.
    return null;
  }
  // The root alone: a prolog could carry an xml-stylesheet instruction pointing elsewhere.
  return new window.XMLSerializer().serializeToString(root);
}
