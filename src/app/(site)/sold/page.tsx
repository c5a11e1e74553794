import { SearchRoute, searchMetadata, type SearchParams } from "@/components/listings/search-route";

export const metadata = searchMetadata("sold");

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <SearchRoute tab="sold" searchParams={searchParams} />;
}
