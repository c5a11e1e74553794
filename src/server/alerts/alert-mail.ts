import "server-only";
import { site } from "@/content/site";
import { env } from "@/env";
import { listingPath } from "@/lib/listings/listing-slug";
import type { Agency } from "@/lib/site-content/agency";
import type { AlertFrequency } from "@/server/db/schema";
import { escapeHtml, type MailContent } from "@/server/email/templates";
import type { PublicListingCard } from "@/server/listings/public-listing";

/*
 * The listing alert e-mails. Each names the sender (trading and legal name, ABN, licence and address: the Spam Act's
 * sender identification), says why the reader gets it, and carries a one-click unsubscribe (link, and the RFC 8058
 * headers for the mail client's own button) and a link to manage every alert of the address. Prices are the public
 * price labels only: a withheld price never appears.
 */

/** More matches than this in one alert are sent as a digest: one line each, and the link to the search. */
export const digestThreshold = 5;

export const alertLinks = (token: string, siteUrl: string = env.SITE_URL) => {
  const base = siteUrl.replace(/\/+$/, "");
  const t = encodeURIComponent(token);
  return {
    confirm: `${base}/alerts/confirm?token=${t}`,
    unsubscribe: `${base}/alerts/unsubscribe?token=${t}`,
    oneClick: `${base}/api/alerts/unsubscribe?token=${t}`,
    manage: `${base}/alerts/manage?token=${t}`,
    /** One alert e-mail's tracking image; its own token, not the subscription's. */
    openPixel: (openToken: string) => `${base}/api/alerts/opened?token=${encodeURIComponent(openToken)}`,
    absolute: (path: string) => `${base}${path}`,
  };
};

const frequencyWords: Record<AlertFrequency, string> = {
  instant: "as soon as there is news",
  daily: "once a day at 7 am (Sydney time), when there is news",
  weekly: "once a week, on Monday at 7 am (Sydney time), when there is news",
};

function identityLines(agency: Agency): string[] {
  const a = agency.address;
  return [
    `${site.name} · ${agency.legalName} · ABN ${agency.abn} · Licence ${agency.licenceNumber}`,
    `${a.street}, ${a.suburb} ${a.region} ${a.postcode} · ${agency.phone} · ${agency.email}`,
  ];
}

function page(body: string): string {
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">${body}</body></html>`;
}

function footer(agency: Agency, why: string, links: ReturnType<typeof alertLinks> | null): { text: string[]; html: string } {
  const identity = identityLines(agency);
  const text = [
    "--",
    why,
    ...(links ? [`Unsubscribe (one click): ${links.unsubscribe}`, `Manage all your alerts: ${links.manage}`] : []),
    "",
    ...identity,
  ];
  const html =
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px">` +
    `<p style="color:#6b7280;font-size:13px">${escapeHtml(why)}` +
    (links
      ? `<br><a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a> · <a href="${escapeHtml(links.manage)}">Manage all your alerts</a>`
      : "") +
    `</p><p style="color:#6b7280;font-size:13px">${identity.map(escapeHtml).join("<br>")}</p>`;
  return { text, html };
}

/** The double opt-in e-mail: nothing is sent until its link is followed. */
export function confirmationMail(agency: Agency, data: { subject: string; frequency: AlertFrequency; token: string }): MailContent {
  const links = alertLinks(data.token);
  const lines = [
    `Please confirm that you want listing alerts from ${site.name}:`,
    data.subject,
    `We'll e-mail you ${frequencyWords[data.frequency]}.`,
  ];
  const ignore = "If you didn't ask for this, ignore this e-mail: you won't hear from us.";
  const end = footer(agency, `Someone (we hope you) asked for these alerts at this address on ${site.name}.`, null);
  const text = ["Hello,", "", ...lines, "", `Confirm: ${links.confirm}`, "", ignore, "", ...end.text].join("\n");
  const html = page(
    `<p>Hello,</p><p>${escapeHtml(lines[0]!)}<br><strong>${escapeHtml(data.subject)}</strong></p><p>${escapeHtml(lines[2]!)}</p>` +
      `<p><a href="${escapeHtml(links.confirm)}" style="display:inline-block;background:#14532d;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Confirm my alert</a></p>` +
      `<p>${escapeHtml(ignore)}</p>${end.html}`,
  );
  return { subject: `Confirm your listing alert — ${site.name}`, text, html };
}

/** The newsletter's double opt-in e-mail: the address gets no newsletter until its link is followed. */
export function newsletterConfirmationMail(agency: Agency, token: string): MailContent {
  const links = alertLinks(token);
  const line = `Please confirm that you want the ${site.name} newsletter: local market updates, suburb news and tips for buying, selling and renting in South West Sydney.`;
  const ignore = "If you didn't ask for this, ignore this e-mail: you won't hear from us.";
  const end = footer(agency, `Someone (we hope you) subscribed this address to our newsletter on ${site.name}.`, null);
  const text = ["Hello,", "", line, "", `Confirm: ${links.confirm}`, "", ignore, "", ...end.text].join("\n");
  const html = page(
    `<p>Hello,</p><p>${escapeHtml(line)}</p>` +
      `<p><a href="${escapeHtml(links.confirm)}" style="display:inline-block;background:#14532d;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Confirm my subscription</a></p>` +
      `<p>${escapeHtml(ignore)}</p>${end.html}`,
  );
  return { subject: `Confirm your newsletter subscription — ${site.name}`, text, html };
}

