/**
 * The video id of a YouTube address as people paste it: a watch page (`youtube.com/watch?v=…`, with or without
 * `www.`/`m.`), a short link (`youtu.be/…`), an embed, live or Shorts address, or the bare 11-character id.
 * Null for anything else, so no other site's address can reach the player.
 */
export function youtubeVideoId(address: string): string | null {
  const value = address.trim();
  const id = /^[A-Za-z0-9_-]{11}$/;
  if (id.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  let candidate: string | null | undefined;
  if (host === "youtu.be") candidate = url.pathname.split("/")[1];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const [section, segment] = url.pathname.split("/").filter(Boolean);
    candidate = section === "watch" ? url.searchParams.get("v") : ["embed", "shorts", "live", "v"].includes(section ?? "") ? segment : null;
  }
  return candidate && id.test(candidate) ? candidate : null;
}
