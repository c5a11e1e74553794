"use client";

import { useCallback, useEffect, useState } from "react";

export const unsavedChangesQuestion = "You have unsaved changes. Leave this page and lose them?";

/** True for a click that would take this tab to another page of the site (not a new tab, a download or a #hash). */
function leavesThePage(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return false;
  const to = new URL(link.href, window.location.href);
  return !(to.origin === window.location.origin && to.pathname === window.location.pathname && to.search === window.location.search);
}

/**
 * An admin form's guard against losing edits: anything typed (an `input` event anywhere in the form, the rich-text
 * editor's included) makes it dirty until `markSaved()` after a successful save. While dirty, closing or reloading
 * the tab asks the browser's own question (beforeunload), and following a link in the admin asks first; the link
 * is followed only when the person agrees. Spread `formProps` on the <form>; a form answering through useActionState
 * passes its state when it is a success (`lastSave`), others call `markSaved()`.
 */
export function useUnsavedChanges(lastSave: unknown = null) {
  const [dirty, setDirty] = useState(false);
  // A form that answers through useActionState passes its last successful answer: a new one means saved.
  const [seenSave, setSeenSave] = useState(lastSave);
  if (lastSave !== seenSave) {
    setSeenSave(lastSave);
    if (lastSave !== null) setDirty(false);
  }

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    // Capture phase on the document: before Next's <Link> handler on the root, so a refusal stops the navigation.
    const click = (event: MouseEvent) => {
      if (!leavesThePage(event) || window.confirm(unsavedChangesQuestion)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
    };
  }, [dirty]);

  const markDirty = useCallback(() => setDirty(true), []);
  const markSaved = useCallback(() => setDirty(false), []);
  return { dirty, markSaved, markDirty, formProps: { onInput: markDirty } };
}
