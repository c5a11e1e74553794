"use client";

import { Trash2, Upload } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { notifyError } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { placeholderPortrait } from "@/lib/team/team-member";
import { imageMessages, maxImageUploadBytes, uploadErrorToast } from "@/lib/validation/blog-image";

interface PortraitFieldProps {
  /** The portrait's site path; "" for the placeholder. */
  value: string;
  onChange: (url: string) => void;
  /** Who is pictured, for the preview's alternative text. */
  name: string;
}

/**
 * A team member's portrait: a 4:5 preview as the card shows it, "Upload portrait" (the server crops the picture to that
 * shape and checks it by its bytes) and "Remove" (back to the placeholder).
 */
export function PortraitField({ value, onChange, name }: PortraitFieldProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [status, setStatus] = useState("");

  async function upload(file: File) {
    if (file.size > maxImageUploadBytes) {
      notifyError(imageMessages.tooLarge.title, imageMessages.tooLarge.message);
      return;
    }
    setUploading(true);
    setStatus("Uploading...");
    try {
      const form = new FormData();
      form.append("file", file);
      const response = await fetch("/api/admin/team/portrait", { method: "POST", body: form });
      const body = (await response.json().catch(() => null)) as { url?: unknown } | null;
      if (!response.ok || typeof body?.url !== "string") {
        const toast = uploadErrorToast(response.status, body);
        notifyError(toast.title, toast.description);
        setStatus("");
        return;
      }
      onChange(body.url);
      setStatus("Portrait uploaded and cropped to the card's shape.");
    } catch {
      notifyError(imageMessages.uploadFailed.title, "Please check your connection and try again.");
      setStatus("");
    } finally {
      setUploading(false);
    }
  }

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same file again still fires a change
    if (file) void upload(file);
  }

  return (
    <fieldset className="flex flex-col gap-3" aria-busy={uploading} aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-semibold text-ink">
        Portrait <span className="font-normal text-muted">(optional)</span>
      </legend>
      <div className="flex flex-wrap items-end gap-4">
        {/* eslint-disable-next-line @next/next/no-img-element -- a fresh upload or drawn artwork, shown at the card's shape */}
        <img
          src={value || placeholderPortrait}
          alt={value ? `Portrait of ${name || "the team member"}` : "No portrait yet: the placeholder is shown"}
          width={160}
          height={200}
          className="aspect-[4/5] w-32 rounded-lg border border-line bg-sand object-cover sm:w-40"
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={uploading} onClick={() => fileInput.current?.click()}>
            <Upload aria-hidden="true" />
            {uploading ? "Uploading..." : value ? "Replace portrait" : "Upload portrait"}
          </Button>
          {value ? (
            <Button variant="outline" size="sm" disabled={uploading} onClick={() => onChange("")}>
              <Trash2 aria-hidden="true" />
              Remove portrait
            </Button>
          ) : null}
        </div>
      </div>
      <input ref={fileInput} type="file" accept="image/png,image/jpeg,image/webp,image/gif,image/avif" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={onFileChosen} />
      <p id={`${id}-hint`} className="text-sm text-muted">
        PNG, JPEG, WebP, GIF or AVIF up to 5MB. It is cropped to the card&apos;s 4:5 shape around the face.
      </p>
      <p role="status" className="text-sm text-muted">
        {status}
      </p>
    </fieldset>
  );
}
