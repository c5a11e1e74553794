"use client";

import dynamic from "next/dynamic";
import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { createPostAction, updatePostAction } from "@/server/blog/actions/post-actions";
import { SelectField, TextAreaField, TextField } from "@/components/ui/fields";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { runAction } from "@/components/feedback/submit-safely";
import { Button, buttonClasses } from "@/components/ui/button";
import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { blogCategories } from "@/lib/blog/categories";
import { fromDateTimeLocal, toDateTimeLocal } from "@/lib/blog/datetime-local";
import { applyPublishToggle, applyScheduledDate } from "@/lib/blog/post-status";
import { slugify } from "@/lib/blog/slug";
import { blogPostSchema, type PostFormValues } from "@/lib/validation/blog-post";
import { validate } from "@/lib/validation/first-error";
import { ImageField } from "./image-field";
import { usePostDraft } from "./use-post-draft";
import { DraftOffer } from "./draft-offer";
import { useSubmitting } from "@/components/feedback/use-submitting";
import { useUnsavedChanges } from "@/components/admin/use-unsaved-changes";

// Tiptap is the heaviest part of the admin; it loads only when an editor is on screen.
const RichTextEditor = dynamic(() => import("./rich-text-editor"), {
  ssr: false,
  loading: () => <p className="min-h-72 rounded-lg border border-line bg-white px-4 py-5 text-muted">Loading editor…</p>,
});

interface PostEditorProps {
  /** Editing this post; creating a new one when absent. */
  postId?: string;
  initialValues: PostFormValues;
  /** The saved post's version (its updatedAt, ISO 8601): a browser's unsaved copy older than it is never offered. */
  savedVersion?: string;
  /** False for an agent: no publishing controls, as the server saves their post as a draft whatever is sent. */
  canPublish?: boolean;
  /** The team, to choose the author from (src/server/blog/post-authors.ts). */
  authors: readonly { value: string; label: string }[];
}

/**
 * Create and edit a blog post. The slug follows the title (spec rule) until it is edited by hand; an
 * existing post keeps its slug unless edited, so published links do not break. Ticking 'Publish
 * immediately' clears the scheduled date; entering a date ticks it.
 */
