import { site } from "@/content/site";

/** The chat lead form's failure sentence: the server's when its handler throws, the browser's when the request fails. */
export const chatLeadFailureMessage = `Something went wrong. Please try again, or call us on ${site.phone.display}.`;
