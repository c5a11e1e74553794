/** Three bouncing dots while the assistant is answering; announced once as '{name} is typing'. */
export function TypingIndicator({ name }: { name: string }) {
  return (
    <div
      role="status"
      aria-label={`${name} is typing`}
      className="flex w-fit items-center gap-1 rounded-2xl rounded-bl-sm bg-white px-4 py-3 shadow-soft"
    >
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden
          style={{ animationDelay: `${delay}ms` }}
          className="size-2 animate-bounce rounded-full bg-muted motion-reduce:animate-pulse"
        />
      ))}
    </div>
  );
}
