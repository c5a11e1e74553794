import { imageMessages } from "@/lib/validation/blog-image";

/**
 * What the edit page says after its upload form (without JavaScript) came back: the route answers with a code in the
 * address (`?portrait=uploaded`), never with words of its own, so no link can make the page say something else.
 */
export const portraitNotices = {
  uploaded: "Portrait uploaded, cropped to the card's shape and saved.",
  removed: "Portrait removed: the placeholder is shown.",
  "no-file": "Choose a picture to upload first.",
  "too-large": imageMessages.tooLarge.message,
  "not-an-image": imageMessages.invalidType.message,
  "over-allowance": "You have uploaded a lot in a short time. Please try again later.",
  failed: imageMessages.uploadFailed.message,
  "not-yours": "This portrait is not yours to change.",
} as const;

export type PortraitNotice = keyof typeof portraitNotices;

export function portraitNoticeNamed(code: string | string[] | undefined): PortraitNotice | null {
  return typeof code === "string" && Object.hasOwn(portraitNotices, code) ? (code as PortraitNotice) : null;
}

/** Whether the notice reports a refusal (an alert) rather than a change made (a status). */
export const isPortraitRefusal = (notice: PortraitNotice) => notice !== "uploaded" && notice !== "removed";
