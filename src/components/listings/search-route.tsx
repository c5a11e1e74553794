import type { Metadata } from "next";
import { connection } from "next/server";
import { buildMetadata } from "@/content/seo/metadata";
import { parseSearchQuery, tabTitles, type SearchTab } from "@/lib/listings/search-query";
import { getDb } from "@/server/db";
import { searchLocations } from "@/server/listings/search/locations";
import { searchListings } from "@/server/listings/search/search-listings";
import { SearchPage } from "./search-page";

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const descriptions: Record<SearchTab, string> = {
  buy: "Houses, townhouses and land for sale in Gregory Hills, Oran Park, Gledswood Hills, Leppington and around, with open homes and auctions.",
  rent: "Homes for rent in Gregory Hills, Oran Park, Gledswood Hills, Leppington and around: weekly rent, availability and pets.",
  sold: "Recent sales by Ironbark Realty in South West Sydney: sale dates, methods and prices.",
};

export function searchMetadata(tab: SearchTab): Metadata {
  return buildMetadata({ title: tabTitles[tab].title, description: descriptions[tab], path: `/${tab}` });
}

/** One search page: read on every request from the database, so an import shows on the next one. */
export async function SearchRoute({ tab, searchParams }: { tab: SearchTab; searchParams: SearchParams }) {
  await connection();
  const db = await getDb();
  const now = new Date();
  const query = parseSearchQuery(tab, await searchParams);
  const locations = await searchLocations(db);
  const result = await searchListings(db, query, now, locations);
  return <SearchPage result={result} locations={locations} now={now} />;
}
