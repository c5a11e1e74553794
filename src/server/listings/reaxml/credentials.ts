/*
 * Every REAXML file carries the FTP host's username and password on its root (`<propertyList username=… password=…>`).
 * They are removed from the text before it is stored, parsed or logged. The root's start tag is found by text, so
 * this works on a file too broken to parse (a truncated one keeps no credential either).
 */

const credentialAttribute = /\s(?:username|password)\s*=\s*(?:"[^"]*"?|'[^']*'?|[^\s>]*)/gi;

/** The text with the root element's username and password attributes removed. */
export function withoutCredentials(xml: string): string {
  const start = xml.search(/<propertyList\b/i);
  if (start < 0) return xml;
  const close = xml.indexOf(">", start);
  const end = close < 0 ? xml.length : close;
  return xml.slice(0, start) + xml.slice(start, end).replace(credentialAttribute, "") + xml.slice(end);
}
