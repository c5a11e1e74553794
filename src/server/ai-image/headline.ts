/**
 * Turns an admin's image description into a cover headline that fits: whitespace collapsed, control
 * characters dropped, cut at a word boundary past `maxHeadlineLength` with an ellipsis, and a font size
 * that shrinks as the text grows (at most four lines in the cover's 1000px text column). Pure.
 */
export const maxHeadlineLength = 110;

export function coverHeadline(description: string): { text: string; fontSize: number } {
  const clean = description
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  let text = clean;
  if (clean.length > maxHeadlineLength) {
    const cut = clean.slice(0, maxHeadlineLength);
    const lastSpace = cut.lastIndexOf(" ");
    text = `${(lastSpace > maxHeadlineLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?–—-]+$/, "")}…`;
  }
  const fontSize = text.length <= 36 ? 80 : text.length <= 64 ? 66 : 54;
  return { text, fontSize };
}
