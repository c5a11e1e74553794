import Link from "@/components/ui/link";
import { AdminTable, ColumnHeads, EmptyPanel } from "@/components/admin/admin-table";
import { buttonClasses } from "@/components/ui/button";
import { formatDisplayDate } from "@/lib/format/date";
import { BulkUpdateButton } from "./bulk-update-button";
import { DeletePostButton } from "./delete-post-button";

export interface AdminPostRow {
  id: string;
  slug: string;
  title: string;
  category: string;
  authorName: string;
  status: string;
  visible: boolean;
  createdAt: Date;
  /** False for an agent's post once it is published: only an editor changes it then. */
  editable: boolean;
}

/**
 * The Blog Posts tab: new post, the bulk update (admins, after a confirmation), and every post newest created first
 * with edit and delete (an agent sees their own, and edits them while they are drafts).
 */
export function AdminPostList({
  posts,
  canPublish,
  canBulkUpdate,
}: {
  posts: readonly AdminPostRow[];
  canPublish: boolean;
  canBulkUpdate: boolean;
}) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{posts.length === 1 ? "1 post" : `${posts.length} posts`}</p>
        <div className="flex flex-wrap gap-3">
          {canBulkUpdate ? <BulkUpdateButton /> : null}
          <Link href="/admin/blog/new" className={buttonClasses("primary")}>
            New Post
          </Link>
        </div>
      </div>
      {posts.length === 0 ? (
        <EmptyPanel>
          {canPublish ? "No blog posts yet." : "You haven't written any posts yet. New Post starts a draft for an editor to publish."}
        </EmptyPanel>
      ) : (
        <AdminTable
          caption="Blog posts, newest first"
          minWidth="min-w-[48rem]"
          head={<ColumnHeads labels={["Title", "Category", "Author", "Status", "Created"]} actions />}
        >
          {posts.map((post) => (
            <tr key={post.id} className="border-b border-line last:border-0">
              <th scope="row" className="px-4 py-3 font-semibold text-ink">
                {post.visible ? (
                  <Link href={`/insights/${post.slug}`} className="underline-offset-4 hover:underline">
                    {post.title}
                  </Link>
                ) : (
                  post.title
                )}
              </th>
              <td className="px-4 py-3">{post.category}</td>
              <td className="px-4 py-3">{post.authorName}</td>
              <td className="px-4 py-3">
                <span className="rounded-full bg-ink-100 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-ink">{post.status}</span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDisplayDate(post.createdAt)}</td>
              <td className="px-4 py-3">
                {post.editable ? (
                  <div className="flex justify-end gap-2">
                    <Link
                      href={`/admin/blog/${post.id}/edit`}
                      className={buttonClasses("outline", "sm")}
                      aria-label={`Edit “${post.title}”`}
                    >
                      Edit
                    </Link>
                    <DeletePostButton id={post.id} title={post.title} />
                  </div>
                ) : (
                  <p className="text-right text-xs text-muted">Published by an editor</p>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}
