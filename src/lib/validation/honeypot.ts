/** The hidden field bots fill in and people never see (no zod here: the forms render it without loading the schemas). */
export const HONEYPOT_FIELD = "website";
