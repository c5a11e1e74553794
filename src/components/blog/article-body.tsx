/** The site's article typography, shared by the public article and the admin's editor. */
export const articleTypography =
  "text-[1.0625rem] leading-relaxed text-ink/90 [&_a]:font-medium [&_a]:text-clay [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-clay-600 [&_blockquote]:my-8 [&_blockquote]:border-l-4 [&_blockquote]:border-clay-300 [&_blockquote]:pl-5 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-sand-200 [&_code]:px-1.5 [&_code]:text-[0.95em] [&_h1]:mt-12 [&_h1]:text-h2 [&_h1]:font-medium [&_h1]:text-ink [&_h2]:mt-12 [&_h2]:text-h3 [&_h2]:font-medium [&_h2]:text-ink [&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink [&_h4]:mt-6 [&_h4]:font-semibold [&_h5]:mt-6 [&_h5]:font-semibold [&_h6]:mt-6 [&_h6]:font-semibold [&_img]:my-8 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:mt-2 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-ink [&_pre]:p-5 [&_pre]:text-sand [&_pre_code]:bg-transparent [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_.text-center]:text-center [&_.text-right]:text-right [&_.text-justify]:text-justify";

/** Sanitised article HTML (src/lib/blog/sanitize.ts) with the site's typography. */
export function ArticleBody({ html }: { html: string }) {
  return <div data-article-body className={articleTypography} dangerouslySetInnerHTML={{ __html: html }} />;
}
