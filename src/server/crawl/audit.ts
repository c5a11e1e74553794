import * as cheerio from "cheerio";

/** What one HTML page says about itself, read with cheerio. Pure: no network, no database. */
export interface HtmlAudit {
  title: string | null;
  titleLength: number;
  description: string | null;
  descriptionLength: number;
  canonical: string | null;
  robots: string | null;
  h1Count: number;
  imageCount: number;
  imagesWithoutAlt: number;
  jsonLdTypes: string[];
  wordCount: number;
  /** Every http(s) link on the page, absolute and without fragment, in document order, each once. */
  links: string[];
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function collectTypes(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectTypes(item, into);
    return;
  }
  if (!value || typeof value !== "object") return;
  const record = value as Record<string, unknown>;
  const type = record["@type"];
  for (const name of Array.isArray(type) ? type : [type]) {
    if (typeof name === "string" && name.trim()) into.add(name.trim());
  }
  for (const [key, child] of Object.entries(record)) {
    if (key !== "@context" && child && typeof child === "object") collectTypes(child, into);
  }
}

/** Audits an HTML document fetched from `pageUrl` (relative links resolve against it, or its <base href>). */
export function auditHtml(html: string, pageUrl: string): HtmlAudit {
  const $ = cheerio.load(html);

  const titleText = $("head > title").first().text() || $("title").first().text();
  const title = collapse(titleText) || null;
  const descriptionAttr = $('meta[name="description" i]').first().attr("content");
  const description = descriptionAttr === undefined ? null : collapse(descriptionAttr) || null;
  const canonicalHref = $('link[rel~="canonical" i]').first().attr("href");
  const robotsContent = $('meta[name="robots" i]')
    .map((_, element) => $(element).attr("content") ?? "")
    .get()
    .map(collapse)
    .filter(Boolean);

  let base = pageUrl;
  const baseHref = $("base[href]").first().attr("href");
  if (baseHref) {
    try {
      base = new URL(baseHref, pageUrl).toString();
    } catch {
      // An unusable <base> is ignored, as browsers do.
    }
  }
  const resolve = (href: string | undefined): string | null => {
    if (!href) return null;
    try {
      const url = new URL(href.trim(), base);
      if (url.protocol !== "http:" && url.protocol !== "https:") return null;
      url.hash = "";
      return url.toString();
    } catch {
      return null;
    }
  };

  const jsonLdTypes = new Set<string>();
  $('script[type="application/ld+json" i]').each((_, element) => {
    try {
      collectTypes(JSON.parse($(element).text()), jsonLdTypes);
    } catch {
      // Malformed structured data simply contributes no types.
    }
  });

  const images = $("img");
  const links = new Set<string>();
  $("a[href], area[href]").each((_, element) => {
    const url = resolve($(element).attr("href"));
    if (url) links.add(url);
  });

  const body = $("body").clone();
  body.find("script, style, noscript, template, svg").remove();
  // Text nodes joined with spaces, so "<p>one</p><p>two</p>" counts two words.
  const text = collapse(
    body
      .find("*")
      .addBack()
      .contents()
      .filter((_, node) => node.type === "text")
      .map((_, node) => $(node).text())
      .get()
      .join(" "),
  );

  return {
    title,
    titleLength: title?.length ?? 0,
    description,
    descriptionLength: description?.length ?? 0,
    canonical: resolve(canonicalHref),
    robots: robotsContent.length > 0 ? robotsContent.join(", ") : null,
    h1Count: $("h1").length,
    imageCount: images.length,
    imagesWithoutAlt: images.filter((_, element) => $(element).attr("alt") === undefined).length,
    jsonLdTypes: [...jsonLdTypes].sort(),
    wordCount: text ? text.split(" ").length : 0,
    links: [...links],
  };
}
