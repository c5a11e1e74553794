import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeImagesServer, type FakeImagesServer } from "../fakes/images-server";

// Every caller is an admin here (the role check has its own tests); DATA_DIR and the AI_IMAGE_* settings
// come from this mutable copy of the environment.
const current = vi.hoisted(() => ({ env: {} as Record<string, unknown> }));
vi.mock("@/server/auth/roles", () => ({
  requirePermission: async () => ({ ok: true, userId: "admin-user", email: "admin@ironbark.example", role: "admin" }),
  adminDeniedResponse: (check: { status: number; message: string }) => Response.json({ error: check.message }, { status: check.status }),
}));
vi.mock("@/env", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/env")>();
  return { ...actual, env: Object.assign(current.env, actual.env) };
});

// Each stored image is recorded against its author (src/server/uploads/allowance.ts): a database of this file's own.
const database = vi.hoisted(() => ({ handle: undefined as undefined | { db: unknown; dispose(): Promise<void> } }));
vi.mock("@/server/db", () => ({ getDb: async () => database.handle!.db }));
beforeAll(async () => {
  const { testDatabases } = await import("../support/databases");
  database.handle = await testDatabases[0]!.create();
});
afterAll(() => database.handle?.dispose());

const { POST } = await import("@/app/api/admin/ai-image/route");

const origin = "http://localhost:3000";
const storedUrl = /^\/uploads\/([0-9a-f]{32}-[0-9]{13}\.png)$/;
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let dataDir: string;
let fake: FakeImagesServer;
const uploadsDir = () => path.join(dataDir, "uploads");

async function storedFiles(): Promise<string[]> {
  try {
    return await readdir(uploadsDir());
  } catch {
    return [];
  }
}

async function generate(body: unknown): Promise<{ status: number; body: Record<string, string> }> {
  const request = new Request(`${origin}/api/admin/ai-image`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const response = await POST(request, { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

function useImagesApi(model = "gpt-image-1", timeoutMs = 10_000) {
  Object.assign(current.env, {
    AI_IMAGE_BASE_URL: fake.baseUrl,
    AI_IMAGE_API_KEY: "sk-test-images",
    AI_IMAGE_MODEL: model,
    AI_IMAGE_TIMEOUT_MS: timeoutMs,
  });
}

function paintedImage(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: "#2f6b5a" } })
    .png()
    .withExif({ IFD0: { Software: "FAKE-GENERATOR" } })
    .toBuffer();
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "ironbark-ai-image-"));
  current.env.DATA_DIR = dataDir;
  fake = await startFakeImagesServer();
});
afterAll(async () => {
  await fake.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  Object.assign(current.env, { AI_IMAGE_BASE_URL: undefined, AI_IMAGE_API_KEY: undefined });
  fake.requests = [];
  await rm(uploadsDir(), { recursive: true, force: true });
});

