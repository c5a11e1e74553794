import Link from "@/components/ui/link";
import { site } from "@/content/site";

const purposes = {
  enquiry: "collects these details to respond to your enquiry",
  newsletter: "collects your e-mail address to send you its newsletter, which you can leave at any time",
} as const;

/** The Australian Privacy Principles collection notice shown under every lead form, saying what the details are for. */
export function CollectionNotice({ tone = "dark", purpose = "enquiry" }: { tone?: "dark" | "light"; purpose?: keyof typeof purposes }) {
  return (
    <p className={`text-sm ${tone === "light" ? "text-sand/80" : "text-muted"}`}>
      {site.name} {purposes[purpose]}. See our{" "}
      <Link href="/privacy" className="font-medium underline underline-offset-2 hover:no-underline">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
