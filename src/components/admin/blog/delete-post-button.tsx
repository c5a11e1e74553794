"use client";

import { deletePostFormAction } from "@/server/blog/actions/post-actions";
import { ConfirmDeleteButton } from "@/components/admin/confirm-delete-button";
import { adminFailureMessages } from "@/lib/admin/failure-messages";

/** Delete a post after the spec's question: 'Are you sure you want to delete this post?'. */
export function DeletePostButton({ id, title }: { id: string; title: string }) {
  return (
    <ConfirmDeleteButton
      itemTitle={title}
      dialogTitle="Delete post"
      question="Are you sure you want to delete this post?"
      detail={`“${title}” will be removed from the site. This cannot be undone.`}
      failureMessage={adminFailureMessages.deletePost}
      action={deletePostFormAction}
      fields={{ id, name: title }}
    />
  );
}
