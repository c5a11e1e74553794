import { SearchRoute, searchMetadata, type SearchParams } from "@/components/listings/search-route";

export const metadata = searchMetadata("buy");

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <SearchRoute tab="buy" searchParams={searchParams} />;
}
