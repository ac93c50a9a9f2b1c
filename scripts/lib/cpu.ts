import { readdirSync, readFileSync } from "node:fs";

/**
 * Nanoseconds on CPU of every thread of the workerd processes in the process group `group`: `worker` for the process
 * that runs the worker (and, locally, its D1 database), `proxy` for wrangler's proxy in front of it (its own workerd
 * process under `wrangler dev`, told apart by its debugging inspector, which only the worker's process has).
 */
export function workerdCpuNs(group: number): { worker: number; proxy: number } {
  const total = { worker: 0, proxy: 0 };
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      // Fields after the name: state, ppid, pgrp.
      const pgrp = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
      if (name !== "workerd" || pgrp !== group) continue;
      const role = readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("--inspector-addr") ? "worker" : "proxy";
      for (const task of readdirSync(`/proc/${pid}/task`)) {
        total[role] += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
      }
    } catch {
      // the process ended while it was read
    }
  }
  return total;
}
