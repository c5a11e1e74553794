/**
 * Blog post publishing rules (spec sections 4 and 6). A scheduled date exactly equal to `now` is no longer
 * "in the future", so such a post is Published and visible.
 */
export interface PublishState {
  isPublished: boolean;
  scheduledDate: Date | null;
}

export type PostStatus = { kind: "draft" } | { kind: "published" } | { kind: "scheduled"; date: Date };

export function postStatus({ isPublished, scheduledDate }: PublishState, now: Date): PostStatus {
  if (!isPublished) return { kind: "draft" };
  if (scheduledDate && scheduledDate.getTime() > now.getTime()) return { kind: "scheduled", date: scheduledDate };
  return { kind: "published" };
}

/** Ticking 'Publish immediately' clears the scheduled date; unticking leaves the date as it was. */
export function applyPublishToggle<S extends PublishState>(state: S, checked: boolean): S {
  return checked ? { ...state, isPublished: true, scheduledDate: null } : { ...state, isPublished: false };
}

/** Entering a scheduled date forces the published flag on; clearing the date (null) leaves the flag alone. */
export function applyScheduledDate<S extends PublishState>(state: S, date: Date | null): S {
  return date ? { ...state, isPublished: true, scheduledDate: date } : { ...state, scheduledDate: null };
}

/**
 * published_date on save, as the spec words it: the scheduled date if present, else now if published, else
 * empty. A draft that still carries a scheduled date (ticked off after a date was entered) keeps that date;
 * it stays hidden because `isVisible` also needs the published flag.
 */
export function publishedDateOnSave({ isPublished, scheduledDate }: PublishState, now: Date): Date | null {
  if (scheduledDate) return scheduledDate;
  return isPublished ? now : null;
}

/** What visitors may see: published, and the scheduled date (if any) is not later than now. */
export function isVisible({ isPublished, scheduledDate }: PublishState, now: Date): boolean {
  return isPublished && (scheduledDate === null || scheduledDate.getTime() <= now.getTime());
}
