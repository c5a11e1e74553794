import { z } from "zod";
import { adminRoute } from "@/server/auth/admin-route";
import { getDb } from "@/server/db";
import { enquiryTypes } from "@/server/db/schema";
import { leadsCsvFileName, leadsToCsv, listLeads } from "@/server/leads/admin-leads";
import { logger } from "@/server/log";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const typeSchema = z.enum(enquiryTypes).optional();

/** Every lead (or those of `?type=`), newest first, as a CSV download named leads-YYYY-MM-DD.csv. */
export const GET = adminRoute({ permission: "leads.all", maxBodyBytes: 0 }, async (request) => {
  const requested = new URL(request.url).searchParams.get("type") || undefined;
  const type = typeSchema.safeParse(requested);
  if (!type.success) {
    return Response.json({ error: `Unknown lead type. Use one of: ${enquiryTypes.join(", ")}.` }, { status: 400 });
  }
  try {
    const csv = leadsToCsv(await listLeads(await getDb(), { type: type.data }));
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${leadsCsvFileName()}"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    logger.error({ err: error }, "could not export the leads");
    return Response.json({ error: "Failed to export leads" }, { status: 500 });
  }
});
