import { z } from "zod";
import { emailSchema } from "./fields";

export const enquiryTypes = [
  { value: "selling", label: "Selling Property" },
  { value: "buying", label: "Buying Property" },
  { value: "rental", label: "Property Management" },
  { value: "appraisal", label: "Free Appraisal" },
  { value: "general", label: "General Enquiry" },
] as const;

export type EnquiryTypeValue = (typeof enquiryTypes)[number]["value"];

const enquiryTypeValues = enquiryTypes.map((t) => t.value) as [EnquiryTypeValue, ...EnquiryTypeValue[]];

export const contactSchema = z.object({
  fullName: z
    .string({ message: "Name must be at least 2 characters" })
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(100, "Name must be less than 100 characters"),
  email: emailSchema,
  phone: z
    .string({ message: "Phone number must be at least 10 digits" })
    .trim()
    .min(10, "Phone number must be at least 10 digits")
    .max(15, "Phone number must be less than 15 digits")
    .regex(/^[\d\s+()-]+$/, "Invalid phone number format"),
  enquiryType: z.enum(enquiryTypeValues, { message: "Please select an enquiry type" }),
  message: z
    .string({ message: "Message must be at least 10 characters" })
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(1000, "Message must be less than 1000 characters"),
});

export type ContactInput = z.infer<typeof contactSchema>;
