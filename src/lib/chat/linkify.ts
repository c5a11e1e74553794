/**
 * Splits an answer into text and links. Answers cite pages as `[Selling in Oran Park](/oran-park/selling)`: the
 * label is the link's text, so visitors read a page's name rather than a path. A bare site path that slips
 * through ('/selling#appraisal'), e-mail addresses and the agency's phone number become links too.
 */
export type AnswerPart =
  | { kind: "text"; text: string }
  | { kind: "path"; text: string; href: string }
  | { kind: "email"; text: string; href: string }
  | { kind: "phone"; text: string; href: string }
  /** An official government page (https, a .gov.au host) cited as [label](url): NSW Fair Trading, Revenue NSW. */
  | { kind: "external"; text: string; href: string };

// A cited page may carry a search's query (`[See all 4](/buy?location=oran-park&beds=4)`); a bare path may not.
const sitePath = String.raw`\/(?:[a-z0-9][a-z0-9-]*(?:\/[a-z0-9-]+)*)?(?:\?[a-z0-9-]+=[a-z0-9-]*(?:&[a-z0-9-]+=[a-z0-9-]*)*)?(?:#[a-z0-9-]+)?`;
const pattern = new RegExp(
  String.raw`\[([^\]\n]{1,80})\]\((${sitePath})\)|(^|[\s(])(\/[a-z0-9][a-z0-9-]*(?:\/[a-z0-9-]+)*(?:#[a-z0-9-]+)?)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|\[([^\]\n]{1,80})\]\((https:\/\/(?:[a-z0-9-]+\.)+gov\.au(?:\/[\w\-./#]*)?)\)`,
  "gi",
);

export function linkifyAnswer(text: string, phone?: { display: string; e164: string }): AnswerPart[] {
  const parts: AnswerPart[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    if (phone && value.includes(phone.display)) {
      const pieces = value.split(phone.display);
      pieces.forEach((piece, i) => {
        if (piece) parts.push({ kind: "text", text: piece });
        if (i < pieces.length - 1) parts.push({ kind: "phone", text: phone.display, href: `tel:${phone.e164}` });
      });
      return;
    }
    parts.push({ kind: "text", text: value });
  };

  let cursor = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, label, labelled, lead = "", path, email, officialLabel, official] = match;
    const start = match.index ?? 0;
    pushText(text.slice(cursor, start) + lead);
    if (label && labelled) parts.push({ kind: "path", text: label, href: labelled });
    else if (path) parts.push({ kind: "path", text: path, href: path });
    else if (email) parts.push({ kind: "email", text: email, href: `mailto:${email}` });
    else if (officialLabel && official) parts.push({ kind: "external", text: officialLabel, href: official });
    cursor = start + whole.length;
  }
  pushText(text.slice(cursor));
  return parts;
}
