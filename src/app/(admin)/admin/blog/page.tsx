import type { Metadata } from "next";
import { AdminPostList, type AdminPostRow } from "@/components/admin/admin-post-list";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { isVisible } from "@/lib/blog/post-status";
import { postStatusLabel } from "@/lib/blog/status-label";
import { requireAdminPage } from "@/server/auth/roles";
import { listAllPosts } from "@/server/blog/posts";
import { getDb } from "@/server/db";
import { logger } from "@/server/log";

export const metadata: Metadata = { title: "Blog Admin", robots: { index: false, follow: false } };

async function loadRows(): Promise<AdminPostRow[] | null> {
  try {
    const now = new Date();
    return (await listAllPosts(await getDb())).map((post) => ({
      id: post.id,
      slug: post.slug,
      title: post.title,
      category: post.category,
      authorName: post.authorName,
      status: postStatusLabel(post, now),
      visible: isVisible(post, now),
      createdAt: post.createdAt,
    }));
  } catch (error) {
    logger.error({ err: error }, "could not load the admin blog list");
    return null;
  }
}

function Placeholder({ children }: { children: string }) {
  return <p className="rounded-lg border border-dashed border-line bg-white/60 p-8 text-muted">{children}</p>;
}

export default async function AdminBlogPage() {
  // The layout gates too; a page checks for itself, as client navigation may skip the layout.
  await requireAdminPage();
  const rows = await loadRows();

  return (
    <>
      <h1 className="text-h2 font-medium text-ink">Admin Dashboard</h1>
      <div className="mt-8">
        <AdminTabs
          defaultValue="posts"
          tabs={[
            {
              value: "posts",
              label: "Blog Posts",
              content: rows === null ? <p role="alert" className="text-danger">Failed to load blog posts</p> : <AdminPostList posts={rows} />,
            },
            { value: "seo", label: "SEO & Crawl Tools", content: <Placeholder>The crawler and the sitemap tools arrive here.</Placeholder> },
            { value: "leads", label: "Leads", content: <Placeholder>Enquiries, applications, subscribers and the e-mail outbox arrive here.</Placeholder> },
            { value: "events", label: "Events", content: <Placeholder>The events calendar editor arrives here.</Placeholder> },
          ]}
        />
      </div>
    </>
  );
}
