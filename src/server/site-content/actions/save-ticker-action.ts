"use server";

import { revalidatePath } from "next/cache";
import { nestedFormValues } from "@/lib/forms/nested-form-values";
import { saveDocumentAction } from "@/server/site-content/admin-documents";
import { contentRefused, contentSaved, type ContentFormState } from "@/lib/site-content/content-form-state";

const save = saveDocumentAction("ticker");

/** The ticker's source and written headlines (content.manage). */
export async function saveTickerAction(_previous: ContentFormState, formData: FormData): Promise<ContentFormState> {
  const submitted = nestedFormValues(formData);
  const result = await save({ source: submitted.source, headlines: submitted.headlines ?? [] });
  if (!result.ok) return contentRefused(result.message, submitted);
  revalidatePath("/admin/content", "layout");
  return contentSaved("Ticker headlines", result.data.savedAt);
}
