import { parseFragment, serialize, type DefaultTreeAdapterMap } from "parse5";
import sanitizeHtml from "sanitize-html";

type Node = DefaultTreeAdapterMap["node"];
type ChildNode = DefaultTreeAdapterMap["childNode"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];

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
 * - Depth: at most `maxBlogNestingDepth` elements inside one another (below).
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
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "template",
    "svg",
    "math",
    "iframe",
    "object",
    "title",
    "xmp",
    "noembed",
    "noframes",
    "select",
  ],
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
 *
 * Nesting deeper than `maxBlogNestingDepth` (content stored before the bound) is flattened to it: the text, images and
 * innermost elements below the bound are kept, without the wrappers between. parse5's time grows with the square of
 * the depth (a minute for 40,000 levels), so markup whose tags alone go past `nestingParseCeiling` is first cut to the
 * bound by sanitize-html's `nestingLimit`, which reads it in linear time: of what lies deeper, only the text is kept.
 */
export function sanitizeBlogHtml(html: string): string {
  const bounded = estimatedNestingDepth(html) > nestingParseCeiling ? sanitizeHtml(html, nestingOnly) : html;
  const fragment = parseFragment(bounded);
  flattenBeyond(fragment, maxBlogNestingDepth);
  return sanitizeHtml(serialize(fragment), options);
}

/**
 * The deepest nesting of elements a post may have: 100 elements inside one another. The editor's deepest real content
 * (a list in a list … in a quote) is a few dozen; browsers themselves stop nesting at 512. Without a bound, a post of
 * thousands of nested `<div>`s overflowed the stack of parse5's recursive serializer, and its article could never
 * be shown, and parsing it cost seconds. A save past the bound is refused (`blogNestingTooDeep`); content stored
 * before is flattened when it is rendered: what lies deeper keeps its text and images, without its wrappers.
 */
export const maxBlogNestingDepth = 100;

export const blogNestingTooDeepMessage = `Content is nested too deeply: at most ${maxBlogNestingDepth} levels of elements (lists, quotes, blocks) may sit inside one another. Please simplify the formatting.`;

/** Past this many open tags, markup is not handed to parse5 as it is (see `sanitizeBlogHtml`). */
const nestingParseCeiling = 1_000;

/** sanitize-html as a depth cutter only: every tag and attribute kept, elements deeper than the bound dropped. */
const nestingOnly: sanitizeHtml.IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  allowVulnerableTags: true,
  nestingLimit: maxBlogNestingDepth,
  disallowedTagsMode: "discard",
};

const voidElements = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);

/**
 * How deep the tags alone nest, in one linear pass without building a tree: open tags (void elements aside) less
 * closing tags. Markup that leaves tags open (`<p>` without `</p>`) counts deeper than a browser would build it.
 */
export function estimatedNestingDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, closing, name] of html.matchAll(/<(\/?)([a-zA-Z][^\s/>]*)[^>]*>/g)) {
    if (closing) depth = Math.max(0, depth - 1);
    else if (!voidElements.has(name!.toLowerCase())) deepest = Math.max(deepest, ++depth);
  }
  return deepest;
}

/**
 * Whether post HTML nests deeper than `maxBlogNestingDepth`, as a browser would build it. Markup whose tags alone go
 * past `nestingParseCeiling` is too deep without being parsed (so the check itself stays cheap).
 */
export function blogNestingTooDeep(html: string): boolean {
  return estimatedNestingDepth(html) > nestingParseCeiling || blogNestingDepth(html) > maxBlogNestingDepth;
}

/** A node's children; a `<template>`'s live in its content fragment. */
function childrenOf(node: Node): ChildNode[] | null {
  if (!("childNodes" in node)) return null;
  return "content" in node && node.nodeName === "template" ? node.content.childNodes : node.childNodes;
}

/** How many elements deep the parsed HTML goes (0 for plain text). Walks without recursion, so any depth is safe. */
export function blogNestingDepth(html: string): number {
  let deepest = 0;
  const stack: Array<[Node, number]> = [[parseFragment(html), 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    deepest = Math.max(deepest, depth);
    for (const child of childrenOf(node) ?? []) if (childrenOf(child)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Every element `limit - 1` deep keeps, as its children, the innermost pieces below it in document order (text, and
 * elements holding no other element: a paragraph of plain text, an image, a script with its text, which the
 * allow-list then drops whole): the wrappers in between go. Iterative, like the walk above.
 */
function flattenBeyond(fragment: ParentNode, limit: number): void {
  const stack: Array<[Node, number]> = [[fragment, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    const children = childrenOf(node);
    if (!children) continue;
    if (depth < limit - 1) {
      for (const child of children) stack.push([child, depth + 1]);
      continue;
    }
    const pieces = innermostOf(children);
    children.length = 0;
    for (const piece of pieces) {
      piece.parentNode = node as ParentNode;
      children.push(piece);
    }
  }
}

/** The text and the elements without element children under `nodes`, in document order. */
function innermostOf(nodes: readonly ChildNode[]): ChildNode[] {
  const pieces: ChildNode[] = [];
  const stack = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    const children = childrenOf(node);
    if (children && children.some((child) => childrenOf(child))) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    else pieces.push(node);
  }
  return pieces;
}
