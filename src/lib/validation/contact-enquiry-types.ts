/** The contact form's enquiry types (spec section 5), kept apart from its schema so the form renders them without loading zod. */
export const enquiryTypes = [
  { value: "selling", label: "Selling Property" },
  { value: "buying", label: "Buying Property" },
  { value: "rental", label: "Property Management" },
  { value: "appraisal", label: "Free Appraisal" },
  { value: "general", label: "General Enquiry" },
] as const;

export type EnquiryTypeValue = (typeof enquiryTypes)[number]["value"];
