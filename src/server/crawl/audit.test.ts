import { describe, expect, it } from "vitest";
import { auditHtml } from "./audit";

const page = `<!doctype html><html><head>
  <title>  Homes in   Oran Park </title>
  <meta name="description" content="Local agents.">
  <link rel="canonical" href="/oran-park">
  <meta name="robots" content="noindex, follow">
  <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"RealEstateAgent","address":{"@type":"PostalAddress"}},{"@type":["WebPage","ItemPage"]}]}</script>
  <script type="application/ld+json">{ not json</script>
</head><body>
  <svg><title>icon</title></svg>
  <h1>Oran Park</h1><h1>Again</h1>
  <p>One two</p><p>three</p>
  <script>var hidden = "not words";</script>
  <img src="a.png" alt="A house"><img src="b.png" alt=""><img src="c.png">
  <a href="/buying#top">Buy</a><a href="buying">Buy again</a><a href="https://other.example/x">Out</a>
  <a href="mailto:a@b.c">Mail</a><a href="tel:123">Call</a><a href="/buying">Dup</a>
</body></html>`;

describe("auditHtml", () => {
  const audit = auditHtml(page, "https://site.example/suburbs/");

  it("reads title, description, canonical and robots", () => {
    expect(audit.title).toBe("Homes in Oran Park");
    expect(audit.titleLength).toBe(18);
    expect(audit.description).toBe("Local agents.");
    expect(audit.descriptionLength).toBe(13);
    expect(audit.canonical).toBe("https://site.example/oran-park");
    expect(audit.robots).toBe("noindex, follow");
  });

  it("counts h1s, images without an alt attribute (an empty alt is decorative, not missing) and words", () => {
    expect(audit.h1Count).toBe(2);
    expect(audit.imageCount).toBe(3);
    expect(audit.imagesWithoutAlt).toBe(1);
    // Oran Park, Again, One two, three, link texts (Buy, Buy again, Out, Mail, Call, Dup): scripts and svg excluded.
    expect(audit.wordCount).toBe(2 + 1 + 2 + 1 + 1 + 2 + 1 + 1 + 1 + 1);
  });

  it("collects JSON-LD types from graphs, arrays and nested nodes, ignoring malformed blocks", () => {
    expect(audit.jsonLdTypes).toEqual(["ItemPage", "PostalAddress", "RealEstateAgent", "WebPage"]);
  });

  it("lists http(s) links resolved, without fragments, each once", () => {
    expect(audit.links).toEqual(["https://site.example/buying", "https://site.example/suburbs/buying", "https://other.example/x"]);
  });

  it("reports absent fields as null and zero", () => {
    const empty = auditHtml("<html><body></body></html>", "https://site.example/");
    expect(empty).toMatchObject({
      title: null,
      titleLength: 0,
      description: null,
      descriptionLength: 0,
      canonical: null,
      robots: null,
      h1Count: 0,
      wordCount: 0,
      links: [],
      jsonLdTypes: [],
    });
  });
});
