"use client";

import { useEffect, useRef, useState } from "react";
import type { PostFormValues } from "@/lib/validation/blog-post";

export interface PostDraft {
  values: PostFormValues;
  /** When it was last written, ISO 8601. */
  savedAt: string;
  /** The saved post's version (its updatedAt, ISO 8601) these edits started from; absent for a new post. */
  base?: string;
}

/** How an offered copy stands against what the server has: `replacesNewerSave` when a save was made after it began. */
export interface DraftOfferState extends PostDraft {
  replacesNewerSave: boolean;
}

const storageKey = (postId: string | undefined) => `ironbark.post-draft.${postId ?? "new"}`;

function readDraft(key: string): PostDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    const draft: unknown = raw ? JSON.parse(raw) : null;
    if (draft && typeof draft === "object" && "values" in draft && "savedAt" in draft && typeof draft.savedAt === "string") {
      return draft as PostDraft;
    }
  } catch {
    // unreadable storage or a damaged draft: nothing to offer
  }
  return null;
}

function writeDraft(key: string, draft: PostDraft | null): void {
  try {
    if (draft) window.localStorage.setItem(key, JSON.stringify(draft));
    else window.localStorage.removeItem(key);
  } catch {
    // storage full or refused (private mode): the editor still works, only without the safety copy
  }
}

const same = (a: PostFormValues, b: PostFormValues) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether a kept copy is worth offering against the version the server has now (`savedVersion`, absent for a new
 * post). A copy started from that very version is newer work; one started from an earlier version is offered only if
 * it was written after the later save, and never when the save is newer: it would bring back older text in place of it.
 */
export function draftOfferFor(draft: PostDraft, savedVersion: string | undefined): DraftOfferState | null {
  if (savedVersion === undefined || draft.base === savedVersion) return { ...draft, replacesNewerSave: false };
  const written = Date.parse(draft.savedAt);
  const saved = Date.parse(savedVersion);
  if (Number.isNaN(written) || Number.isNaN(saved) || written <= saved) return null;
  return { ...draft, replacesNewerSave: true };
}

/**
 * Keeps the post being edited in the browser (localStorage, one copy per post and one for a new post) on every
 * change, so a reload, a crash or a closed tab loses nothing. On the next visit the copy is offered back until
 * the admin restores or discards it; nothing is written meanwhile, so the offer is never overwritten unseen.
 * A copy older than the post's last save is not offered (draftOfferFor) and is dropped. `saved()` drops the copy
 * once the server has the post.
 */
export function usePostDraft(postId: string | undefined, values: PostFormValues, initialValues: PostFormValues, savedVersion?: string) {
  const key = storageKey(postId);
  const [offered, setOffered] = useState<DraftOfferState | null>(null);
  const tracking = useRef(false);

  // Browser storage is read after hydration, so the server's HTML and the first render agree.
  useEffect(() => {
    const draft = readDraft(key);
    const offer = draft && !same(draft.values, initialValues) ? draftOfferFor(draft, savedVersion) : null;
    if (offer) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- an external store read once on mount
      setOffered(offer);
    } else {
      if (draft) writeDraft(key, null);
      tracking.current = true;
    }
  }, [key, initialValues, savedVersion]);

  useEffect(() => {
    if (!tracking.current) return;
    writeDraft(key, same(values, initialValues) ? null : { values, savedAt: new Date().toISOString(), base: savedVersion });
  }, [key, values, initialValues, savedVersion]);

  return {
    /** A copy from an earlier visit, waiting for an answer. */
    offered,
    /** Answers the offer: the copy is taken (restore) or thrown away (discard); changes are kept from now on. */
    answer(take: boolean): DraftOfferState | null {
      const draft = offered;
      setOffered(null);
      tracking.current = true;
      if (!take) writeDraft(key, null);
      return take ? draft : null;
    },
    /** The server has the post: the copy is no longer needed. */
    saved() {
      tracking.current = false;
      writeDraft(key, null);
    },
  };
}
