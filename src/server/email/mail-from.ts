import { firstAgencyContent } from "@/content/agency";
import { site } from "@/content/site";
import { env } from "@/env";

/** The sender of every e-mail: MAIL_FROM, else the brand at the agency's first address (env.ts reads no content). */
export const mailFrom: string = env.MAIL_FROM ?? `${site.name} <${firstAgencyContent.email}>`;
