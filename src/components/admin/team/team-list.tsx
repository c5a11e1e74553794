"use client";

import { ArrowDown, ArrowUp, Pencil } from "lucide-react";
import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useActionState, useEffect, useRef, useState } from "react";
import {
  moveTeamMemberAction,
  moveTeamMemberFormAction,
  restoreTeamMemberFormAction,
  retireTeamMemberFormAction,
} from "@/server/team/actions/team-actions";
import { ActionButton } from "@/components/admin/action-button";
import { ConfirmDeleteButton } from "@/components/admin/confirm-delete-button";
import { runAction } from "@/components/feedback/submit-safely";
import { Button, buttonClasses } from "@/components/ui/button";
import { initialEnquiryActionState } from "@/lib/forms/action-state";
import { placeholderPortrait } from "@/lib/team/team-member";
import { useSubmitting } from "@/components/feedback/use-submitting";

export interface TeamListMember {
  id: string;
  name: string;
  role: string;
  slug: string;
  portrait: string | null;
  retired: boolean;
  accountEmail: string | null;
}

interface TeamListProps {
  members: readonly TeamListMember[];
  /** Admins and editors order, retire and bring back; an agent only edits their own profile. */
  canManage: boolean;
}

/**
 * The team in the order /team shows it, retired members after. Move up / Move down are plain buttons (keyboard and
 * screen reader friendly; the moved member's button keeps the focus and the new place is announced), and forms without
 * JavaScript; Retire asks first.
 */
export function TeamList({ members, canManage }: TeamListProps) {
  const router = useRouter();
  const [pending, whileSubmitting] = useSubmitting();
  const [announcement, setAnnouncement] = useState("");
  // The button to focus once the new order arrives (a ref: it drives the DOM, not the rendering).
  const focusAfterMove = useRef<{ id: string; direction: "up" | "down"; listBefore: readonly TeamListMember[] } | null>(null);
  const active = members.filter((member) => !member.retired);

  // The moved row is re-rendered in its new place; put the focus back on the button that was pressed (or, at an end of the list, its twin).
  useEffect(() => {
    const moved = focusAfterMove.current;
    if (!moved || pending || members === moved.listBefore) return;
    const pressed = document.getElementById(`move-${moved.direction}-${moved.id}`) as HTMLButtonElement | null;
    const other = document.getElementById(`move-${moved.direction === "up" ? "down" : "up"}-${moved.id}`) as HTMLButtonElement | null;
    (pressed && !pressed.disabled ? pressed : other)?.focus();
    focusAfterMove.current = null;
  }, [members, pending]);

  function move(member: TeamListMember, direction: "up" | "down") {
    whileSubmitting(async () => {
      const moved = await runAction(
        () => moveTeamMemberAction({ id: member.id, direction }),
        "The team could not be reordered. Please try again.",
      );
      if (!moved) return;
      const from = active.findIndex((m) => m.id === member.id);
      const to = direction === "up" ? from - 1 : from + 1;
      setAnnouncement(`${member.name} moved to position ${to + 1} of ${active.length}.`);
      focusAfterMove.current = { id: member.id, direction, listBefore: members };
      router.refresh();
    });
  }

  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ol className="flex flex-col gap-3" aria-label="Team members, in the order the team page shows them">
        {members.map((member) => {
          const position = active.findIndex((m) => m.id === member.id);
          return (
            <li key={member.id} className="flex flex-col gap-4 rounded-lg border border-line bg-white p-4 sm:flex-row sm:items-center">
              <div className="flex min-w-0 flex-1 items-center gap-4">
                {/* eslint-disable-next-line @next/next/no-img-element -- a small thumbnail of an upload or drawn artwork */}
                <img
                  src={member.portrait ?? placeholderPortrait}
                  alt=""
                  width={48}
                  height={60}
                  className="aspect-[4/5] w-12 shrink-0 rounded-md object-cover"
                />
                <div className="min-w-0">
                  <p className="font-semibold text-ink">
                    {member.name}
                    {member.retired ? (
                      <span className="ml-2 rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-muted">Retired</span>
                    ) : null}
                  </p>
                  <p className="text-sm text-muted">{member.role}</p>
                  <p className="break-all text-xs text-muted">
                    {member.retired ? (
                      "Not on the site; the address goes to /team"
                    ) : (
                      <Link href={`/team/${member.slug}`} className="underline-offset-4 hover:underline">
                        /team/{member.slug}
                      </Link>
                    )}
                    {member.accountEmail ? ` · edited by ${member.accountEmail}` : null}
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link href={`/admin/team/${member.id}`} className={buttonClasses("outline", "sm")}>
                  <Pencil aria-hidden="true" />
                  Edit<span className="sr-only"> {member.name}</span>
                </Link>
                {canManage && !member.retired ? (
                  <>
                    <MoveButton member={member} direction="up" disabled={pending || position <= 0} onMove={move} />
                    <MoveButton member={member} direction="down" disabled={pending || position === active.length - 1} onMove={move} />
                    <RetireButton member={member} />
                  </>
                ) : null}
                {canManage && member.retired ? (
                  <ActionButton
                    action={restoreTeamMemberFormAction}
                    fields={{ id: member.id, name: member.name }}
                    label="Bring back"
                    pendingLabel="Bringing back..."
                    labelDetail={` ${member.name}`}
                    failureMessage="The team member could not be brought back. Please try again."
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}

/**
 * Move up or down: a form posting to the server action, so that it works without JavaScript (the page comes back in
 * the new order); with JavaScript the list moves the member itself, announces the new place and keeps the focus.
 */
function MoveButton({
  member,
  direction,
  disabled,
  onMove,
}: {
  member: TeamListMember;
  direction: "up" | "down";
  disabled: boolean;
  onMove: (member: TeamListMember, direction: "up" | "down") => void;
}) {
  const [answer, formAction] = useActionState(moveTeamMemberFormAction, initialEnquiryActionState);
  const Arrow = direction === "up" ? ArrowUp : ArrowDown;
  return (
    <form
      action={formAction}
      onSubmit={(event) => {
        event.preventDefault();
        onMove(member, direction);
      }}
      className="contents"
    >
      <input type="hidden" name="id" value={member.id} />
      <input type="hidden" name="direction" value={direction} />
      <input type="hidden" name="name" value={member.name} />
      <Button id={`move-${direction}-${member.id}`} type="submit" variant="outline" size="sm" disabled={disabled}>
        <Arrow aria-hidden="true" />
        <span className="sr-only">
          Move {member.name} {direction}
        </span>
      </Button>
      {answer.status === "error" ? (
        <p role="alert" className="basis-full text-sm font-semibold text-danger">
          {answer.message}
        </p>
      ) : null}
    </form>
  );
}

/** Retire after a confirmation: the profile leaves the site (its address then goes to /team); the record stays. */
function RetireButton({ member }: { member: TeamListMember }) {
  return (
    <ConfirmDeleteButton
      action={retireTeamMemberFormAction}
      fields={{ id: member.id, name: member.name }}
      itemTitle={member.name}
      triggerDetail={` ${member.name}`}
      dialogTitle={`Retire ${member.name}?`}
      question={`Their card leaves the team page and their profile /team/${member.slug} will redirect to /team. You can bring them back later.`}
      failureMessage="The team member could not be retired. Please try again."
      actionLabel="Retire"
      pendingLabel="Retiring..."
    />
  );
}
