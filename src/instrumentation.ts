/**
 * Runs once when the server starts (never during `next build`): opens the database, applies migrations
 * and seeds an empty one, so the first visitor does not wait for it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServerServices } = await import("./server/startup");
  await startServerServices();
}
