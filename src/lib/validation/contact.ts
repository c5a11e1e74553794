import "./zod-jitless";
import { z } from "zod";
import { enquiryTypes, type EnquiryTypeValue } from "./contact-enquiry-types";
import { emailSchema } from "./fields";

const enquiryTypeValues = enquiryTypes.map((t) => t.value) as [EnquiryTypeValue, ...EnquiryTypeValue[]];

const enquiryTypeMessage = "Please select an enquiry type";

/**
 * The contact enquiry form, spec section 5. The phone limits count characters (10 to 15 inclusive) although the
 * spec's messages say "digits"; the messages are kept word for word.
 */
export const contactSchema = z.object({
  fullName: z
    .string({ error: "Name must be at least 2 characters" })
    .trim()
    .min(2, { error: "Name must be at least 2 characters" })
    .max(100, { error: "Name must be less than 100 characters" }),
  email: emailSchema,
  phone: z
    .string({ error: "Phone number must be at least 10 digits" })
    .trim()
    .min(10, { error: "Phone number must be at least 10 digits" })
    .max(15, { error: "Phone number must be less than 15 digits" })
    .regex(/^[\d\s+()-]+$/, { error: "Invalid phone number format" }),
  // Missing, empty and unknown values all get the one message.
  enquiryType: z.enum(enquiryTypeValues, { error: enquiryTypeMessage }),
  message: z
    .string({ error: "Message must be at least 10 characters" })
    .trim()
    .min(10, { error: "Message must be at least 10 characters" })
    .max(1000, { error: "Message must be less than 1000 characters" }),
});

export type ContactInput = z.infer<typeof contactSchema>;
