import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { LinkInvalidNotice } from "@/components/auth/link-invalid-notice";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { buildMetadata } from "@/content/seo/metadata";

export const metadata: Metadata = buildMetadata({
  title: "Choose a New Password",
  description: "Set a new Ironbark Realty password.",
  path: "/reset-password",
  noIndex: true,
});

interface ResetPasswordPageProps {
  searchParams: Promise<{ token?: string | string[]; error?: string | string[] }>;
}

/**
 * The e-mailed link goes through better-auth (/api/auth/reset-password/{token}), which checks the token and sends the
 * browser here with `?token=…`, or with `?error=INVALID_TOKEN` when it was used already or has expired.
 */
export default async function ResetPasswordPage({ searchParams }: ResetPasswordPageProps) {
  const { token, error } = await searchParams;
  const usable = typeof token === "string" && token !== "" && error === undefined;
  return (
    <AuthCard
      title="Choose a new password"
      intro={usable ? "Pick a password you don't use anywhere else." : "This reset link can't be used."}
    >
      {usable ? <ResetPasswordForm token={token} /> : <LinkInvalidNotice />}
    </AuthCard>
  );
}
