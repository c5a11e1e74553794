import { describe, expect, it } from "vitest";
import { seededChat } from "../support/seeded-chat";

/**
 * Issue 28, the thirty-sixth session: the misses the thirty-fifth left, and what the seventeenth batch's tuning half
 * showed. (Earlier sessions' tests are in chat-precision.test.ts.)
 */
const { converse } = seededChat();

describe("the known misses left by the thirty-fifth session", () => {
  it("asking to speak to a team member, with a name and number, is a callback from that member", async () => {
    expect(await converse("I'd like to speak to Liam about selling, Sam 0412 345 678")).toMatch(
      /^Thanks, Sam! Shall I ask Liam Nguyen to call you back on 0412 345 678\?/,
    );
    expect(await converse("can I talk to someone about managing my rental? Dev, 0491 570 737")).toMatch(
      /^Thanks, Dev! Shall I ask one of our agents to call you back on 0491 570 737\?/,
    );
    // With no number it stays a question about the member.
    expect(await converse("I'd like to speak to Liam about selling")).toMatch(/Liam Nguyen is our Sales Executive/);
  });
});
