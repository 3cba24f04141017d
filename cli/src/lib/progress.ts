import type { Writer } from './io';

// ── Rebuild progress: a redrawn bar on a terminal, plain lines otherwise ─────
export interface Progress {
  processed: number;
  total: number;
  state: string;
}

const BAR_WIDTH = 30;

export function createProgressReporter(out: Writer, label: string, now: () => number) {
  const tty = Boolean(out.isTTY);
  let first: { at: number; processed: number } | undefined;
  let lastLine = '';
  let drawn = false;

  function update(progress: Progress): void {
    const at = now();
    first ??= { at, processed: progress.processed };
    const eta = estimate(progress, first, at);
    if (tty) {
      out.write(`\r\x1b[2K${barLine(label, progress, eta)}`);
      drawn = true;
      return;
    }
    // Plain lines only when something a reader cares about changed: the state or a new tenth of the work.
    const line = plainLine(label, progress, eta);
    const key = `${progress.state} ${Math.floor(percent(progress) / 10)}`;
    if (key !== lastLine) {
      out.write(`${line}\n`);
      lastLine = key;
    }
  }

  function finish(): void {
    if (tty && drawn) out.write('\n');
  }

  return { update, finish };
}

export function percent({ processed, total, state }: Progress): number {
  if (total <= 0) return state === 'done' ? 100 : 0;
  return Math.min(100, (processed / total) * 100);
}

export function barLine(label: string, progress: Progress, eta: string): string {
  const filled = Math.round((percent(progress) / 100) * BAR_WIDTH);
  const bar = `${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}`;
  return `${label} [${bar}] ${progress.processed}/${progress.total} ${percent(progress).toFixed(1)}% ETA ${eta}`;
}

export function plainLine(label: string, progress: Progress, eta: string): string {
  return `${label}: ${progress.state} ${progress.processed}/${progress.total} (${percent(progress).toFixed(1)}%) ETA ${eta}`;
}

/** Remaining time at the rate observed since the first sample. */
function estimate(progress: Progress, first: { at: number; processed: number }, at: number): string {
  if (progress.state === 'done' || (progress.total > 0 && progress.processed >= progress.total)) return '0s';
  const rate = (progress.processed - first.processed) / (at - first.at);
  if (!(rate > 0)) return '--';
  return formatDuration((progress.total - progress.processed) / rate);
}

export function formatDuration(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m${String(seconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`;
}
