import { HONEYPOT_FIELD } from "@/lib/validation/honeypot";

/**
 * A field people never see and bots fill in: off-screen, out of the tab order, hidden from assistive
 * technology and from autofill. The server quietly drops any submission that fills it.
 */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
