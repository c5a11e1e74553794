/*
 * "Unsubscribe from everything" ends every subscription of the address, the newsletter's included: the button and the
 * answer after it say so whenever the newsletter is among them.
 */

/** The button's words, `newsletter` when the address still gets the newsletter. */
export function unsubscribeEverythingLabel(newsletter: boolean): string {
  return newsletter ? "Unsubscribe from all alerts and the newsletter" : "Unsubscribe from all alerts";
}

/** What the manage page says once it is done, `newsletter` when the newsletter was ended too. */
export function unsubscribedEverythingMessage(newsletter: boolean): string {
  return newsletter ? "Unsubscribed from every alert and the newsletter." : "Unsubscribed from every alert.";
}
