import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { CircleAlert } from "lucide-react";
import { connection } from "next/server";
import { AcceptInvitationForm } from "@/components/auth/accept-invitation-form";
import { AuthCard } from "@/components/auth/auth-card";
import { buildMetadata } from "@/content/seo/metadata";
import { roleLabels } from "@/lib/auth/permissions";
import { getDb } from "@/server/db";
import { lookUpInvitation } from "@/server/staff/invitations";

export const metadata: Metadata = {
  ...buildMetadata({
    title: "Join the Team",
    description: "Accept an invitation to the Ironbark Realty staff.",
    path: "/invite",
    noIndex: true,
  }),
  // The token is in this page's address: never hand it to another site.
  referrer: "no-referrer",
};

/**
 * The invitation link (public, works without JavaScript): a name and password for a new account, or one button when a
 * confirmed account already uses the address. An expired, used or unknown link says which, and what to do.
 */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  // Read on every request, never prerendered: the link's state changes.
  await connection();
  const { token } = await params;
  const invitation = await lookUpInvitation(await getDb(), token);

  if (invitation.status !== "usable") {
    return (
      <AuthCard title="Join the team" intro="This invitation can't be used.">
        <div className="space-y-5">
          <p role="alert" className="flex gap-2 rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{invitation.message}</span>
          </p>
          <Link href="/login" className="block text-center text-sm font-semibold text-clay-600 underline-offset-4 hover:underline">
            Go to the sign-in page
          </Link>
        </div>
      </AuthCard>
    );
  }

  const intro = invitation.hasAccount
    ? `You're invited to join as ${roleLabels[invitation.role]}. You already have an account for ${invitation.email}: accept, then sign in with your password.`
    : `You're invited to join as ${roleLabels[invitation.role]}. Choose your name and a password for ${invitation.email}.`;
  return (
    <AuthCard title="Join the team" intro={intro}>
      <AcceptInvitationForm token={token} hasAccount={invitation.hasAccount} />
    </AuthCard>
  );
}
