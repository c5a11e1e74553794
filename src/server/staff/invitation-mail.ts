import "server-only";
import { site } from "@/content/site";
import { roleLabels, type StaffRole } from "@/lib/auth/permissions";
import type { OutgoingMail } from "@/server/email/outbox";
import { escapeHtml } from "@/server/email/templates";

/** The invitation e-mail: who invited them, as what, and the one link that accepts it. */
export function invitationMail(to: string, role: StaffRole, invitedBy: string, url: string, validDays: number): OutgoingMail {
  const lines = [
    `${invitedBy} has invited you to join the ${site.name} website's staff as ${articleFor(roleLabels[role])} ${roleLabels[role].toLowerCase()}.`,
    `Open this link to set your name and password. It works once and expires in ${validDays} days:`,
  ];
  const ignore = "If you weren't expecting this, you can ignore this e-mail: nothing happens unless the link is opened.";
  const text = ["Hello,", "", ...lines, url, "", ignore, "", site.name].join("\n");
  const html =
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">` +
    `<p>Hello,</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}` +
    `<p><a href="${escapeHtml(url)}" style="color:#a4552e">Accept the invitation</a></p>` +
    `<p style="color:#6b7280">${escapeHtml(ignore)}</p><p style="color:#6b7280">${escapeHtml(site.name)}</p></body></html>`;
  return { kind: "staff-invitation", to, subject: `You're invited to ${site.name}`, text, html };
}

function articleFor(word: string): string {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}
