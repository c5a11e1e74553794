import type { Metadata } from "next";
import { SuburbLandingPage } from "@/components/suburbs/suburb-landing-page";
import { oranPark } from "@/content/suburbs";
import { buildMetadata } from "@/content/seo/metadata";

export const metadata: Metadata = buildMetadata({ ...oranPark.seo, path: "/oran-park" });

export default function OranParkPage() {
  return <SuburbLandingPage guide={oranPark} />;
}
