import type { Metadata } from "next";
import { SuburbBuyingPage } from "@/components/suburbs/suburb-buying-page";
import { oranPark } from "@/content/suburbs";
import { buildMetadata } from "@/content/seo/metadata";

export const metadata: Metadata = buildMetadata({ ...oranPark.buying.seo, path: "/oran-park/buying" });

export default function OranParkBuyingPage() {
  return <SuburbBuyingPage guide={oranPark} />;
}
