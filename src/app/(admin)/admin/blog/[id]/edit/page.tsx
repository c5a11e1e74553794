import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { PostEditor } from "@/components/admin/blog/post-editor";
import { requireAdminPage } from "@/server/auth/roles";
import { findPostById, postFormValues } from "@/server/blog/admin-posts";
import { getDb } from "@/server/db";

export const metadata: Metadata = { title: "Edit Post", robots: { index: false, follow: false } };

export default async function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) notFound();
  const post = await findPostById(await getDb(), id);
  if (!post) notFound();

  return (
    <>
      <Link href="/admin/blog" className="text-sm font-semibold text-clay-600 underline-offset-4 hover:underline">
        ← Back to the dashboard
      </Link>
      <h1 className="mt-4 text-h2 font-medium text-ink">Edit Post</h1>
      <div className="mt-8">
        <PostEditor postId={post.id} initialValues={postFormValues(post)} />
      </div>
    </>
  );
}
