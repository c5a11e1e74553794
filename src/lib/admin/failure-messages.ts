/**
 * What each admin write says when it fails unexpectedly: the server's answer when its handler throws, and the
 * browser's when the request itself fails (src/components/feedback/submit-safely.ts). Shared, so both say the same.
 */
export const adminFailureMessages = {
  savePost: "Failed to save the post. Please try again.",
  deletePost: "Failed to delete the post. Please try again.",
  bulkUpdate: "Failed to update blog images. Please try again.",
  saveEvent: "Failed to save the event. Please try again.",
  deleteEvent: "Failed to delete the event. Please try again.",
  updateLead: "Failed to update the lead. Please try again.",
  retryMail: "Failed to retry the e-mail. Please try again.",
  addNote: "Failed to add the note. Please try again.",
  deleteLead: "Failed to delete the lead. Please try again.",
  saveLeadSettings: "Failed to save the lead settings. Please try again.",
} as const;