describe("POST /api/admin/ai-image without an images API", () => {
  it("draws a 1200×630 PNG cover from the description and stores it as an upload", async () => {
    const { status, body } = await generate({ prompt: "  Autumn light over Oran Park  " });
    expect(status).toBe(201);
    // The editor tells the admin this is a title card, not an AI picture.
    expect(body.source).toBe("title-card");
    const name = storedUrl.exec(body.imageUrl ?? "")?.[1];
    expect(name).toBeDefined();
    expect(await storedFiles()).toEqual([name]);

    const stored = await readFile(path.join(uploadsDir(), name!));
    expect(stored.subarray(0, 8).equals(pngSignature)).toBe(true);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    // On brand: the background is the site's sand colour (#f7f3ec), not blank or black.
    const { data } = await sharp(stored).extract({ left: 10, top: 10, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0xf7, 0xf3, 0xec]);
    expect(fake.requests).toEqual([]);
  });

  it("draws different covers for different descriptions, and copes with a long one", async () => {
    const first = await generate({ prompt: "Autumn light over Oran Park" });
    const second = await generate({
      prompt:
        "A sunny family home with a wide verandah and a jacaranda in flower, on a quiet street in Gregory Hills at golden hour".repeat(3),
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    const [a, b] = await Promise.all(
      [first.body.imageUrl!, second.body.imageUrl!].map((url) =>
        sharp(path.join(uploadsDir(), storedUrl.exec(url)![1]!))
          .raw()
          .toBuffer(),
      ),
    );
    expect(a!.equals(b!)).toBe(false);
  });

  it("requires a description: 'Please enter a description for the image'", async () => {
    for (const body of [{ prompt: "" }, { prompt: "   \n\t" }, {}, { prompt: 42 }]) {
      const result = await generate(body);
      expect(result.status).toBe(400);
      expect(result.body.error).toBe("Please enter a description for the image");
    }
    const tooLong = await generate({ prompt: "x".repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(await storedFiles()).toEqual([]);
  });
});

describe("POST /api/admin/ai-image with AI_IMAGE_* set", () => {
  it("asks the images API with the Bearer key and the prompt, and stores the b64_json image re-encoded", async () => {
    useImagesApi();
    fake.behaviour = { kind: "b64", image: await paintedImage() };
    const { status, body } = await generate({ prompt: "A jacaranda over a brick home" });

    expect(status).toBe(201);
    expect(body.source).toBe("images-api");
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.method).toBe("POST");
    expect(request!.path).toBe("/v1/images/generations");
    expect(request!.authorization).toBe("Bearer sk-test-images");
    // GPT image models reject response_format and always answer in base64.
    expect(request!.body).toEqual({ model: "gpt-image-1", prompt: "A jacaranda over a brick home", size: "1536x1024", n: 1 });

    const name = storedUrl.exec(body.imageUrl ?? "")![1]!;
    const stored = await readFile(path.join(uploadsDir(), name));
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 300, 200]);
    expect(meta.exif).toBeUndefined();
    expect(stored.includes("FAKE-GENERATOR")).toBe(false);
  });

  it("asks other models for response_format b64_json at 1024×1024", async () => {
    useImagesApi("dall-e-3");
    fake.behaviour = { kind: "b64", image: await paintedImage() };
    expect((await generate({ prompt: "Oran Park at dusk" })).status).toBe(201);
    expect(fake.requests[0]!.body).toEqual({
      model: "dall-e-3",
      prompt: "Oran Park at dusk",
      size: "1024x1024",
      n: 1,
      response_format: "b64_json",
    });
  });

  it("downloads data[0].url when the API answers with an address", async () => {
    useImagesApi();
    fake.behaviour = { kind: "url", image: await paintedImage() };
    const { status, body } = await generate({ prompt: "A street of new homes" });
    expect(status).toBe(201);
    expect(body.imageUrl).toMatch(storedUrl);
    expect(await storedFiles()).toHaveLength(1);
  });

  it("maps 429 to 'Rate Limit'", async () => {
    useImagesApi();
    fake.behaviour = { kind: "status", status: 429 };
    const { status, body } = await generate({ prompt: "A home" });
    expect(status).toBe(429);
    expect(body).toEqual({ error: "Rate Limit", message: "Too many requests. Please try again in a moment." });
  });

  it("maps 402, and an exhausted quota, to 'Payment Required'", async () => {
    useImagesApi();
    fake.behaviour = { kind: "status", status: 402 };
    const payment = await generate({ prompt: "A home" });
    expect(payment.status).toBe(402);
    expect(payment.body).toEqual({ error: "Payment Required", message: "Please add credits to your workspace." });

    fake.behaviour = {
      kind: "status",
      status: 429,
      body: { error: { message: "You exceeded your current quota", type: "insufficient_quota", code: "insufficient_quota" } },
    };
    const quota = await generate({ prompt: "A home" });
    expect(quota.status).toBe(402);
    expect(quota.body.error).toBe("Payment Required");
  });

  it("maps any other failure to 'Failed to generate image. Please try again.' and stores nothing", async () => {
    useImagesApi();
    const failures: FakeImagesServer["behaviour"][] = [
      { kind: "status", status: 500 },
      {
        kind: "status",
        status: 400,
        body: { error: { message: "Your request was rejected by the safety system", code: "moderation_blocked" } },
      },
      { kind: "status", status: 200, body: { data: [] } },
      { kind: "b64", image: Buffer.from("<html><script>alert(1)</script></html>") },
    ];
    for (const behaviour of failures) {
      fake.behaviour = behaviour;
      const { status, body } = await generate({ prompt: "A home" });
      expect(status, JSON.stringify(behaviour).slice(0, 60)).toBe(502);
      expect(body).toEqual({ error: "Error", message: "Failed to generate image. Please try again." });
    }
    expect(await storedFiles()).toEqual([]);
  });

  it("gives up after AI_IMAGE_TIMEOUT_MS", async () => {
    useImagesApi("gpt-image-1", 300);
    fake.behaviour = { kind: "hang" };
    const started = Date.now();
    const { status, body } = await generate({ prompt: "A home" });
    expect(status).toBe(502);
    expect(body.message).toBe("Failed to generate image. Please try again.");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("is not called for an empty description", async () => {
    useImagesApi();
    expect((await generate({ prompt: " " })).status).toBe(400);
    expect(fake.requests).toEqual([]);
  });
});
