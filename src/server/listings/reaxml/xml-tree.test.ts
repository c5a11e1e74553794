import { describe, expect, it } from "vitest";
import { expandElement, readXml } from "./xml-tree";

describe("readXml", () => {
  it("reads the root's children one level deep, and expands each to the tree a whole parse gives", () => {
    const read = readXml(`<?xml version="1.0"?>
<!DOCTYPE propertyList SYSTEM "http://reaxml.realestate.com.au/propertyList.dtd">
<propertyList date="2026-11-20">
  <!-- a comment </residential> -->
  <residential modTime="a &amp; b" status="current">
    <headline><![CDATA[Cosy </residential> & <b>warm</b>]]></headline>
    <description>Two &amp; three&nbsp;rooms</description>
    <residential>nested, same name</residential>
    <objects><img id="m" url="https://example.com/m.jpg?a=1&amp;b=2"/></objects>
  </residential>
  <rental/>
</propertyList>`);
    if (!read.ok) throw new Error(read.message);
    expect(read.root).toMatchObject({ name: "propertyList", attrs: { date: "2026-11-20" } });
    expect(read.root.children.map((c) => [c.name, c.attrs])).toEqual([
      ["residential", { modTime: "a & b", status: "current" }],
      ["rental", {}],
    ]);
    const [listing, rental] = read.root.children.map(expandElement);
    expect(listing?.children.map((c) => [c.name, c.text])).toEqual([
      ["headline", "Cosy </residential> & <b>warm</b>"],
      ["description", "Two & three\u00a0rooms"],
      ["residential", "nested, same name"],
      ["objects", ""],
    ]);
    expect(listing?.children[3]?.children[0]).toEqual({
      name: "img",
      attrs: { id: "m", url: "https://example.com/m.jpg?a=1&b=2" },
      children: [],
      text: "",
    });
    expect(rental).toEqual({ name: "rental", attrs: {}, children: [], text: "" });
  });

  it("refuses a malformed or truncated document whole, and a DOCTYPE with entities", () => {
    expect(readXml("<propertyList><residential><a></residential></propertyList>")).toMatchObject({ ok: false, code: "xml-malformed" });
    expect(readXml("<propertyList><residential></residential>")).toMatchObject({ ok: false, code: "xml-malformed" });
    expect(readXml('<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>')).toMatchObject({ ok: false, code: "doctype-entities" });
  });
});
