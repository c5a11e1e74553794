/** Forms that post to submitEnquiryAction. */
export const enquiryFormKinds = ["appraisal", "career", "contact", "newsletter", "listing"] as const;
export type EnquiryFormKind = (typeof enquiryFormKinds)[number];

/**
 * What submitEnquiryAction (and the listing alert form's saveAlertAction) returns to useActionState; with JavaScript off
 * the page renders it directly.
 */
export interface EnquiryActionState {
  status: "idle" | "success" | "error";
  title: string;
  message: string;
  /** The visitor's entries: kept after an error so nothing has to be typed again, empty after success. */
  values: Record<string, string>;
}

export const initialEnquiryActionState: EnquiryActionState = { status: "idle", title: "", message: "", values: {} };

/** The spec's texts (section 8). */
export const enquiryMessages: Record<
  EnquiryFormKind,
  { success: { title: string; message: string }; failure: { title: string; message: string } }
> = {
  appraisal: {
    success: { title: "Thank you for reaching out", message: "We'll be in touch soon to discuss your property." },
    failure: { title: "Error", message: "Failed to submit your request. Please try again or call us directly." },
  },
  career: {
    success: { title: "Application Submitted", message: "Thank you for your interest in joining the agency. We'll be in touch soon!" },
    failure: { title: "Error", message: "Failed to submit your application. Please try again or email us directly." },
  },
  contact: {
    success: { title: "Message Sent!", message: "We'll get back to you as soon as possible." },
    failure: { title: "Error", message: "Failed to send message. Please try again or call us directly." },
  },
  newsletter: {
    // The title is the spec's; the line after it says what double opt-in (issue 31) asks of the subscriber.
    success: { title: "Subscribed!", message: "Please confirm from the e-mail we've just sent you." },
    failure: { title: "Error", message: "Failed to subscribe. Please try again." },
  },
  // Not in the spec (issue 30): worded as the contact form's.
  listing: {
    success: { title: "Enquiry Sent!", message: "The agent will get back to you soon. We've e-mailed you the inspection times." },
    failure: { title: "Error", message: "Failed to send your enquiry. Please try again or call the agent directly." },
  },
};

export const invalidInputTitle = "Invalid Input";
