/** The agency's phone as the chat shows it (the display form) and dials it (E.164): from the agency settings. */
export interface AgencyPhone {
  display: string;
  e164: string;
}
