/** A sentence continued inside another: its first letter in lower case ("Thorough checks …" → "thorough checks …"). */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
