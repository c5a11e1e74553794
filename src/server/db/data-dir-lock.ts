import fs from "node:fs";
import path from "node:path";

/*
 * PGlite has no lock between processes, and two processes on one folder silently lose writes. A lock file in
 * the folder names its holder by pid and start time (Linux /proc/<pid>/stat field 22), so that neither a holder
 * killed with SIGKILL (even before its parent reaps it: a zombie counts as dead) nor an unrelated process that
 * was later given the same pid keeps the folder locked.
 *
 * No server-only import: the admin CLI and the end-to-end tests open the database outside Next.
 */

export const lockFileName = "pglite.lock";

export interface LockHolder {
  pid: number;
  /** Clock ticks after boot at which the process started; null where /proc is not available or for a lock written without it. */
  startTime: string | null;
}

/** The folder is held by another live process; the message is one sentence for the operator. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
    waitedMs: number,
  ) {
    super(
      `The database folder ${path.resolve(dataDir)} is in use by process ${holder.pid}` +
        (waitedMs > 0 ? ` and was not released within ${Number((waitedMs / 1000).toFixed(1))} s` : "") +
        `: stop that process (PGlite serves one process at a time), delete ${path.join(path.resolve(dataDir), lockFileName)} ` +
        "if that process is not this site, or point DATA_DIR at another folder.",
    );
    this.name = "DataDirLockedError";
  }
}

/**
 * Takes the folder's lock, waiting up to `waitMs` for a live holder to let go (a restart right after a stop or a
 * crash), and returns its release. Throws DataDirLockedError when the folder is still held.
 */
export async function acquireDataDirLock(dataDir: string, options: { waitMs?: number; pollMs?: number } = {}): Promise<() => void> {
  const { waitMs = 0, pollMs = 100 } = options;
  const started = Date.now();
  for (;;) {
    const holder = tryAcquire(dataDir);
    if (holder === null) return releaser(dataDir);
    const waited = Date.now() - started;
    if (waited >= waitMs) throw new DataDirLockedError(dataDir, holder, waitMs);
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, waitMs - waited)));
  }
}

/** The live process holding the folder, or null when nobody does (no lock file, or a stale one). */
export function dataDirLockHolder(dataDir: string): LockHolder | null {
  const holder = readLockFile(path.join(dataDir, lockFileName));
  return holder && isLive(holder) ? holder : null;
}

/** Null when the lock is now ours; otherwise the live holder. */
function tryAcquire(dataDir: string): LockHolder | null {
  const lockFile = path.join(dataDir, lockFileName);
  const me: LockHolder = { pid: process.pid, startTime: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // O_EXCL: of two processes starting together, exactly one creates the file.
      fs.writeFileSync(lockFile, JSON.stringify(me), { flag: "wx" });
      return null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readLockFile(lockFile);
    if (holder && isSameProcess(holder, me)) return null;
    if (holder && isLive(holder)) return holder;
    // Stale (or unreadable, e.g. half-written by a process killed mid-write): remove it and try again.
    fs.rmSync(lockFile, { force: true });
  }
  return readLockFile(lockFile) ?? { pid: 0, startTime: null };
}

function releaser(dataDir: string): () => void {
  const lockFile = path.join(dataDir, lockFileName);
  const release = () => {
    process.removeListener("exit", release);
    const holder = readLockFile(lockFile);
    if (holder?.pid === process.pid) fs.rmSync(lockFile, { force: true });
  };
  process.once("exit", release);
  return release;
}

/** Reads `{"pid":…,"startTime":…}`, or a bare pid as older versions wrote it. */
function readLockFile(lockFile: string): LockHolder | null {
  let text: string;
  try {
    text = fs.readFileSync(lockFile, "utf8").trim();
  } catch {
    return null;
  }
  if (/^\d+$/.test(text)) return { pid: Number(text), startTime: null };
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    if (!Number.isInteger(parsed.pid) || (parsed.pid ?? 0) <= 0) return null;
    return { pid: parsed.pid as number, startTime: typeof parsed.startTime === "string" ? parsed.startTime : null };
  } catch {
    return null;
  }
}

function isSameProcess(a: LockHolder, b: LockHolder): boolean {
  return a.pid === b.pid && (a.startTime === null || a.startTime === b.startTime);
}

/**
 * Running (not a zombie) and started at the time the lock recorded. A bare pid lock (older versions) records no
 * start time: its holder can only have been this same program, so any other program under that pid is unrelated.
 */
function isLive(holder: LockHolder): boolean {
  const stat = readProcStat(holder.pid);
  if (stat === "no-proc") return signalZeroSucceeds(holder.pid);
  if (stat === null || stat.state === "Z" || stat.state === "X") return false;
  return holder.startTime === null ? runsThisProgram(holder.pid) : holder.startTime === stat.startTime;
}

function runsThisProgram(pid: number): boolean {
  try {
    return path.basename(fs.readlinkSync(`/proc/${pid}/exe`)) === path.basename(process.execPath);
  } catch {
    return true; // another user's process: assume the worst
  }
}

function signalZeroSucceeds(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The start time of a running process, as recorded in a lock file; null where /proc is not available. */
export function processStartTime(pid: number): string | null {
  const stat = readProcStat(pid);
  return stat && stat !== "no-proc" ? stat.startTime : null;
}

/** State and start time from /proc/<pid>/stat; null when there is no such process, "no-proc" off Linux. */
function readProcStat(pid: number): { state: string; startTime: string } | null | "no-proc" {
  if (!fs.existsSync("/proc/self/stat")) return "no-proc";
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may contain spaces or parentheses: fields are counted after the last ")".
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  const state = fields[0];
  const startTime = fields[19];
  return state && startTime ? { state, startTime } : null;
}
