/** What a visitor can ask about a listing (issue 30), kept apart from its schema so the form renders them without loading zod. */
export const listingEnquiryInterests = [
  { value: "price-guide", label: "Price guide" },
  { value: "inspection", label: "Arrange an inspection" },
  { value: "contract", label: "Contract of sale" },
  { value: "register-to-bid", label: "Register to bid" },
  { value: "other", label: "Something else" },
] as const;

export type ListingEnquiryInterest = (typeof listingEnquiryInterests)[number]["value"];

export function listingEnquiryInterestLabel(value: string | null): string | null {
  return listingEnquiryInterests.find((interest) => interest.value === value)?.label ?? value;
}