/** Once the newsletter is confirmed: what to expect, with the one-click unsubscribe (link and RFC 8058 headers). */
export function newsletterWelcomeMail(agency: Agency, token: string): MailContent & { headers: Record<string, string> } {
  const links = alertLinks(token);
  const lines = [
    `Thanks for confirming: you're subscribed to the ${site.name} newsletter.`,
    "You'll hear from us with local market updates, suburb news and tips for buying, selling and renting in South West Sydney.",
  ];
  const end = footer(agency, `You get this because you confirmed a newsletter subscription with ${site.name}.`, links);
  const text = ["Hello,", "", ...lines, "", ...end.text].join("\n");
  const html = page(`<p>Hello,</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}${end.html}`);
  return { subject: `You're subscribed — ${site.name}`, text, html, headers: oneClickHeaders(links) };
}

const oneClickHeaders = (links: ReturnType<typeof alertLinks>) => ({
  "List-Unsubscribe": `<${links.oneClick}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/** The same wish saved again after it was confirmed: the manage link, and nothing new. */
export function alreadySubscribedMail(agency: Agency, token: string, kind: "alert" | "newsletter" = "alert"): MailContent {
  const links = alertLinks(token);
  const what = kind === "newsletter" ? "our newsletter" : "a listing alert";
  const line = `You asked for ${what}, which you already get. Nothing has changed; you can see and change all your subscriptions here:`;
  const end = footer(
    agency,
    `You get ${kind === "newsletter" ? "the newsletter" : "listing alerts"} from ${site.name} at this address.`,
    links,
  );
  const text = ["Hello,", "", line, links.manage, "", ...end.text].join("\n");
  const html = page(`<p>Hello,</p><p>${escapeHtml(line)}<br><a href="${escapeHtml(links.manage)}">Manage your alerts</a></p>${end.html}`);
  return { subject: `Your subscriptions — ${site.name}`, text, html };
}

export type AlertReason = "new" | "sold" | "leased" | "under_offer" | "price_changed" | "inspection_added";

export interface AlertItem {
  listing: PublicListingCard;
  reasons: AlertReason[];
}

const reasonWords: Record<AlertReason, string> = {
  new: "New listing",
  sold: "Sold",
  leased: "Leased",
  under_offer: "Under offer",
  price_changed: "Price updated",
  inspection_added: "New inspection time",
};

function itemFacts(card: PublicListingCard): string {
  const rooms = [
    card.bedrooms !== null ? `${card.bedrooms} bed` : null,
    card.bathrooms !== null ? `${card.bathrooms} bath` : null,
    card.carSpaces !== null ? `${card.carSpaces} car` : null,
  ].filter(Boolean);
  return [card.priceLabel, rooms.join(" · ")].filter(Boolean).join(" — ");
}

/** One alert: up to five listings in full, more as a digest. */
export function listingAlertMail(
  agency: Agency,
  data: { subject: string; token: string; openToken: string; searchPath: string | null; items: AlertItem[] },
): MailContent & {
  headers: Record<string, string>;
} {
  const links = alertLinks(data.token);
  const digest = data.items.length > digestThreshold;
  const count = data.items.length;
  const first = data.items[0];
  const mailSubject = digest
    ? `${count} updates for your alert: ${data.subject}`
    : count === 1 && first
      ? `${reasonWords[first.reasons[0] ?? "new"]}: ${first.listing.address}`
      : `${count} updates for your alert: ${data.subject}`;
  const intro = `News for your alert "${data.subject}":`;
  const textItems = data.items.map(({ listing, reasons }) => {
    const label = reasons.map((r) => reasonWords[r]).join(", ");
    const url = links.absolute(listingPath(listing.slug));
    return digest
      ? `- ${label}: ${listing.address} — ${listing.priceLabel} ${url}`
      : [`${label}: ${listing.address}`, itemFacts(listing), ...(listing.headline ? [listing.headline] : []), url].join("\n");
  });
  const htmlItems = data.items
    .map(({ listing, reasons }) => {
      const label = reasons.map((r) => reasonWords[r]).join(", ");
      const url = escapeHtml(links.absolute(listingPath(listing.slug)));
      if (digest)
        return `<li><strong>${escapeHtml(label)}</strong>: <a href="${url}">${escapeHtml(listing.address)}</a> — ${escapeHtml(listing.priceLabel)}</li>`;
      return (
        `<div style="margin:0 0 20px"><p style="margin:0;color:#14532d;font-weight:bold">${escapeHtml(label)}</p>` +
        `<p style="margin:0;font-size:17px"><a href="${url}">${escapeHtml(listing.address)}</a></p>` +
        `<p style="margin:0">${escapeHtml(itemFacts(listing))}</p>` +
        (listing.headline ? `<p style="margin:0;color:#4b5563">${escapeHtml(listing.headline)}</p>` : "") +
        `</div>`
      );
    })
    .join("");
  const searchLink = data.searchPath ? links.absolute(data.searchPath) : null;
  const end = footer(agency, `You get this because you confirmed a listing alert with ${site.name}.`, links);
  const text = [
    intro,
    "",
    ...(digest ? textItems : textItems.flatMap((item) => [item, ""])),
    ...(searchLink ? ["", `See every match: ${searchLink}`] : []),
    "",
    ...end.text,
  ].join("\n");
  const html = page(
    `<p>${escapeHtml(intro)}</p>` +
      (digest ? `<ul>${htmlItems}</ul>` : htmlItems) +
      (searchLink ? `<p><a href="${escapeHtml(searchLink)}">See every match</a></p>` : "") +
      end.html +
      // Counts the alert as opened when the reader's mail client shows images (decision 026).
      `<img src="${escapeHtml(links.openPixel(data.openToken))}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px">`,
  );
  return {
    subject: mailSubject.length > 150 ? `${mailSubject.slice(0, 149)}…` : mailSubject,
    text,
    html,
    headers: oneClickHeaders(links),
  };
}
