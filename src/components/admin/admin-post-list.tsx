import Link from "next/link";
import { formatDisplayDate } from "@/lib/format/date";

export interface AdminPostRow {
  id: string;
  slug: string;
  title: string;
  category: string;
  authorName: string;
  status: string;
  visible: boolean;
  createdAt: Date;
}

/** The Blog Posts tab's list, newest created first. Editing arrives with the editor. */
export function AdminPostList({ posts }: { posts: readonly AdminPostRow[] }) {
  if (posts.length === 0) return <p className="text-muted">No blog posts yet.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-white">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Blog posts, newest first</caption>
        <thead className="border-b border-line bg-sand/60 text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-4 py-3">Title</th>
            <th scope="col" className="px-4 py-3">Category</th>
            <th scope="col" className="px-4 py-3">Author</th>
            <th scope="col" className="px-4 py-3">Status</th>
            <th scope="col" className="px-4 py-3">Created</th>
          </tr>
        </thead>
        <tbody>
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
                <span className="rounded-full bg-ink-100 px-2.5 py-1 text-xs font-semibold text-ink">{post.status}</span>
              </td>
              <td className="px-4 py-3">{formatDisplayDate(post.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
