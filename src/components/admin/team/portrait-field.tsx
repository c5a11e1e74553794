"use client";

import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { UploadButton } from "@/components/ui/upload-button";
import { placeholderPortrait } from "@/lib/team/team-member";

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
  const [uploading, setUploading] = useState(false);
  const [status, setStatus] = useState("");

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
          <UploadButton
            kind="portrait"
            accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
            onUploadingChange={setUploading}
            onUploaded={onChange}
            onStatus={setStatus}
            uploadedMessage="Portrait uploaded and cropped to the card's shape."
          >
            {value ? "Replace portrait" : "Upload portrait"}
          </UploadButton>
          {value ? (
            <Button variant="outline" size="sm" disabled={uploading} onClick={() => onChange("")}>
              <Trash2 aria-hidden="true" />
              Remove portrait
            </Button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        PNG, JPEG, WebP, GIF or AVIF up to 5MB. It is cropped to the card&apos;s 4:5 shape around the face.
      </p>
      <p role="status" className="text-sm text-muted">
        {status}
      </p>
    </fieldset>
  );
}
