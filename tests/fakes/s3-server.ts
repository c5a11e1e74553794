import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface LocalS3Server {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT (with path-style addressing). */
  endpoint: string;
  bucket: string;
  /** s3rver's fixed credentials. */
  accessKeyId: string;
  secretAccessKey: string;
  /** "METHOD /path" of every request received, oldest first. */
  requests: string[];
  /** Stops listening and deletes the objects. */
  close(): Promise<void>;
}

/**
 * A real S3 API (the `s3rver` package, in this process) on 127.0.0.1 at a free port, keeping its objects in a fresh
 * temporary folder, with one empty bucket. Requests are recorded so a test can tell that none was made.
 */
export async function startLocalS3Server(bucket = "ironbark-uploads"): Promise<LocalS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "ironbark-s3-"));
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3rver.configureBuckets();

  const requests: string[] = [];
  const handle = s3rver.callback();
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    handle(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
