/** The categories the demo posts use, offered as suggestions in the editor (any other text is allowed). */
export const blogCategories = ["Market Update", "Buying", "Selling", "Property Management", "Local Living", "Investing"] as const;
