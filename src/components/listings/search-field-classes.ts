/** The search form's fields and their labels, alike on the server's part of the form and the client's selects. */
export const searchFieldClasses = {
  field: "h-11 w-full rounded-lg border border-ink/25 bg-white px-3 text-base text-ink",
  fieldLabel: "mb-1 block text-sm font-semibold text-ink",
};
