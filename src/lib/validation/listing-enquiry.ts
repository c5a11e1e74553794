import "./zod-jitless";
import { z } from "zod";
import { auPhoneSchema, emailSchema, fullNameSchema } from "./fields";
import { listingEnquiryInterests, type ListingEnquiryInterest } from "./listing-enquiry-interests";

const interestValues = listingEnquiryInterests.map((i) => i.value) as [ListingEnquiryInterest, ...ListingEnquiryInterest[]];

export const listingEnquiryInterestMessage = "Please choose what you would like to know";
export const listingEnquiryMessageNeeded = "Please tell us what you would like to know (at least 10 characters)";
export const unknownListingMessage = "This home is no longer on the market.";

/**
 * The enquiry form on a listing page: what the visitor wants, who they are, how to reach them. The message is
 * optional (the choice usually says it all) but needed for "Something else", and up to 1000 characters.
 */
export const listingEnquirySchema = z
  .object({
    listingId: z.uuid({ error: unknownListingMessage }),
    interest: z.enum(interestValues, { error: listingEnquiryInterestMessage }),
    fullName: fullNameSchema,
    email: emailSchema,
    phone: auPhoneSchema,
    message: z
      .string({ error: "Message must be less than 1000 characters" })
      .trim()
      .max(1000, { error: "Message must be less than 1000 characters" })
      .optional()
      .default(""),
  })
  .refine((input) => input.interest !== "other" || input.message.length >= 10, {
    error: listingEnquiryMessageNeeded,
    path: ["message"],
  });

export type ListingEnquiryInput = z.infer<typeof listingEnquirySchema>;
