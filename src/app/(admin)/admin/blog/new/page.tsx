import type { Metadata } from "next";
import { PostEditor } from "@/components/admin/blog/post-editor";
import { AgencyTokensHelp } from "@/components/admin/content/agency-detail-warnings";
import { PostEditorPage } from "@/components/admin/blog/post-editor-page";
import { emptyPostValues } from "@/lib/validation/blog-post";
import { can } from "@/lib/auth/permissions";
import { requirePermissionPage } from "@/server/auth/roles";
import { listAuthorOptions } from "@/server/blog/post-authors";
import { getDb } from "@/server/db";

export const metadata: Metadata = { title: "New Post", robots: { index: false, follow: false } };

export default async function NewPostPage() {
  const writer = await requirePermissionPage("posts.draft");
  const authors = await listAuthorOptions(await getDb());
  return (
    <PostEditorPage title="New Post">
      <div className="mb-6">
        <AgencyTokensHelp />
      </div>
      <PostEditor initialValues={emptyPostValues} authors={authors} canPublish={can(writer.role, "posts.publish")} />
    </PostEditorPage>
  );
}
