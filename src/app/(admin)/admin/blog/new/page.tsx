import type { Metadata } from "next";
import Link from "next/link";
import { PostEditor } from "@/components/admin/blog/post-editor";
import { emptyPostValues } from "@/lib/validation/blog-post";
import { requireAdminPage } from "@/server/auth/roles";

export const metadata: Metadata = { title: "New Post", robots: { index: false, follow: false } };

export default async function NewPostPage() {
  await requireAdminPage();
  return (
    <>
      <Link href="/admin/blog" className="text-sm font-semibold text-clay-600 underline-offset-4 hover:underline">
        ← Back to the dashboard
      </Link>
      <h1 className="mt-4 text-h2 font-medium text-ink">New Post</h1>
      <div className="mt-8">
        <PostEditor initialValues={emptyPostValues} />
      </div>
    </>
  );
}
