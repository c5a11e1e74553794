import type { Metadata } from "next";
import { AdminPostList, type AdminPostRow } from "@/components/admin/blog/post-list";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { EventsTab } from "@/components/admin/events/events-tab";
import { LeadsTab } from "@/components/admin/leads/leads-tab";
import { SeoTab } from "@/components/admin/seo/seo-tab";
import { isVisible } from "@/lib/blog/post-status";
import { postStatusLabel } from "@/lib/blog/status-label";
import { can, type Permission } from "@/lib/auth/permissions";
import { requirePermissionPage } from "@/server/auth/roles";
import { listPostsFor, mayChange, type PostWriter } from "@/server/blog/post-writers";
import { getDb } from "@/server/db";
import { logger } from "@/server/log";

export const metadata: Metadata = { title: "Blog Admin", robots: { index: false, follow: false } };

async function loadRows(writer: PostWriter): Promise<AdminPostRow[] | null> {
  try {
    const now = new Date();
    return (await listPostsFor(await getDb(), writer)).map((post) => ({
      id: post.id,
      slug: post.slug,
      title: post.title,
      category: post.category,
      authorName: post.authorName,
      status: postStatusLabel(post, now),
      visible: isVisible(post, now),
      createdAt: post.createdAt,
      editable: mayChange(writer, post),
    }));
  } catch (error) {
    logger.error({ err: error }, "could not load the admin blog list");
    return null;
  }
}

export default async function AdminBlogPage() {
  // The layout gates too; a page checks for itself, as client navigation may skip the layout.
  const writer = await requirePermissionPage("posts.draft");
  const rows = await loadRows(writer);
  const may = (permission: Permission) => can(writer.role, permission);

  return (
    <>
      <h1 className="text-h2 font-medium text-ink">Admin Dashboard</h1>
      <div className="mt-8">
        <AdminTabs
          defaultValue="posts"
          // Each tab only for a role that may use it; its actions and routes check the permission again.
          tabs={[
            {
              value: "posts",
              label: may("posts.publish") ? "Blog Posts" : "My Posts",
              content:
                rows === null ? (
                  <p role="alert" className="text-danger">
                    Failed to load blog posts
                  </p>
                ) : (
                  <AdminPostList posts={rows} canPublish={may("posts.publish")} canBulkUpdate={may("posts.bulk")} />
                ),
            },
            ...(may("seo.manage") ? [{ value: "seo", label: "SEO & Crawl Tools", content: <SeoTab /> }] : []),
            ...(may("leads.all") ? [{ value: "leads", label: "Leads", content: <LeadsTab />, href: "/admin/leads" }] : []),
            ...(may("events.manage") ? [{ value: "events", label: "Events", content: <EventsTab />, href: "/admin/events" }] : []),
          ]}
        />
      </div>
    </>
  );
}
