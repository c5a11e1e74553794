import { SearchRoute, searchMetadata, type SearchParams } from "@/components/listings/search-route";

export const metadata = searchMetadata("rent");

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <SearchRoute tab="rent" searchParams={searchParams} />;
}
