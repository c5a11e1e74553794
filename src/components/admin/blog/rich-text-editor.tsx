"use client";

import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Underline,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { articleTypography } from "@/components/blog/article-body";
import { cn } from "@/lib/cn";
import { isImageAddress } from "@/lib/validation/blog-post";

interface RichTextEditorProps {
  /** id of the visible label that names the editing area. */
  labelId: string;
  initialHtml: string;
  /** The document as HTML, or "" when it is empty. The server sanitises it again on save. */
  onChange: (html: string) => void;
}

/** The post body editor (Tiptap): headings, emphasis, lists, quotes, links and images, producing HTML. */
export default function RichTextEditor({ labelId, initialHtml, onChange }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ["mailto", "tel"], HTMLAttributes: { rel: "noopener noreferrer" } },
      }),
      Image,
    ],
    content: initialHtml,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        "aria-labelledby": labelId,
        "aria-multiline": "true",
        role: "textbox",
        class: cn(articleTypography, "min-h-72 px-4 pb-6 pt-1 outline-none"),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });

  return (
    <div className="rounded-lg border border-line bg-white focus-within:ring-2 focus-within:ring-clay">
      {editor ? <Toolbar editor={editor} /> : <div className="h-12 border-b border-line" aria-hidden />}
      {editor ? <EditorContent editor={editor} /> : <p className="min-h-72 px-4 py-5 text-muted">Loading editor…</p>}
    </div>
  );
}

interface ToolbarButton {
  label: string;
  icon: LucideIcon;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

function askForLink(editor: Editor) {
  const previous = (editor.getAttributes("link").href as string | undefined) ?? "";
  const href = window.prompt("Link address (leave empty to remove the link)", previous);
  if (href === null) return;
  if (href.trim() === "") editor.chain().focus().extendMarkRange("link").unsetLink().run();
  else editor.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
}

function askForImage(editor: Editor) {
  const src = window.prompt("Image address (upload it as the featured image first to get one)");
  if (!src || !isImageAddress(src.trim())) return;
  const alt = window.prompt("Describe the image for people who cannot see it") ?? "";
  editor.chain().focus().setImage({ src: src.trim(), alt }).run();
}

const buttons: readonly ToolbarButton[] = [
  { label: "Bold", icon: Bold, active: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  { label: "Italic", icon: Italic, active: (e) => e.isActive("italic"), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: "Underline", icon: Underline, active: (e) => e.isActive("underline"), run: (e) => e.chain().focus().toggleUnderline().run() },
  {
    label: "Heading",
    icon: Heading2,
    active: (e) => e.isActive("heading", { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: "Subheading",
    icon: Heading3,
    active: (e) => e.isActive("heading", { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  { label: "Bulleted list", icon: List, active: (e) => e.isActive("bulletList"), run: (e) => e.chain().focus().toggleBulletList().run() },
  {
    label: "Numbered list",
    icon: ListOrdered,
    active: (e) => e.isActive("orderedList"),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { label: "Quote", icon: Quote, active: (e) => e.isActive("blockquote"), run: (e) => e.chain().focus().toggleBlockquote().run() },
  { label: "Link", icon: LinkIcon, active: (e) => e.isActive("link"), run: askForLink },
  { label: "Image", icon: ImagePlus, run: askForImage },
  { label: "Undo", icon: Undo2, run: (e) => e.chain().focus().undo().run() },
  { label: "Redo", icon: Redo2, run: (e) => e.chain().focus().redo().run() },
];

function Toolbar({ editor }: { editor: Editor }) {
  // Re-render the toolbar when the selection's marks change, so pressed states stay true.
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) => buttons.map((button) => button.active?.(current) ?? null),
  });
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-line p-2">
      {buttons.map((button, index) => {
        const Icon = button.icon;
        const isPressed = pressed[index];
        return (
          <button
            key={button.label}
            type="button"
            aria-label={button.label}
            title={button.label}
            aria-pressed={isPressed ?? undefined}
            onClick={() => button.run(editor)}
            className="inline-flex size-9 items-center justify-center rounded-md text-ink hover:bg-sand focus-visible:outline-2 focus-visible:outline-clay aria-pressed:bg-ink aria-pressed:text-sand"
          >
            <Icon aria-hidden className="size-4" />
          </button>
        );
      })}
    </div>
  );
}
