/** The chat lead form's failure sentence: the server's when its handler throws, the browser's when the request fails. */
export const chatLeadFailureMessage = (phone: string) => `Something went wrong. Please try again, or call us on ${phone}.`;

/**
 * The words with which an answer offers the lead form when the assistant could not help: the panel shows the form
 * after such an answer even when the visitor showed no intent to sell, buy or rent.
 */
export const chatLeadCue = "leave your name and number below";

/** The lead form's heading after such an answer. */
export const chatLeadFallbackCopy = "Leave your details and one of our team will get back to you.";
