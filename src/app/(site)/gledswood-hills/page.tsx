import type { Metadata } from "next";
import { SuburbLandingPage } from "@/components/suburbs/suburb-landing-page";
import { gledswoodHills } from "@/content/suburbs";
import { buildMetadata } from "@/content/seo/metadata";

export const metadata: Metadata = buildMetadata({ ...gledswoodHills.seo, path: "/gledswood-hills" });

export default function GledswoodHillsPage() {
  return <SuburbLandingPage guide={gledswoodHills} />;
}
