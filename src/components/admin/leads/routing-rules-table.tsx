"use client";

import { GripVertical } from "lucide-react";
import { startTransition, useActionState, useEffect, useId, useRef, useState, type DragEvent } from "react";
import { initialEnquiryActionState } from "@/lib/forms/action-state";
import { moveRoutingRuleAction } from "@/server/leads/actions/move-routing-rule-action";
import { AdminTable, ColumnHeads } from "@/components/admin/admin-table";
import { FormStatus } from "@/components/forms/form-status";
import { Button } from "@/components/ui/button";
import { RemoveRoutingRuleButton } from "./lead-settings-forms";

export interface RoutingRuleRow {
  id: string;
  typeLabel: string;
  suburb: string | null;
  ownerName: string;
  ownerEmail: string;
  ownerWorksLeads: boolean;
}

/**
 * The routing rules in the order they are tried. Each row's Move up / Move down is a form posting to the server
 * (it works without JavaScript and from the keyboard); with JavaScript a row can also be dragged by its handle, and
 * each step is announced. The server stores the order, so the page always shows what routing will do.
 */
export function RoutingRulesTable({ rules }: { rules: readonly RoutingRuleRow[] }) {
  const id = useId();
  const [answer, formAction, pending] = useActionState(moveRoutingRuleAction, initialEnquiryActionState);
  const [dragged, setDragged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const lastMove = useRef<{ ruleId: string; direction: "up" | "down" } | null>(null);
  const table = useRef<HTMLDivElement>(null);

  const describe = (rule: RoutingRuleRow) => `${rule.typeLabel}, ${rule.suburb ?? "any suburb"} → ${rule.ownerName}`;

  // A moved row is re-rendered elsewhere: keep the keyboard on the button that moved it (or its twin at an end).
  const order = rules.map((rule) => rule.id).join();
  useEffect(() => {
    const move = lastMove.current;
    if (!move || pending) return;
    lastMove.current = null;
    const row = table.current?.querySelector<HTMLElement>(`[data-rule-id="${move.ruleId}"]`);
    const button =
      row?.querySelector<HTMLButtonElement>(`button[data-move="${move.direction}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>("button[data-move]:not(:disabled)");
    button?.focus();
  }, [order, pending]);

  function moveTo(ruleId: string, to: number, direction: "up" | "down") {
    lastMove.current = { ruleId, direction };
    const data = new FormData();
    data.set("id", ruleId);
    data.set("to", String(to));
    startTransition(() => formAction(data));
  }

  function drop(event: DragEvent, targetIndex: number) {
    event.preventDefault();
    const from = rules.findIndex((rule) => rule.id === dragged);
    setDragged(null);
    if (from === -1 || from === targetIndex) {
      setAnnouncement("The rule stays where it was.");
      return;
    }
    setAnnouncement(`Rule ${from + 1} dropped at place ${targetIndex + 1}.`);
    moveTo(rules[from]!.id, targetIndex, targetIndex < from ? "up" : "down");
  }

  return (
    <div ref={table} className="flex flex-col gap-3">
      <FormStatus id={`${id}-status`} state={answer} focusEachAnswer bringIntoView={answer.status === "error"} />
      <p aria-live="assertive" className="sr-only">
        {announcement}
      </p>
      <AdminTable
        caption="Routing rules, tried in this order: the first that matches a lead wins"
        minWidth="min-w-[44rem]"
        head={<ColumnHeads labels={["Order", "Enquiry type", "Suburb", "Goes to"]} actions />}
      >
        {rules.map((rule, index) => (
          <tr
            key={rule.id}
            data-rule-id={rule.id}
            onDragOver={(event) => {
              if (dragged) event.preventDefault();
            }}
            onDrop={(event) => drop(event, index)}
            className={`border-b border-line last:border-0 align-top ${dragged === rule.id ? "opacity-50" : ""}`}
          >
            <td className="px-4 py-3">
              <span className="flex items-center gap-2">
                <span
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = "move";
                    event.dataTransfer.setData("text/plain", rule.id);
                    setDragged(rule.id);
                    setAnnouncement(`Picked up rule ${index + 1}: ${describe(rule)}. Drop it on another row to move it there.`);
                  }}
                  onDragEnd={() => setDragged(null)}
                  title="Drag to reorder"
                  aria-hidden
                  className="cursor-grab text-muted"
                >
                  <GripVertical className="size-4" />
                </span>
                <span>{index + 1}</span>
              </span>
            </td>
            <td className="px-4 py-3">{rule.typeLabel}</td>
            <td className="px-4 py-3">{rule.suburb ?? "Any suburb"}</td>
            <td className="px-4 py-3">
              {rule.ownerName} <span className="break-all text-muted">({rule.ownerEmail})</span>
              {rule.ownerWorksLeads ? null : (
                <span className="mt-1 block font-semibold text-danger">
                  Skipped: {rule.ownerName} no longer works leads. Remove the rule or change their role.
                </span>
              )}
            </td>
            <td className="px-4 py-3">
              <span className="flex flex-wrap items-center justify-end gap-2">
                <form
                  action={formAction}
                  onSubmit={(event) => {
                    event.preventDefault();
                    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
                    const direction = submitter?.dataset.move === "down" ? "down" : "up";
                    moveTo(rule.id, direction === "up" ? index - 1 : index + 1, direction);
                  }}
                  aria-label={`Order of rule ${index + 1}`}
                  className="flex gap-1"
                >
                  <input type="hidden" name="id" value={rule.id} />
                  <Button
                    type="submit"
                    name="to"
                    value={String(index - 1)}
                    data-move="up"
                    variant="outline"
                    size="sm"
                    disabled={pending || index === 0}
                  >
                    Move up
                    <span className="sr-only">
                      {" "}
                      rule {index + 1}: {describe(rule)}
                    </span>
                  </Button>
                  <Button
                    type="submit"
                    name="to"
                    value={String(index + 1)}
                    data-move="down"
                    variant="outline"
                    size="sm"
                    disabled={pending || index === rules.length - 1}
                  >
                    Move down
                    <span className="sr-only">
                      {" "}
                      rule {index + 1}: {describe(rule)}
                    </span>
                  </Button>
                </form>
                <RemoveRoutingRuleButton id={rule.id} description={describe(rule)} />
              </span>
            </td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}
