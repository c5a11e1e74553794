import { formatDisplayDate } from "@/lib/format/date";
import { postStatus, type PublishState } from "./post-status";

/** The admin list's status text (spec section 4): 'Draft', 'Published' or 'Scheduled: {date}'. */
export function postStatusLabel(post: PublishState, now: Date = new Date()): string {
  const status = postStatus(post, now);
  if (status.kind === "draft") return "Draft";
  if (status.kind === "scheduled") return `Scheduled: ${formatDisplayDate(status.date)}`;
  return "Published";
}
