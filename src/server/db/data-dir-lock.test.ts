import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError, dataDirLockHolder, lockFileName, processStartTime } from "./data-dir-lock";

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-lock-"));
}

function writeLock(dir: string, content: unknown): void {
  fs.writeFileSync(path.join(dir, lockFileName), typeof content === "string" ? content : JSON.stringify(content));
}

/** A live process unrelated to the folder (it never took the lock). */
async function startSleeper(): Promise<ChildProcess> {
  const child = spawn("sleep", ["30"], { stdio: "ignore" });
  children.push(child);
  await new Promise((resolve) => child.once("spawn", resolve));
  return child;
}

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("PGlite data folder lock", () => {
  it("takes a free folder, records this process with its start time, and removes the file on release", async () => {
    const dir = tempDir();
    const release = await acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, lockFileName), "utf8"))).toEqual({
      pid: process.pid,
      startTime: processStartTime(process.pid),
    });
    expect(dataDirLockHolder(dir)?.pid).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dir, lockFileName))).toBe(false);
  });

  it("refuses a folder a live process holds, with one sentence naming the folder, the process and what to do", async () => {
    const dir = tempDir();
    const holder = await startSleeper();
    writeLock(dir, { pid: holder.pid, startTime: processStartTime(holder.pid!) });
    const refused = acquireDataDirLock(dir);
    await expect(refused).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(refused).rejects.toThrow(`The database folder ${dir} is in use by process ${holder.pid}: stop that process`);
    // The holder's lock is left as it was.
    expect(dataDirLockHolder(dir)?.pid).toBe(holder.pid);
  });

  it("reads a bare pid lock (as older versions wrote): held while that pid runs this program, stale when another program has it", async () => {
    const dir = tempDir();
    // The parent (the test runner) is a Node process, as the site would be.
    writeLock(dir, String(process.ppid));
    await expect(acquireDataDirLock(dir)).rejects.toThrow(`is in use by process ${process.ppid}`);
    const unrelated = await startSleeper();
    writeLock(dir, String(unrelated.pid));
    (await acquireDataDirLock(dir))();
  });

  it("waits, up to its limit, for the holder to let go", async () => {
    const dir = tempDir();
    const holder = await startSleeper();
    writeLock(dir, { pid: holder.pid, startTime: processStartTime(holder.pid!) });
    const acquiring = acquireDataDirLock(dir, { waitMs: 30_000 });
    holder.kill("SIGTERM");
    const release = await acquiring;
    expect(dataDirLockHolder(dir)?.pid).toBe(process.pid);
    release();
  });

  it("gives up after the wait when the holder keeps the folder", async () => {
    const dir = tempDir();
    const holder = await startSleeper();
    writeLock(dir, { pid: holder.pid, startTime: processStartTime(holder.pid!) });
    await expect(acquireDataDirLock(dir, { waitMs: 300 })).rejects.toThrow("and was not released within 0.3 s");
  });

  it("takes over the lock of a process killed with SIGKILL", async () => {
    const dir = tempDir();
    const holder = await startSleeper();
    writeLock(dir, { pid: holder.pid, startTime: processStartTime(holder.pid!) });
    const exited = new Promise((resolve) => holder.once("exit", resolve));
    holder.kill("SIGKILL");
    await exited;
    (await acquireDataDirLock(dir))();
  });

  it("takes over the lock of a killed process not yet reaped by its parent (a zombie)", async () => {
    const dir = tempDir();
    // The background child becomes a child of `sleep 30` (the shell execs it), which never reaps it. It exits only once
    // the exec has happened: a child that ended earlier could be reaped by the shell itself (seen on a loaded machine).
    const parent = spawn("sh", ["-c", "shell=$$; (until grep -qx sleep /proc/$shell/comm; do sleep 0.01; done) & echo $!; exec sleep 30"], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    children.push(parent);
    const zombiePid = Number(
      await new Promise<string>((resolve) => parent.stdout!.once("data", (data: Buffer) => resolve(data.toString()))),
    );
    await waitFor(() => fs.readFileSync(`/proc/${zombiePid}/stat`, "utf8").includes(") Z "));
    writeLock(dir, String(zombiePid));
    expect(dataDirLockHolder(dir)).toBeNull();
    (await acquireDataDirLock(dir))();
  });

  it("takes over a lock naming a live but unrelated process: the pid was reused, the start time differs", async () => {
    const dir = tempDir();
    const unrelated = await startSleeper();
    writeLock(dir, { pid: unrelated.pid, startTime: "1" });
    expect(dataDirLockHolder(dir)).toBeNull();
    (await acquireDataDirLock(dir))();
    expect(unrelated.exitCode).toBeNull();
  });

  it("takes over a lock naming a process that no longer exists, or a file it left unreadable", async () => {
    for (const content of ["999999999", '{"pid":', ""]) {
      const dir = tempDir();
      writeLock(dir, content);
      (await acquireDataDirLock(dir))();
    }
  });
});
