import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { PostEditor } from "@/components/admin/blog/post-editor";
import { PostEditorPage } from "@/components/admin/blog/post-editor-page";
import { requireAdminPage } from "@/server/auth/roles";
import { findPostById, postFormValues } from "@/server/blog/admin-posts";
import { authorSlugByName, listAuthorOptions } from "@/server/blog/post-authors";
import { getDb } from "@/server/db";

export const metadata: Metadata = { title: "Edit Post", robots: { index: false, follow: false } };

export default async function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) notFound();
  const db = await getDb();
  const post = await findPostById(db, id);
  if (!post) notFound();
  const [authors, authorSlug] = await Promise.all([listAuthorOptions(db), authorSlugByName(db, post.authorName)]);

  return (
    <PostEditorPage title="Edit Post">
      <PostEditor postId={post.id} initialValues={postFormValues(post, authorSlug)} authors={authors} />
    </PostEditorPage>
  );
}
