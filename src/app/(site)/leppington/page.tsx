import type { Metadata } from "next";
import { SuburbLandingPage } from "@/components/suburbs/suburb-landing-page";
import { leppington } from "@/content/suburbs";
import { buildMetadata } from "@/content/seo/metadata";

export const metadata: Metadata = buildMetadata({ ...leppington.seo, path: "/leppington" });

export default function LeppingtonPage() {
  return <SuburbLandingPage guide={leppington} />;
}
