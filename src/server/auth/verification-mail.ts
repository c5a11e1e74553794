import "server-only";
import { site } from "@/content/site";
import type { OutgoingMail } from "@/server/email/outbox";
import { escapeHtml } from "@/server/email/templates";

/** The sign-up confirmation e-mail: one link that verifies the address and lands on the site. */
export function verificationMail(to: string, url: string): OutgoingMail {
  const lines = [
    `Thanks for creating an account with ${site.name}.`,
    "Please confirm your e-mail address by opening this link (it expires in 24 hours):",
  ];
  const ignore = "If you didn't create an account, you can ignore this e-mail.";
  const text = ["Hello,", "", ...lines, url, "", ignore, "", site.name].join("\n");
  const html =
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">` +
    `<p>Hello,</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}` +
    `<p><a href="${escapeHtml(url)}" style="color:#a4552e">Confirm my e-mail address</a></p>` +
    `<p style="color:#6b7280">${escapeHtml(ignore)}</p><p style="color:#6b7280">${escapeHtml(site.name)}</p></body></html>`;
  return { kind: "email-verification", to, subject: `Confirm your e-mail address — ${site.name}`, text, html };
}
