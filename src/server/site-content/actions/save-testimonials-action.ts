"use server";

import { revalidatePath } from "next/cache";
import { nestedFormValues } from "@/lib/forms/nested-form-values";
import { saveDocumentAction } from "@/server/site-content/admin-documents";
import { contentRefused, contentSaved, type ContentFormState } from "@/lib/site-content/content-form-state";

const save = saveDocumentAction("testimonials");

/** The testimonials of the home and why-choose pages, as one document (content.manage). */
export async function saveTestimonialsAction(_previous: ContentFormState, formData: FormData): Promise<ContentFormState> {
  const submitted = nestedFormValues(formData);
  const result = await save({ home: submitted.home ?? [], whyChoose: submitted.whyChoose ?? [] });
  if (!result.ok) return contentRefused(result.message, submitted);
  revalidatePath("/admin/content", "layout");
  return contentSaved("Testimonials", result.data.savedAt);
}
