"use client";

import { Upload } from "lucide-react";
import { useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { notifyError } from "@/components/feedback/notify";
import type { UploadKind } from "@/lib/uploads/upload-kinds";
import { imageMessages, maxImageUploadBytes, uploadErrorToast } from "@/lib/validation/blog-image";
import { Button } from "./button";

/**
 * The one way the browser uploads an image: `POST /api/admin/uploads?kind=…` (the server checks it by its bytes, and
 * each person's rate and quota). The stored image's address, or undefined once the failure is toasted (too large, not
 * an image, the rate or quota, no connection).
 */
export async function uploadImage(file: File, kind: UploadKind): Promise<string | undefined> {
  // A quick answer for an obviously large file; the server checks size and type again, by the bytes.
  if (file.size > maxImageUploadBytes) {
    notifyError(imageMessages.tooLarge.title, imageMessages.tooLarge.message);
    return undefined;
  }
  try {
    const form = new FormData();
    form.append("file", file);
    const response = await fetch(`/api/admin/uploads?kind=${kind}`, { method: "POST", body: form });
    const body = (await response.json().catch(() => null)) as { url?: unknown } | null;
    if (response.ok && typeof body?.url === "string") return body.url;
    const toast = uploadErrorToast(response.status, body);
    notifyError(toast.title, toast.description);
  } catch {
    notifyError(imageMessages.uploadFailed.title, "Please check your connection and try again.");
  }
  return undefined;
}

interface UploadButtonProps {
  kind: UploadKind;
  /** The button's words ("Upload image"); "Uploading..." while it runs. */
  children: ReactNode;
  accept: string;
  disabled?: boolean;
  /** Told when an upload starts (true) and ends (false), to disable the field's other controls meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
  onUploaded: (url: string) => void;
  /** What the field's status line says: "Uploading...", then `uploadedMessage`, or nothing after a failure (toasted). */
  onStatus?: (message: string) => void;
  uploadedMessage: string;
}

/** The upload field's button: opens the file picker, uploads the chosen image, hands back its address. */
export function UploadButton({
  kind,
  children,
  accept,
  disabled = false,
  onUploadingChange,
  onUploaded,
  onStatus,
  uploadedMessage,
}: UploadButtonProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function upload(file: File) {
    setUploading(true);
    onUploadingChange?.(true);
    onStatus?.("Uploading...");
    try {
      const url = await uploadImage(file, kind);
      if (url) onUploaded(url);
      onStatus?.(url ? uploadedMessage : "");
    } finally {
      setUploading(false);
      onUploadingChange?.(false);
    }
  }

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same file again still fires a change
    if (file) void upload(file);
  }

  return (
    <>
      <Button variant="outline" size="sm" disabled={disabled || uploading} aria-busy={uploading} onClick={() => fileInput.current?.click()}>
        <Upload aria-hidden="true" />
        {uploading ? "Uploading..." : children}
      </Button>
      <input ref={fileInput} type="file" accept={accept} className="sr-only" tabIndex={-1} aria-hidden="true" onChange={onFileChosen} />
    </>
  );
}
