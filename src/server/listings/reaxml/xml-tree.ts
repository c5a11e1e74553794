import { XMLParser, XMLValidator } from "fast-xml-parser";

/** An element of a parsed document: its name, attributes, child elements in document order, and its text. */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  /** The element's own text (CDATA included), entities decoded, not trimmed. */
  text: string;
}

/** An element under the root, its content not parsed yet (see expandElement). */
export interface XmlShallowElement {
  name: string;
  attrs: Record<string, string>;
  /** The element's content as written (markup, entities and CDATA undecoded). */
  raw: string;
}

/** A document read one level deep: the root, and its child elements to expand one at a time. */
export interface XmlDocument {
  name: string;
  attrs: Record<string, string>;
  children: XmlShallowElement[];
}

export type XmlReadResult = { ok: true; root: XmlDocument } | { ok: false; code: string; message: string };

const options = {
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
  // No callbacks read the path: building it for every tag costs a tenth of the parse.
  jPath: false,
} as const;

const parser = new XMLParser(options);
/** Stops one level under the root: each child element's content is kept as written, parsed when it is expanded. */
const shallowParser = new XMLParser({ ...options, stopNodes: ["*.*"] });

type OrderedItem = Record<string, unknown> & { ":@"?: Record<string, unknown> };

/**
 * Reads an XML document with fast-xml-parser after refusing what must never be expanded: a DOCTYPE with an internal
 * subset (entity declarations: billion laughs, XXE). A DOCTYPE naming only the REAXML DTD is harmless (nothing is
 * fetched) and allowed. A document that is not well-formed (malformed, truncated) is refused with the validator's
 * line and column. The whole document is checked, but only its root is built: the root's children (a feed's listings)
 * are expanded one at a time, so a 10 MB file never becomes one tree of half a million objects.
 */
export function readXml(text: string): XmlReadResult {
  const doctype = /<!DOCTYPE\b[^>[]*(\[|>)/i.exec(text);
  if (doctype?.[1] === "[" || /<!ENTITY\b/i.test(text)) {
    return { ok: false, code: "doctype-entities", message: "The file declares a DOCTYPE with entities, which are refused (XXE)." };
  }
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: true });
  if (valid !== true) {
    return {
      ok: false,
      code: "xml-malformed",
      message: `The XML is not well-formed (line ${valid.err.line}, column ${valid.err.col}): ${valid.err.msg}`,
    };
  }
  const items = shallowParser.parse(text) as OrderedItem[];
  for (const item of items) {
    const name = elementName(item);
    if (!name) continue;
    const children: XmlShallowElement[] = [];
    for (const element of (item[name] as OrderedItem[] | undefined) ?? []) {
      const childName = elementName(element);
      if (!childName) continue;
      const content = (element[childName] as OrderedItem[] | undefined) ?? [];
      children.push({ name: childName, attrs: attributes(element), raw: content.map((part) => String(part["#text"] ?? "")).join("") });
    }
    return { ok: true, root: { name, attrs: attributes(item), children } };
  }
  return { ok: false, code: "empty-file", message: "The file holds no XML element." };
}

/** A child of the root, parsed: the same tree a whole-document parse gives for it. */
export function expandElement(element: XmlShallowElement): XmlNode {
  const [item] = parser.parse(`<x>${element.raw}</x>`) as OrderedItem[];
  const node = item ? toNode(item) : null;
  return { name: element.name, attrs: element.attrs, children: node?.children ?? [], text: node?.text ?? "" };
}

function elementName(item: OrderedItem): string | null {
  const name = Object.keys(item).find((key) => key !== ":@");
  return !name || name === "#text" || name === "#cdata" ? null : name;
}

function attributes(item: OrderedItem): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [key, value] of Object.entries(item[":@"] ?? {})) attrs[key] = String(value);
  return attrs;
}

function toNode(item: OrderedItem): XmlNode | null {
  const name = elementName(item);
  if (!name) return null;
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
  return { name, attrs: attributes(item), children, text };
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
