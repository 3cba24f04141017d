// CPU accounting for benches whose PostgreSQL runs on this machine: how much CPU the server spent, read from /proc.
import { readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';

const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces): index 0 is the state. */
function statFields(pid) {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

/** CPU seconds (user + system) a process has used so far. */
export function processCpuSeconds(pid) {
  const f = statFields(pid);
  return (Number(f[11]) + Number(f[12])) / TICKS;
}

/** True when the server at this URL is this machine's (loopback host or a local socket directory). */
export function isLocalServer(url) {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return ['127.0.0.1', 'localhost', '::1', ''].includes(host) || host.startsWith('%2F');
}

/**
 * CPU seconds the local PostgreSQL server has used so far (every PostgreSQL process on this machine: run nothing else
 * on another cluster while measuring): every live postgres process (user + system) plus what
 * the postmaster has collected from backends that already ended (cutime + cstime), so that a connection closed
 * between two readings still counts. Null where /proc or the processes cannot be read.
 */
export function serverCpuSeconds() {
  try {
    const procs = [];
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let comm;
      try {
        comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      } catch {
        continue; // ended meanwhile
      }
      if (comm !== 'postgres') continue;
      try {
        procs.push({ pid, f: statFields(pid) });
      } catch {
        // ended meanwhile
      }
    }
    if (procs.length === 0) return null;
    const pids = new Set(procs.map((p) => p.pid));
    let ticks = 0;
    for (const { f } of procs) {
      // after the name: 0 state, 1 ppid, …, 11 utime, 12 stime, 13 cutime, 14 cstime
      ticks += Number(f[11]) + Number(f[12]);
      if (!pids.has(f[1])) ticks += Number(f[13]) + Number(f[14]); // the postmaster: its ended children
    }
    return ticks / TICKS;
  } catch {
    return null;
  }
}

/** Busy and total CPU seconds of the whole machine so far (/proc/stat), or null. */
export function machineCpuSeconds() {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const [, ...values] = line.trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy: busy / TICKS, total: (busy + idle + iowait) / TICKS };
  } catch {
    return null;
  }
}

/** Starts a measurement; `stop()` gives this process's, the server's and the machine's CPU seconds since. */
export function cpuMeter(serverIsLocal) {
  const p0 = process.cpuUsage();
  const s0 = serverIsLocal ? serverCpuSeconds() : null;
  const m0 = machineCpuSeconds();
  const t0 = Date.now();
  return {
    stop() {
      const p = process.cpuUsage(p0);
      const s1 = serverIsLocal ? serverCpuSeconds() : null;
      const m1 = machineCpuSeconds();
      return {
        wall: (Date.now() - t0) / 1000,
        self: (p.user + p.system) / 1e6,
        selfSystem: p.system / 1e6,
        server: s0 !== null && s1 !== null ? s1 - s0 : null,
        machineBusy: m0 && m1 ? m1.busy - m0.busy : null,
        cores: cpus().length,
      };
    },
  };
}
