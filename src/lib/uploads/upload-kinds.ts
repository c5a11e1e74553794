/**
 * What an image is uploaded for (`POST /api/admin/uploads?kind=…`): a blog post's image, kept as sent; or a team
 * member's portrait, cropped to the card's 4:5. Each kind asks its own permission.
 */
export const uploadKinds = ["image", "portrait"] as const;
export type UploadKind = (typeof uploadKinds)[number];

export function isUploadKind(value: string): value is UploadKind {
  return (uploadKinds as readonly string[]).includes(value);
}
