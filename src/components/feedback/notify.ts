/*
 * The one way to show a toast: a title and an optional description. Errors use the destructive style.
 * sonner (≈ 10 KB gzip) is imported on first use, not with the page: the <Toaster> that shows the toasts loads
 * it lazily too (lazy-toaster.tsx), so by the time anyone is notified it is normally already there.
 */
const sonner = () => import("sonner");

export function notifyError(title: string, description?: string): void {
  void sonner().then(({ toast }) => toast.error(title, { description }));
}

export function notifySuccess(title: string, description?: string): void {
  void sonner().then(({ toast }) => toast.success(title, { description }));
}
