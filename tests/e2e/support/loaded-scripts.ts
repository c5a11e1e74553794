import type { Page } from "@playwright/test";

/**
 * Records the code of every script the page loads from now on. The function returned waits for every body
 * read so far, not just for the page's load, so a check made after an action sees the scripts it brought.
 */
export function recordLoadedScripts(page: Page): () => Promise<string[]> {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  });
  return () => Promise.all(scripts);
}
