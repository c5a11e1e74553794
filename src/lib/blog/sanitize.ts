import { parseFragment, serialize } from "parse5";
import sanitizeHtml from "sanitize-html";

/**
 * The blog's HTML allow-list (spec section 5), applied when a post is saved and again when it is rendered,
 * so content that reached the database some other way still renders safely.
 *
 * - Tags: exactly p, br, strong, em, u, h1–h6, ul, ol, li, a, img, blockquote, code, pre, span, div.
 * - Attributes: only href, src, alt, title, class, target, rel — each on the tags where it means something.
 * - URLs: http, https, mailto and tel (images: http and https), or relative; never javascript:, data:,
 *   vbscript: or protocol-relative (//host) addresses, however they are encoded.
 * - Links opening a new tab always get rel="noopener noreferrer".
 * - Classes: only code-language and text-alignment names. Any other class could borrow the site's own
 *   utility classes (fixed, inset-0, z-50 …) to lay an article over the page, so they are dropped.
 */
export const blogAllowedTags = [
  "p",
  "br",
  "strong",
  "em",
  "u",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "blockquote",
  "code",
  "pre",
  "span",
  "div",
] as const;

export const blogAllowedAttributes = ["href", "src", "alt", "title", "class", "target", "rel"] as const;

const linkTargets = ["_blank", "_self", "_parent", "_top"];
const newTabRel = ["noopener", "noreferrer"];

const options: sanitizeHtml.IOptions = {
  allowedTags: [...blogAllowedTags],
  allowedAttributes: {
    "*": ["class", "title"],
    a: ["href", "target", "rel"],
    img: ["src", "alt"],
  },
  allowedClasses: {
    "*": [/^language-[a-z0-9+#_-]{1,30}$/, "text-left", "text-center", "text-right", "text-justify"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Elements whose text must go with them rather than be left behind as visible text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "svg", "math", "iframe", "object", "title", "xmp", "noembed", "noframes", "select"],
  transformTags: { a: secureLink },
};

function secureLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const next: sanitizeHtml.Attributes = { ...attribs };
  const target = next.target?.trim().toLowerCase();
  if (target && linkTargets.includes(target)) next.target = target;
  else delete next.target;
  const relTokens = (next.rel ?? "")
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => /^[a-z-]{1,20}$/.test(token));
  const rel = next.target === "_blank" ? [...new Set([...relTokens, ...newTabRel])] : relTokens;
  if (rel.length > 0) next.rel = rel.join(" ");
  else delete next.rel;
  return { tagName, attribs: next };
}

/**
 * Blog HTML reduced to the allow-list. Idempotent: sanitising sanitised HTML changes nothing.
 *
 * The HTML is first parsed and written out again by parse5, which follows the HTML standard as browsers do, so
 * the allow-list judges the tree a browser (and the editor) would build. sanitize-html's own parser does not know
 * foreign content: an unclosed `<style>` inside `<math>` made it swallow every paragraph after it as style text,
 * where a browser shows them.
 */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(serialize(parseFragment(html)), options);
}
