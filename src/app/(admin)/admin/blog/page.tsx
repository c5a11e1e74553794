import type { Metadata } from "next";
import { AdminPostList, type AdminPostRow } from "@/components/admin/blog/post-list";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { EventsTab } from "@/components/admin/events/events-tab";
import { LeadsTab } from "@/components/admin/leads/leads-tab";
import { SeoTab } from "@/components/admin/seo/seo-tab";
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
            { value: "seo", label: "SEO & Crawl Tools", content: <SeoTab /> },
            { value: "leads", label: "Leads", content: <LeadsTab /> },
            { value: "events", label: "Events", content: <EventsTab /> },
          ]}
        />
      </div>
    </>
  );
}
