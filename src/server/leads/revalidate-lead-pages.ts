import "server-only";
import { revalidatePath } from "next/cache";

/** The pages that show leads or their routing: the Leads page, its settings and the dashboard's Leads tab. */
export function revalidateLeadPages(): void {
  revalidatePath("/admin/leads");
  revalidatePath("/admin/leads/settings");
  revalidatePath("/admin/blog");
}
