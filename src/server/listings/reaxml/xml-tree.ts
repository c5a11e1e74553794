import { XMLParser, XMLValidator } from "fast-xml-parser";

/** An element of a parsed document: its name, attributes, child elements in document order, and its text. */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  /** The element's own text (CDATA included), entities decoded, not trimmed. */
  text: string;
}

export type XmlReadResult = { ok: true; root: XmlNode } | { ok: false; code: string; message: string };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  cdataPropName: "#cdata",
  commentPropName: false,
  allowBooleanAttributes: true,
});

type OrderedItem = Record<string, unknown> & { ":@"?: Record<string, unknown> };

/**
 * Reads an XML document with fast-xml-parser after refusing what must never be expanded: a DOCTYPE with an internal
 * subset (entity declarations: billion laughs, XXE). A DOCTYPE naming only the REAXML DTD is harmless (nothing is
 * fetched) and allowed. A document that is not well-formed (malformed, truncated) is refused with the validator's
 * line and column.
 */
export function readXml(text: string): XmlReadResult {
  const doctype = /<!DOCTYPE\b[^>[]*(\[|>)/i.exec(text);
  if (doctype?.[1] === "[" || /<!ENTITY\b/i.test(text)) {
    return { ok: false, code: "doctype-entities", message: "The file declares a DOCTYPE with entities, which are refused (XXE)." };
  }
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: true });
  if (valid !== true) {
    return { ok: false, code: "xml-malformed", message: `The XML is not well-formed (line ${valid.err.line}, column ${valid.err.col}): ${valid.err.msg}` };
  }
  const items = parser.parse(text) as OrderedItem[];
  const roots = items.map(toNode).filter((node): node is XmlNode => node !== null);
  const root = roots[0];
  if (!root) return { ok: false, code: "empty-file", message: "The file holds no XML element." };
  return { ok: true, root };
}

function toNode(item: OrderedItem): XmlNode | null {
  const name = Object.keys(item).find((key) => key !== ":@");
  if (!name || name === "#text" || name === "#cdata") return null;
  const attrs: Record<string, string> = {};
  for (const [key, value] of Object.entries(item[":@"] ?? {})) attrs[key] = String(value);
  const children: XmlNode[] = [];
  let text = "";
  for (const child of (item[name] as OrderedItem[] | undefined) ?? []) {
    if ("#text" in child) text += String(child["#text"]);
    else if ("#cdata" in child) text += ((child["#cdata"] as OrderedItem[]) ?? []).map((part) => String(part["#text"] ?? "")).join("");
    else {
      const node = toNode(child);
      if (node) children.push(node);
    }
  }
  return { name, attrs, children, text };
}

/** The first child element named `name` (case-insensitive, as CRMs vary the case). */
export function child(node: XmlNode, name: string): XmlNode | undefined {
  const lower = name.toLowerCase();
  return node.children.find((c) => c.name.toLowerCase() === lower);
}

export function childrenNamed(node: XmlNode, name: string): XmlNode[] {
  const lower = name.toLowerCase();
  return node.children.filter((c) => c.name.toLowerCase() === lower);
}

/** An attribute, case-insensitive. */
export function attr(node: XmlNode, name: string): string | undefined {
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(node.attrs)) if (key.toLowerCase() === lower) return value;
  return undefined;
}
