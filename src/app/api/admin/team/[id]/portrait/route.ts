import { revalidatePath } from "next/cache";
import type { PortraitNotice } from "@/lib/team/portrait-notice";
import { isUuid } from "@/lib/validation/uuid";
import { adminRoute } from "@/server/auth/admin-route";
import { getDb } from "@/server/db";
import { PublicError } from "@/server/errors";
import { logger } from "@/server/log";
import { findAdminTeamMember, setTeamMemberPortrait } from "@/server/team/admin-team";
import { storePortrait } from "@/server/team/portrait";
import { teamEditorOf, type TeamEditor } from "@/server/team/team-access";
import { storeWithinAllowance } from "@/server/uploads/allowance";
import { NotAnImageError } from "@/server/uploads/process";
import { fileOfForm, maxUploadRequestBytes } from "@/server/uploads/upload-request";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** Back to the edit page, saying what happened (303: the browser then GETs it). */
function backTo(request: Request, id: string, notice: PortraitNotice): Response {
  const page = new URL(`/admin/team/${id}`, request.url);
  page.searchParams.set("portrait", notice);
  return new Response(null, { status: 303, headers: { Location: `${page.pathname}${page.search}`, "Cache-Control": "no-store" } });
}

/**
 * The edit page's portrait form without JavaScript (with it, the field uploads through /api/admin/uploads?kind=portrait
 * and the profile's save records the address): multipart/form-data with `file`, or `portrait-action=remove`. The
 * portrait is stored as every portrait upload is (checked by its bytes, cropped, the account's rate and quota) and set
 * on the member at once; the browser is sent back to the edit page with what happened. Whoever may edit the profile
 * may do this (an agent their own).
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await context.params;
  if (!isUuid(id)) return new Response("Not found", { status: 404 });
  const route = adminRoute(
    {
      permission: ["content.manage", "profile.own"],
      maxBodyBytes: maxUploadRequestBytes,
      tooLarge: () => backTo(request, id, "too-large"),
    },
    // The permission above lets only a team editor through; which members they may change follows from the role.
    async (capped, admin) => {
      const editor = teamEditorOf(admin.role, admin.userId);
      return editor ? changePortrait(capped, editor, id) : new Response("Forbidden", { status: 403 });
    },
  );
  return route(request, context);
}

async function changePortrait(request: Request, editor: TeamEditor, id: string): Promise<Response> {
  const userId = editor.userId;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return backTo(request, id, "no-file");
  }
  const db = await getDb();
  // Not theirs (an agent and someone else's profile), or no longer there: nothing is stored.
  if (!(await findAdminTeamMember(db, editor, id))) return backTo(request, id, "not-yours");
  let changed: PortraitNotice;
  try {
    if (form.get("portrait-action") === "remove") {
      await setTeamMemberPortrait(db, editor, id, null);
      changed = "removed";
    } else {
      const upload = await fileOfForm(form);
      if (!upload.ok) return backTo(request, id, upload.reason === "too-large" ? "too-large" : "no-file");
      const kept = await storeWithinAllowance(db, userId, upload.bytes.byteLength, () => storePortrait(upload.bytes));
      if (!kept.ok) return backTo(request, id, "over-allowance");
      const { stored } = kept;
      await setTeamMemberPortrait(db, editor, id, stored.url);
      logger.info({ userId, memberId: id, name: stored.name }, "portrait uploaded without JavaScript");
      changed = "uploaded";
    }
  } catch (error) {
    if (error instanceof NotAnImageError) return backTo(request, id, "not-an-image");
    if (error instanceof PublicError) return backTo(request, id, "not-yours");
    logger.error({ err: error, userId, memberId: id }, "portrait upload failed");
    return backTo(request, id, "failed");
  }
  // The admin's pages; the public ones follow the team's content version.
  revalidatePath("/admin/team");
  revalidatePath(`/admin/team/${id}`);
  return backTo(request, id, changed);
}
