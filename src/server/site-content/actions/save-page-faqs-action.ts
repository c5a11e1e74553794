"use server";

import { revalidatePath } from "next/cache";
import { nestedFormValues } from "@/lib/forms/nested-form-values";
import { findFaqPage } from "@/content/site-content/faqs";
import { getDb } from "@/server/db";
import { accessDeniedMessage } from "@/server/actions/safe-action";
import { canManageContent, saveDocumentAction } from "@/server/site-content/admin-documents";
import { readSiteDocument } from "@/server/site-content/store";
import { contentRefused, contentSaved, type ContentFormState } from "@/lib/site-content/content-form-state";

const save = saveDocumentAction("faqs");

/**
 * One page's FAQ list (content.manage): the FAQs document as saved, with this page's list replaced. Two editors
 * saving different pages in the same instant could lose one save; the admin is small enough that this is accepted.
 */
export async function savePageFaqsAction(_previous: ContentFormState, formData: FormData): Promise<ContentFormState> {
  const submitted = nestedFormValues(formData);
  // Checked before the saved FAQs are read; the save checks again.
  if (!(await canManageContent())) return contentRefused(accessDeniedMessage, submitted);
  const page = typeof submitted.page === "string" ? findFaqPage(submitted.page) : undefined;
  if (!page) return contentRefused("Choose a page whose FAQs to save", submitted);
  const faqs = await readSiteDocument(await getDb(), "faqs");
  const result = await save({ ...faqs, [page.key]: submitted.faqs ?? [] });
  if (!result.ok) return contentRefused(result.message, submitted);
  revalidatePath("/admin/content", "layout");
  return contentSaved(`The ${page.label} FAQs`, result.data.savedAt);
}
