/** The 12 fixed headlines of the 'Latest Property News' ticker. */
export const newsHeadlines: readonly string[] = [
  "Gregory Hills homes selling in around 21 days with well-prepared campaigns",
  "Oran Park town centre keeps growing as new shops and services open",
  "Western Sydney International Airport brings new jobs closer to Leppington",
  "Leppington station puts the T2 and T5 lines at South West families' doorstep",
  "Camden Valley Way upgrades ease the morning run to the M5 and M7",
  "First-home buyers return to Gledswood Hills as land releases finish",
  "Rental demand stays firm across Camden Council suburbs",
  "New schools and childcare centres open in Oran Park and Gregory Hills",
  "Acreage living around Camden draws buyers looking for space and lifestyle",
  "Leppington town centre plans signal the next wave of local growth",
  "Buyers favour move-in-ready homes: presentation still pays in 2026",
  "Settlement periods of 30 to 60 days remain the norm in South West Sydney",
];
