import type { Metadata } from "next";
import { SuburbSellingPage } from "@/components/suburbs/suburb-selling-page";
import { gregoryHills } from "@/content/suburbs";
import { buildMetadata } from "@/content/seo/metadata";

export const metadata: Metadata = buildMetadata({ ...gregoryHills.selling.seo, path: "/gregory-hills/selling" });

export default function GregoryHillsSellingPage() {
  return <SuburbSellingPage guide={gregoryHills} />;
}
