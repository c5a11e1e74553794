"use client";

import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { UploadButton } from "@/components/ui/upload-button";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { isPortraitRefusal, portraitNotices, type PortraitNotice } from "@/lib/team/portrait-notice";
import { placeholderPortrait } from "@/lib/team/team-member";

interface PortraitFieldProps {
  /** The portrait's site path; "" for the placeholder. */
  value: string;
  onChange: (url: string) => void;
  /** Who is pictured, for the preview's alternative text. */
  name: string;
  /**
   * The `id` of the edit page's own portrait form (the empty form `TeamMemberForm` renders after its own), for the
   * controls used until JavaScript runs, and without it; absent when adding a member, who has no page to upload to yet.
   */
  uploadFormId?: string;
  /** What that form's last post did, as the page was sent back with it. */
  notice?: PortraitNotice | null;
}

const acceptedTypes = "image/png,image/jpeg,image/webp,image/gif,image/avif";

/**
 * A team member's portrait: a 4:5 preview as the card shows it, "Upload portrait" (the server crops the picture to that
 * shape and checks it by its bytes) and "Remove" (back to the placeholder).
 */
export function PortraitField({ value, onChange, name, uploadFormId, notice }: PortraitFieldProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [uploading, setUploading] = useState(false);
  const [status, setStatus] = useState("");
  const refusal = notice && isPortraitRefusal(notice) ? portraitNotices[notice] : "";

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
        {hydrated ? (
          <div className="flex flex-wrap gap-2">
            <UploadButton
              kind="portrait"
              accept={acceptedTypes}
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
        ) : uploadFormId ? (
          // Until JavaScript runs, and without it: the page's own portrait form, which saves the portrait at once.
          <div className="flex flex-col gap-2">
            <label htmlFor={`${id}-file`} className="text-sm font-medium text-ink">
              Picture file
            </label>
            <input
              id={`${id}-file`}
              type="file"
              name="file"
              form={uploadFormId}
              accept={acceptedTypes}
              className="text-sm file:mr-3 file:rounded-full file:border file:border-line file:bg-white file:px-4 file:py-2 file:font-semibold file:text-ink"
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" form={uploadFormId} variant="outline" size="sm">
                {value ? "Replace portrait" : "Upload portrait"}
              </Button>
              {value ? (
                <Button type="submit" form={uploadFormId} name="portrait-action" value="remove" variant="outline" size="sm">
                  <Trash2 aria-hidden="true" />
                  Remove portrait
                </Button>
              ) : null}
            </div>
          </div>
        ) : (
          <p className="max-w-xs text-sm text-muted">Add a portrait once the profile is saved, from its edit page.</p>
        )}
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        PNG, JPEG, WebP, GIF or AVIF up to 5MB. It is cropped to the card&apos;s 4:5 shape around the face.
        {hydrated || !uploadFormId ? null : " Uploading saves the portrait at once: save the other fields first."}
      </p>
      <p role="status" className="text-sm text-muted">
        {status || (notice && !refusal ? portraitNotices[notice] : "")}
      </p>
      {refusal ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {refusal}
        </p>
      ) : null}
    </fieldset>
  );
}