export function PostEditor({ postId, initialValues, savedVersion, authors, canPublish = true }: PostEditorProps) {
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState(initialValues);
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(postId === undefined);
  const [pending, whileSubmitting] = useSubmitting();
  const unsaved = useUnsavedChanges();
  const draft = usePostDraft(postId, values, initialValues, savedVersion);
  // The rich-text editor takes its content once, when it mounts: a restored draft mounts a new one.
  const [editorSeed, setEditorSeed] = useState({ key: 0, html: initialValues.content });

  function answerDraftOffer(take: boolean) {
    const restored = draft.answer(take);
    if (!restored) return;
    setValues(restored.values);
    setSlugFollowsTitle(false);
    setEditorSeed((seed) => ({ key: seed.key + 1, html: restored.values.content }));
  }

  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  function onTitleChange(title: string) {
    setValues((current) => ({ ...current, title, slug: slugFollowsTitle ? slugify(title) : current.slug }));
  }

  function onPublishChange(checked: boolean) {
    setValues((current) => {
      const next = applyPublishToggle(
        { isPublished: current.isPublished, scheduledDate: current.scheduledDate ? new Date(current.scheduledDate) : null },
        checked,
      );
      return { ...current, isPublished: next.isPublished, scheduledDate: next.scheduledDate?.toISOString() ?? "" };
    });
  }

  function onScheduledDateChange(local: string) {
    const iso = fromDateTimeLocal(local);
    setValues((current) => {
      const next = applyScheduledDate({ isPublished: current.isPublished, scheduledDate: null }, iso ? new Date(iso) : null);
      return { ...current, isPublished: next.isPublished, scheduledDate: iso };
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(blogPostSchema, values);
    if (!checked.ok) {
      notifyError("Invalid Input", checked.message);
      return;
    }
    whileSubmitting(async () => {
      const save = () => (postId ? updatePostAction({ id: postId, post: values }) : createPostAction(values));
      const saved = await runAction(save, adminFailureMessages.savePost);
      if (!saved) return;
      draft.saved();
      unsaved.markSaved();
      notifySuccess(postId ? "Post updated" : "Post created", values.title);
      router.push("/admin/blog");
      router.refresh();
    });
  }

  const contentLabelId = `${id}-content-label`;
  return (
    <form
      {...unsaved.formProps}
      onSubmit={onSubmit}
      noValidate
      aria-label={postId ? "Edit post" : "New post"}
      aria-busy={pending}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="flex min-w-0 flex-col gap-5">
        {draft.offered ? <DraftOffer draft={draft.offered} onAnswer={answerDraftOffer} /> : null}
        <TextField id={`${id}-title`} name="title" label="Title" value={values.title} onChange={(e) => onTitleChange(e.target.value)} />
        <TextField
          id={`${id}-slug`}
          name="slug"
          label="Slug"
          value={values.slug}
          aria-describedby={`${id}-slug-hint`}
          onChange={(e) => {
            setSlugFollowsTitle(false);
            set("slug", e.target.value);
          }}
        />
        <p id={`${id}-slug-hint`} className="-mt-3 text-sm text-muted">
          The address: /insights/{values.slug || "…"}
        </p>
        <TextAreaField
          id={`${id}-excerpt`}
          name="excerpt"
          label="Excerpt"
          rows={3}
          value={values.excerpt}
          onChange={(e) => set("excerpt", e.target.value)}
        />
        <div className="flex flex-col gap-1.5">
          <span id={contentLabelId} className="text-sm font-semibold text-ink">
            Content
          </span>
          <RichTextEditor
            key={editorSeed.key}
            labelId={contentLabelId}
            initialHtml={editorSeed.html}
            onChange={(html) => set("content", html)}
          />
        </div>
      </div>

      <div className="flex flex-col gap-5">
        {canPublish ? (
          <fieldset className="flex flex-col gap-4 rounded-lg border border-line bg-white p-4">
            <legend className="px-1 text-sm font-semibold text-ink">Publishing</legend>
            <label className="flex items-center gap-3 text-sm font-semibold text-ink">
              <input
                type="checkbox"
                className="size-5 accent-clay"
                checked={values.isPublished}
                onChange={(e) => onPublishChange(e.target.checked)}
              />
              Publish immediately
            </label>
            <TextField
              id={`${id}-scheduled`}
              name="scheduledDate"
              label="Scheduled date"
              type="datetime-local"
              optional
              value={toDateTimeLocal(values.scheduledDate)}
              onChange={(e) => onScheduledDateChange(e.target.value)}
            />
          </fieldset>
        ) : (
          <p className="rounded-lg border border-line bg-white p-4 text-sm text-muted">
            <strong className="font-semibold text-ink">Saved as a draft.</strong> An editor reviews and publishes it.
          </p>
        )}

        <TextField
          id={`${id}-category`}
          name="category"
          label="Category"
          list={`${id}-categories`}
          value={values.category}
          onChange={(e) => set("category", e.target.value)}
        />
        <datalist id={`${id}-categories`}>
          {blogCategories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <SelectField
          id={`${id}-author`}
          name="authorSlug"
          label="Author"
          placeholder="Choose an author"
          options={authors}
          value={values.authorSlug}
          onChange={(e) => set("authorSlug", e.target.value)}
        />
        <TextField
          id={`${id}-read-time`}
          name="readTime"
          label="Read time"
          placeholder="5 min read"
          value={values.readTime}
          onChange={(e) => set("readTime", e.target.value)}
        />
        <ImageField id={`${id}-image`} label="Featured image" value={values.featuredImage} onChange={(url) => set("featuredImage", url)} />
        <TextField
          id={`${id}-meta-title`}
          name="metaTitle"
          label="Meta title"
          optional
          value={values.metaTitle}
          onChange={(e) => set("metaTitle", e.target.value)}
        />
        <TextAreaField
          id={`${id}-meta-description`}
          name="metaDescription"
          label="Meta description"
          optional
          rows={3}
          value={values.metaDescription}
          onChange={(e) => set("metaDescription", e.target.value)}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? "Saving..." : postId ? "Update Post" : "Create Post"}
          </Button>
          <Link href="/admin/blog" className={buttonClasses("outline")}>
            Cancel
          </Link>
        </div>
      </div>
    </form>
  );
}
