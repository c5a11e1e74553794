import Link from "@/components/ui/link";
import type { ReactNode } from "react";

/** The frame of the new-post and edit-post pages: the way back, the page's heading, then the editor. */
export function PostEditorPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Link href="/admin/blog" className="text-sm font-semibold text-clay-600 underline-offset-4 hover:underline">
        ← Back to the dashboard
      </Link>
      <h1 className="mt-4 text-h2 font-medium text-ink">{title}</h1>
      <div className="mt-8">{children}</div>
    </>
  );
}
