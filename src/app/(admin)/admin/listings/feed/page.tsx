import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { AdminTable, ColumnHeads, EmptyPanel } from "@/components/admin/admin-table";
import { AlertsPauseForm } from "@/components/alerts/alerts-pause-form";
import { CreateFeedSourceForm, RotateTokenForm, SourceEnabledForm } from "@/components/admin/listings/feed-source-forms";
import { feedFileStatusLabels } from "@/components/admin/listings/listing-labels";
import { formatDateTime } from "@/lib/format/date";
import { can } from "@/lib/auth/permissions";
import { alertWeeklyStats } from "@/server/alerts/alert-stats";
import { alertsPauseState } from "@/server/alerts/alert-worker";
import { requirePermissionPage } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { feedFilesPageSize, isSilent, listFeedFiles, listFeedSources } from "@/server/listings/admin-feeds";

export const metadata: Metadata = { title: "Listings feed", robots: { index: false, follow: false } };

/** listings.all: the files the feed received; the sources and their tokens, and the listing alerts' pause and weekly counts, for settings.manage (admins). */
export default async function FeedPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const staff = await requirePermissionPage("listings.all");
  const pageParam = (await searchParams).page;
  const page = Math.min(10_000, Math.max(1, Number.parseInt(Array.isArray(pageParam) ? (pageParam[0] ?? "") : (pageParam ?? ""), 10) || 1));
  const db = await getDb();
  const manageSources = can(staff.role, "settings.manage");
  const [{ rows, total }, sources, alerts, alertWeeks] = await Promise.all([
    listFeedFiles(db, page),
    manageSources ? listFeedSources(db) : Promise.resolve([]),
    alertsPauseState(db),
    manageSources ? alertWeeklyStats(db) : Promise.resolve([]),
  ]);
  const pages = Math.max(1, Math.ceil(total / feedFilesPageSize));
  const now = new Date();

  return (
    <>
      <p className="text-sm">
        <Link href="/admin/listings" className="font-semibold text-ink underline-offset-4 hover:underline">
          ← Listings
        </Link>
      </p>
      <h1 className="mt-4 text-h2 font-medium text-ink">Feed files and sources</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Every REAXML file the CRM sent, what applying it did, and who may send. How to connect a CRM: docs/listings.md.
      </p>

      {manageSources ? (
        <section aria-labelledby="sources-heading" className="mt-8 rounded-lg border border-line bg-white p-6">
          <h2 id="sources-heading" className="font-display text-xl font-medium text-ink">
            Sources
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted">
            A source posts files with its bearer token. The token is shown once, when it is made; only its hash is kept.
          </p>
          {sources.length === 0 ? (
            <EmptyPanel>No source yet. Create one below and give its token to the CRM.</EmptyPanel>
          ) : (
            <ul className="divide-y divide-line" aria-label="Sources">
              {sources.map((source) => (
                <li
                  key={source.id}
                  className="flex flex-col gap-3 py-4 md:flex-row md:items-start md:justify-between"
                  aria-label={source.name}
                >
                  <div className="min-w-0 text-sm">
                    <p className="font-semibold text-ink">
                      {source.name}{" "}
                      {source.enabled ? null : (
                        <span className="ml-1 rounded bg-danger/10 px-2 py-0.5 text-xs font-semibold text-danger">Disabled</span>
                      )}
                      {isSilent(source, now) ? (
                        <span className="ml-1 rounded bg-danger/10 px-2 py-0.5 text-xs font-semibold text-danger">Silent</span>
                      ) : null}
                    </p>
                    <p className="text-muted">
                      Agent ids: {source.allowedAgentIds.length === 0 ? "any" : source.allowedAgentIds.join(", ")} · silence alert after{" "}
                      {source.expectFileWithinHours} h · {source.files} files
                    </p>
                    <p className="text-muted">
                      Last file:{" "}
                      {source.lastFileAt ? (
                        <time dateTime={source.lastFileAt.toISOString()}>{formatDateTime(source.lastFileAt)}</time>
                      ) : (
                        "never"
                      )}
                      {source.fromEnv ? " · declared by LISTINGS_FEED_TOKEN" : ""}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-start gap-3">
                    {source.fromEnv ? null : <RotateTokenForm id={source.id} name={source.name} />}
                    <SourceEnabledForm id={source.id} name={source.name} enabled={source.enabled} />
                  </div>
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-6 mb-3 text-sm font-semibold text-ink">New source</h3>
          <CreateFeedSourceForm />
        </section>
      ) : null}

      {manageSources ? <AlertsPauseForm paused={alerts.paused} pausedBy={alerts.pausedBy} weeks={alertWeeks} /> : null}
      <section aria-labelledby="files-heading" className="mt-8">
        <h2 id="files-heading" className="font-display text-xl font-medium text-ink">
          Files
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted" role="status">
          {total === 1 ? "1 file" : `${total} files`}
          {pages > 1 ? `, page ${Math.min(page, pages)} of ${pages}` : ""}
        </p>
        {rows.length === 0 ? (
          <EmptyPanel>No file received yet.</EmptyPanel>
        ) : (
          <AdminTable
            caption="Feed files"
            minWidth="min-w-[56rem]"
            head={<ColumnHeads labels={["File", "Source", "Status", "Received", "Applied", "Listings", "Diagnostics"]} />}
          >
            {rows.map((file) => {
              const errors = file.diagnostics.filter((d) => d.severity === "error").length;
              const warnings = file.diagnostics.filter((d) => d.severity === "warning").length;
              return (
                <tr key={file.id} className="border-b border-line align-top last:border-0">
                  <th scope="row" className="px-4 py-3 font-normal">
                    <Link
                      href={`/admin/listings/feed/${file.id}`}
                      className="font-semibold break-all text-ink underline-offset-4 hover:underline"
                    >
                      {file.filename ?? `File of ${formatDateTime(file.receivedAt)}`}
                    </Link>
                    <span className="block text-xs text-muted">
                      {file.contentType === "application/zip" ? "zip" : "XML"}, {Math.max(1, Math.round(file.bytes / 1024))} KB
                    </span>
                  </th>
                  <td className="px-4 py-3">{file.source}</td>
                  <td className="px-4 py-3">{feedFileStatusLabels[file.status] ?? file.status}</td>
                  <td className="whitespace-nowrap px-4 py-3">
                    <time dateTime={file.receivedAt.toISOString()}>{formatDateTime(file.receivedAt)}</time>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3">
                    {file.processedAt ? <time dateTime={file.processedAt.toISOString()}>{formatDateTime(file.processedAt)}</time> : "—"}
                  </td>
                  <td className="px-4 py-3">{file.listingCount}</td>
                  <td className="px-4 py-3">
                    {file.diagnostics.length === 0 ? (
                      <span className="text-muted">None</span>
                    ) : (
                      `${errors} errors, ${warnings} warnings, ${file.diagnostics.length - errors - warnings} notes`
                    )}
                    {file.diagnostics
                      .filter((d) => d.severity === "error")
                      .slice(0, 2)
                      .map((d, index) => (
                        <span key={index} className="block text-xs break-words text-danger">
                          {d.message}
                        </span>
                      ))}
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        )}
        {pages > 1 ? (
          <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-4 text-sm">
            {page > 1 ? (
              <Link href={`/admin/listings/feed?page=${page - 1}`} className="font-semibold text-ink underline-offset-4 hover:underline">
                ← Newer files
              </Link>
            ) : (
              <span />
            )}
            {page < pages ? (
              <Link href={`/admin/listings/feed?page=${page + 1}`} className="font-semibold text-ink underline-offset-4 hover:underline">
                Older files →
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </>
  );
}
