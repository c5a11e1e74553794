import type { Metadata } from "next";
import { SuburbSellingPage } from "@/components/suburbs/suburb-selling-page";
import { oranPark } from "@/content/suburbs";
import { buildMetadata } from "@/content/seo/metadata";

export const metadata: Metadata = buildMetadata({ ...oranPark.selling.seo, path: "/oran-park/selling" });

export default function OranParkSellingPage() {
  return <SuburbSellingPage guide={oranPark} />;
}
