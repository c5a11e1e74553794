import type { Metadata } from "next";
import { SuburbBuyingPage } from "@/components/suburbs/suburb-buying-page";
import { gregoryHills } from "@/content/suburbs";
import { buildMetadata } from "@/content/seo/metadata";

export const metadata: Metadata = buildMetadata({ ...gregoryHills.buying.seo, path: "/gregory-hills/buying" });

export default function GregoryHillsBuyingPage() {
  return <SuburbBuyingPage guide={gregoryHills} />;
}
