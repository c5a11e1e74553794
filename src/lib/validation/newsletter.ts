import "./zod-jitless";
import { z } from "zod";
import { emailSchema } from "./fields";

/** The 'Stay Updated' subscribe form: the e-mail is required (missing or blank reads 'Invalid email address'). */
export const newsletterSchema = z.object({ email: emailSchema });

export type NewsletterInput = z.infer<typeof newsletterSchema>;
