import { startListingImages } from "./listing-images";
import { makeMigratedDataFolder } from "./migrated-data-folder";

/**
 * Playwright's global setup (after the web server has started): the migrated data folder extra instances copy, and
 * the listing photos' image host, closed by the returned teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await makeMigratedDataFolder();
  return startListingImages();
}
