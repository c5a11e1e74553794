import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const nginxBinary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => fs.existsSync(candidate)) ?? null;

export interface LoadBalancer {
  url: string;
  close(): Promise<void>;
}

/**
 * Debian's nginx in front of `upstreamPorts`, round-robin, as a reference deployment would put it (docs/deploy.md): the
 * client's address in X-Forwarded-For, the Host passed on, no buffering (the chat streams). A POST that an upstream
 * drops mid-request is answered 502, never retried on another instance (nginx's default for non-idempotent requests).
 */
export async function startLoadBalancer(port: number, upstreamPorts: readonly number[]): Promise<LoadBalancer> {
  if (!nginxBinary) throw new Error("nginx is not installed: apt-get install -y nginx (.ci/run does)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-nginx-"));
  fs.chmodSync(dir, 0o755);
  const config = `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 12m;
  upstream app {
${upstreamPorts.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`).join("\n")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_read_timeout 60s;
    }
  }
}
`;
  const configFile = path.join(dir, "nginx.conf");
  fs.writeFileSync(configFile, config);
  const check = spawnSync(nginxBinary, ["-t", "-p", dir, "-c", configFile, "-e", path.join(dir, "error.log")], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);

  const child: ChildProcess = spawn(nginxBinary, ["-p", dir, "-c", configFile, "-e", path.join(dir, "error.log")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`);
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async close() {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
    },
  };
}
