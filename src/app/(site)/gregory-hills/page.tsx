import type { Metadata } from "next";
import { SuburbLandingPage } from "@/components/suburbs/suburb-landing-page";
import { gregoryHills } from "@/content/suburbs";
import { buildMetadata } from "@/content/seo/metadata";

export const metadata: Metadata = buildMetadata({ ...gregoryHills.seo, path: "/gregory-hills" });

export default function GregoryHillsPage() {
  return <SuburbLandingPage guide={gregoryHills} />;
}
