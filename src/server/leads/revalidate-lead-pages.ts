import "server-only";
import { revalidatePath } from "next/cache";

/** The pages that show leads: the Leads page and the dashboard's Leads tab. */
export function revalidateLeadPages(): void {
  revalidatePath("/admin/leads");
  revalidatePath("/admin/blog");
}
