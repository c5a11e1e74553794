import "server-only";
import { site } from "@/content/site";
import type { OutgoingMail } from "@/server/email/outbox";
import { escapeHtml } from "@/server/email/templates";

/** The link in a password-reset e-mail works once and for this long (better-auth's resetPasswordTokenExpiresIn). */
export const passwordResetLinkSeconds = 60 * 60;

/** The password-reset e-mail: one link to the page that sets a new password. */
export function passwordResetMail(to: string, url: string): OutgoingMail {
  const lines = [
    `Someone (hopefully you) asked to reset the password of your ${site.name} account.`,
    "Open this link to choose a new password. It works once and expires in 1 hour:",
  ];
  const ignore = "If you didn't ask for this, you can ignore this e-mail: your password stays as it is.";
  const text = ["Hello,", "", ...lines, url, "", ignore, "", site.name].join("\n");
  const html =
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">` +
    `<p>Hello,</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}` +
    `<p><a href="${escapeHtml(url)}" style="color:#a4552e">Choose a new password</a></p>` +
    `<p style="color:#6b7280">${escapeHtml(ignore)}</p><p style="color:#6b7280">${escapeHtml(site.name)}</p></body></html>`;
  return { kind: "password-reset", to, subject: `Reset your password — ${site.name}`, text, html };
}
