/**
 * The agency's time zone. Every date and time the site, the admin and the e-mails show, the reply clock's opening
 * hours, the events' calendar days and dated file names are read on this clock, whatever zone the server or the
 * browser runs in. Dates are formatted in one module, ./date.ts.
 */
export const agencyTimeZone = "Australia/Sydney";
