import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { PostEditor } from "@/components/admin/blog/post-editor";
import { AgencyDetailWarnings, AgencyTokensHelp } from "@/components/admin/content/agency-detail-warnings";
import { agencyDetailMismatches } from "@/lib/site-content/agency-detail-checks";
import { PostEditorPage } from "@/components/admin/blog/post-editor-page";
import { requirePermissionPage } from "@/server/auth/roles";
import { postFormValues } from "@/server/blog/admin-posts";
import { authorSlugByName, listAuthorOptions } from "@/server/blog/post-authors";
import { findPostFor, mayChange, mayPublish } from "@/server/blog/post-writers";
import { getDb } from "@/server/db";
import { readSiteDocument } from "@/server/site-content/store";

export const metadata: Metadata = { title: "Edit Post", robots: { index: false, follow: false } };

export default async function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  const writer = await requirePermissionPage("posts.draft");
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) notFound();
  // An agent opens only their own posts, and edits them only while they are drafts.
  const db = await getDb();
  const post = await findPostFor(db, writer, id);
  if (!post) notFound();
  if (!mayChange(writer, post)) {
    return (
      <PostEditorPage title="Edit Post">
        <p role="status" className="rounded-lg border border-line bg-white p-6 text-muted">
          “{post.title}” has been published; an editor makes any further changes.
        </p>
      </PostEditorPage>
    );
  }
  const [authors, authorSlug, agency] = await Promise.all([
    listAuthorOptions(db),
    authorSlugByName(db, post.authorName),
    readSiteDocument(db, "agency"),
  ]);
  const warnings = [
    { where: "Excerpt", mismatches: agencyDetailMismatches(post.excerpt, agency) },
    { where: "Content", mismatches: agencyDetailMismatches(post.content, agency) },
  ];

  return (
    <PostEditorPage title="Edit Post">
      <div className="mb-6 space-y-3">
        <AgencyDetailWarnings warnings={warnings} />
        <AgencyTokensHelp />
      </div>
      <PostEditor
        postId={post.id}
        initialValues={postFormValues(post, authorSlug)}
        savedVersion={post.updatedAt.toISOString()}
        authors={authors}
        canPublish={mayPublish(writer)}
      />
    </PostEditorPage>
  );
}
