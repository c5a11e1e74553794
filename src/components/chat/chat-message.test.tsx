import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChatMessage } from "./chat-message";

const phone = { display: "(02) 4600 1234", e164: "+61246001234" };

describe("ChatMessage", () => {
  it("shows a cited page as a link reading its name, not its path", () => {
    const html = renderToStaticMarkup(
      <ChatMessage
        message={{ role: "assistant", content: "We inspect every 3 months. More: [Rental services](/rental)." }}
        phone={phone}
        onNavigate={() => {}}
      />,
    );
    expect(html).toMatch(/<a [^>]*href="\/rental"[^>]*>Rental services<\/a>/);
    expect(html).not.toContain("[Rental services]");
    expect(html).not.toContain(">/rental<");
  });

  it("leaves the visitor's own words as typed", () => {
    const html = renderToStaticMarkup(
      <ChatMessage message={{ role: "user", content: "see [x](/rental)" }} phone={phone} onNavigate={() => {}} />,
    );
    expect(html).toContain("see [x](/rental)");
  });
});
