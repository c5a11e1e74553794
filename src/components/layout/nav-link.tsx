"use client";

import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

/** True when `pathname` is `href` or one of its sub-pages (/gregory-hills/buying is inside /gregory-hills). */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

interface NavLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/** A menu link that marks the current section with aria-current="page"; style it with `aria-[current=page]:`. */
export function NavLink({ href, className, children }: NavLinkProps) {
  const pathname = usePathname();
  return (
    <Link href={href} className={className} aria-current={isActivePath(pathname, href) ? "page" : undefined}>
      {children}
    </Link>
  );
}
