// CPU time of a tree of processes, read from /proc (Linux only): each live process with the CPU of the children it has
// reaped, so processes that came and went (a browser's renderers) are counted by their parent.
import fs from "node:fs";

const ticksPerSecond = 100;

/**
 * CPU seconds of every live process under `rootPid` (and of `rootPid` itself with `includeRoot`), leaving out the
 * branches of the pids in `exclude`.
 */
export function treeCpuSeconds(rootPid, { includeRoot = false, exclude = new Set() } = {}) {
  const stats = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // After the name: state ppid … utime(14) stime(15) cutime(16) cstime(17), counted from 1 with pid and name.
      stats.push({ pid: Number(entry), ppid: Number(fields[1]), ticks: fields.slice(11, 15).reduce((sum, t) => sum + Number(t), 0) });
    } catch {
      // gone meanwhile
    }
  }
  const children = new Map();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  let ticks = includeRoot ? (stats.find((s) => s.pid === rootPid)?.ticks ?? 0) : 0;
  const walk = (pid) => {
    for (const child of children.get(pid) ?? []) {
      if (exclude.has(child.pid)) continue;
      ticks += child.ticks;
      walk(child.pid);
    }
  };
  walk(rootPid);
  return ticks / ticksPerSecond;
}
