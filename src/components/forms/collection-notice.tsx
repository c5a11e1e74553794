import Link from "next/link";
import { site } from "@/content/site";

/** The Australian Privacy Principles collection notice shown under every lead form. */
export function CollectionNotice({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <p className={`text-sm ${tone === "light" ? "text-sand/80" : "text-muted"}`}>
      {site.name} collects these details to respond to your enquiry. See our{" "}
      <Link href="/privacy" className="font-medium underline underline-offset-2 hover:no-underline">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
