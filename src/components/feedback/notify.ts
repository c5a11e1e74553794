import { toast } from "sonner";

/** The one way to show a toast: a title and an optional description. Errors use the destructive style. */
export function notifyError(title: string, description?: string): void {
  toast.error(title, { description });
}

export function notifySuccess(title: string, description?: string): void {
  toast.success(title, { description });
}
