import Link from "@/components/ui/link";
import { site } from "@/content/site";
import type { AgencyPhone } from "@/lib/chat/agency-phone";
import { cn } from "@/lib/cn";
import { linkifyAnswer } from "@/lib/chat/linkify";
import type { ChatMessage as Message } from "@/lib/chat/types";

const linkClass = "font-semibold text-clay underline underline-offset-2 hover:text-clay-600";

/** One speech bubble. Answers turn site paths, e-mail addresses and the phone number into links. */
export function ChatMessage({ message, phone, onNavigate }: { message: Message; phone: AgencyPhone; onNavigate: () => void }) {
  const mine = message.role === "user";
  return (
    <li className={cn("flex", mine ? "justify-end" : "justify-start")}>
      <p
        className={cn(
          "max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed",
          mine ? "rounded-br-sm bg-ink text-sand" : "rounded-bl-sm bg-white text-ink shadow-soft",
        )}
      >
        <span className="sr-only">{mine ? "You: " : `${site.assistant.name}: `}</span>
        {mine
          ? message.content
          : linkifyAnswer(message.content, phone).map((part, i) => {
              if (part.kind === "text") return part.text;
              if (part.kind === "path")
                return (
                  <Link key={i} href={part.href} className={linkClass} onClick={onNavigate}>
                    {part.text}
                  </Link>
                );
              if (part.kind === "external")
                return (
                  <a key={i} href={part.href} className={linkClass} target="_blank" rel="noopener noreferrer">
                    {part.text}
                  </a>
                );
              return (
                <a key={i} href={part.href} className={linkClass}>
                  {part.text}
                </a>
              );
            })}
      </p>
    </li>
  );
}
