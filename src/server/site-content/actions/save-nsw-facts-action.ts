"use server";

import { revalidatePath } from "next/cache";
import { nestedFormValues } from "@/lib/forms/nested-form-values";
import { saveDocumentAction } from "@/server/site-content/admin-documents";
import { contentRefused, contentSaved, type ContentFormState } from "@/lib/site-content/content-form-state";

const save = saveDocumentAction("nswFacts");

/** The NSW renting, buying and selling facts shown on /rental, /buying and /selling, as one document (content.manage). */
export async function saveNswFactsAction(_previous: ContentFormState, formData: FormData): Promise<ContentFormState> {
  const submitted = nestedFormValues(formData);
  const result = await save(submitted);
  if (!result.ok) return contentRefused(result.message, submitted);
  revalidatePath("/admin/content", "layout");
  return contentSaved("The NSW rules in brief", result.data.savedAt);
}
