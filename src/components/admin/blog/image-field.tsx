"use client";

import { ImageIcon, Info, Sparkles, Trash2 } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { notifyError } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { UploadButton } from "@/components/ui/upload-button";
import { aiImageErrorToast, imageMessages, imagePromptSchema, type ImageToast } from "@/lib/validation/blog-image";
import { validate } from "@/lib/validation/first-error";

interface ImageFieldProps {
  /** The id of the URL text box (its label points at it). */
  id: string;
  label: string;
  /** The image URL: an upload's /uploads/… path, a site path or an https:// address; "" for none. */
  value: string;
  onChange: (url: string) => void;
  /** Form field name of the URL text box, for forms read with FormData. */
  name?: string;
}

const control =
  "w-full rounded-md border border-line bg-white px-4 text-base text-ink transition-colors placeholder:text-muted/80 hover:border-ink-300 focus-visible:border-clay focus-visible:outline-2 focus-visible:outline-offset-1 disabled:opacity-60";

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

function toast({ title, description }: ImageToast) {
  notifyError(title, description);
}

/**
 * The featured image of a blog post: a preview, "Upload image" (checked by the server by its bytes),
 * "Generate with AI" from a description, a box to paste an address, and "Remove".
 */
export function ImageField({ id, label, value, onChange, name }: ImageFieldProps) {
  const [uploading, setUploading] = useState(false);
  const [status, setStatus] = useState("");
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null);
  // The address of an image 'Generate with AI' drew as a title card (no images API configured), to say so beside it.
  const [titleCardUrl, setTitleCardUrl] = useState<string | null>(null);

  function onGenerated(url: string, source: string | undefined) {
    setTitleCardUrl(source === "title-card" ? url : null);
    onChange(url);
    setStatus(source === "title-card" ? imageMessages.titleCard : "Image generated.");
  }

  const showPreview = value.trim() !== "" && brokenPreview !== value;

  return (
    <div className="flex flex-col gap-2" aria-busy={uploading}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label} <span className="font-normal text-muted">(optional)</span>
      </label>

      <div className="flex flex-col gap-3">
        <div className="flex aspect-[1200/630] w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-sand">
          {showPreview ? (
            // eslint-disable-next-line @next/next/no-img-element -- any pasted address or a fresh upload; next/image would need every host listed
            <img src={value} alt={`${label} preview`} className="size-full object-cover" onError={() => setBrokenPreview(value)} />
          ) : (
            <span className="flex flex-col items-center gap-1 px-3 text-center text-sm text-muted">
              <ImageIcon aria-hidden="true" className="size-6" />
              {value.trim() === "" ? "No image yet" : "The image could not be shown"}
            </span>
          )}
        </div>
        {titleCardUrl !== null && value === titleCardUrl ? (
          <p className="flex gap-2 rounded-md border border-line bg-sand px-3 py-2 text-sm text-ink">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-clay" />
            <span>{imageMessages.titleCard}</span>
          </p>
        ) : null}

        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            <UploadButton
              kind="image"
              accept="image/*"
              onUploadingChange={setUploading}
              onUploaded={onChange}
              onStatus={setStatus}
              uploadedMessage="Image uploaded."
            >
              Upload image
            </UploadButton>
            <AiImageDialog onGenerated={onGenerated} disabled={uploading} />
            {value ? (
              <Button variant="outline" size="sm" disabled={uploading} onClick={() => onChange("")}>
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            ) : null}
          </div>
          <input
            id={id}
            name={name}
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="/uploads/… or https://…"
            aria-describedby={`${id}-hint`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={`${control} h-11`}
          />
          <p id={`${id}-hint`} className="text-sm text-muted">
            Upload a PNG, JPEG, WebP, GIF or AVIF under 5MB, generate one, or paste an image address.
          </p>
          <p role="status" className="sr-only">
            {status}
          </p>
        </div>
      </div>
    </div>
  );
}

function AiImageDialog({ onGenerated, disabled }: { onGenerated: (url: string, source: string | undefined) => void; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [prompt, setPrompt] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const promptId = useId();
  const errorId = `${promptId}-error`;

  function onOpenChange(next: boolean) {
    if (!next) abort.current?.abort();
    setError(null);
    setOpen(next);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog renders in a portal, but React still bubbles its submit to the post form around the field.
    event.stopPropagation();
    const checked = validate(imagePromptSchema, { prompt });
    if (!checked.ok) {
      setError(checked.message);
      notifyError(checked.message);
      return;
    }
    setError(null);
    setGenerating(true);
    const controller = new AbortController();
    abort.current = controller;
    try {
      const response = await fetch("/api/admin/ai-image", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(checked.data),
        signal: controller.signal,
      });
      const body = await readJson(response);
      const { imageUrl, source } = (body ?? {}) as { imageUrl?: unknown; source?: unknown };
      if (!response.ok || typeof imageUrl !== "string") {
        const failure = aiImageErrorToast(response.status, body);
        setError(failure.description ?? failure.title);
        toast(failure);
        return;
      }
      onGenerated(imageUrl, typeof source === "string" ? source : undefined);
      setPrompt("");
      setOpen(false);
    } catch {
      if (controller.signal.aborted) return;
      setError(imageMessages.generateFailed.message);
      toast({ title: imageMessages.generateFailed.title, description: imageMessages.generateFailed.message });
    } finally {
      setGenerating(false);
      abort.current = null;
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" size="sm" disabled={disabled}>
          <Sparkles aria-hidden="true" />
          Generate with AI
        </Button>
      }
      title="Generate image with AI"
      description="Describe the picture. The image is saved with your uploads and becomes the featured image."
    >
      <form noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-4" aria-busy={generating}>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={promptId} className="text-sm font-semibold text-ink">
            Image description
          </label>
          <textarea
            id={promptId}
            rows={4}
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
            placeholder="A sunlit family home in Gregory Hills at golden hour"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`${control} min-h-28 py-3`}
            readOnly={generating}
          />
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-semibold text-danger">
            {error}
          </p>
        ) : null}
        <DialogActions>
          <Button type="submit" size="sm" disabled={generating} aria-busy={generating}>
            <Sparkles aria-hidden="true" />
            {generating ? "Generating..." : "Generate"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
