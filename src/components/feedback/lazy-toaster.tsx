"use client";

import dynamic from "next/dynamic";

/** The toaster's code loads after the page is interactive, keeping it out of the initial JavaScript. */
export const LazyToaster = dynamic(() => import("./toaster").then((m) => m.Toaster), { ssr: false });
