import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { buildMetadata } from "@/content/seo/metadata";

export const metadata: Metadata = buildMetadata({
  title: "Log In",
  description: "Staff sign-in to the Ironbark Realty admin.",
  path: "/login",
  noIndex: true,
});

interface LoginPageProps {
  searchParams: Promise<{ denied?: string | string[] }>;
}

export default async function LoginPage({ searchParams }: LoginPageProps) {
  const { denied } = await searchParams;
  return (
    <AuthCard title="Welcome back" intro="Log in to manage blog posts, leads and SEO tools.">
      <LoginForm denied={denied === "1"} />
    </AuthCard>
  );
}
