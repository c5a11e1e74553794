/**
 * The slug a blog title fills in (spec section 4): lower-cased, every run of non-alphanumerics becomes one
 * hyphen, leading and trailing hyphens trimmed. "Alphanumeric" is ASCII a-z and 0-9, as URLs want it; accented
 * Latin letters first lose their accents ("Café Déjà" → "cafe-deja"), and any other letter (ß, 悉, ж) counts as
 * a separator. A title with no ASCII letters or digits gives "".
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
