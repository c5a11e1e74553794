import { afterEach, describe, expect, it } from "vitest";
import { requestIdHeader } from "./answer-instead-of-500";
import { installProductionServer } from "./production-server";
import { markRefusedAction } from "./refused-actions";

const key = Symbol.for("ironbark.productionServer");
afterEach(() => {
  delete (globalThis as { [key]?: unknown })[key];
});

const multipart = (id: string) => ({
  method: "POST",
  headers: { "content-type": "multipart/form-data; boundary=x", [requestIdHeader]: id },
});
const formParseError = () => new TypeError("Failed to parse body as FormData.");

describe("markRefusedAction", () => {
  it("answers 400 for a multipart POST to a page whose body is no form (Next reports it as a render)", async () => {
    const marked = installProductionServer().answersInsteadOf500;
    // What the platform's parser really throws for such a body.
    const thrown = await new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: "garbage",
    })
      .formData()
      .catch((error: unknown) => error);
    markRefusedAction(thrown, multipart("1"), "render");
    markRefusedAction(Object.assign(new Error("Body exceeded 1 MB limit"), { statusCode: 413 }), multipart("2"), "render");
    expect(marked.get("1")).toEqual({ status: 400 });
    expect(marked.get("2")).toEqual({ status: 413 });
  });

  it("answers 400 for any failure Next reports for an action request", () => {
    const marked = installProductionServer().answersInsteadOf500;
    markRefusedAction(
      new Error("Connection closed."),
      { method: "POST", headers: { "next-action": "abc", [requestIdHeader]: "3" } },
      "action",
    );
    expect(marked.get("3")).toEqual({ status: 400 });
  });

  it("leaves a page's own render failure, and a GET's, a 500", () => {
    const marked = installProductionServer().answersInsteadOf500;
    markRefusedAction(new TypeError("cannot read properties of undefined"), multipart("4"), "render");
    markRefusedAction(formParseError(), { method: "GET", headers: { [requestIdHeader]: "5" } }, "render");
    expect(marked.size).toBe(0);
  });
});
