import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Checkpoint, EventStore } from '@waypost/contracts';
import {
  PROJECTIONS_YOUNG_GENERATION_MB,
  ReplayInProgressError,
  type ProjectionControl,
  type ProjectionStatus,
  type RebuildProgress,
  type ReplayOptions,
  type ReplayProgress,
} from '@waypost/projections';
import type { CallMethod, FromThread, ProjectionThreadData, ToThread } from './protocol';

// ── The projection runner in a worker thread, seen from the app thread ──────
// Same surface as ProjectionRunner. Replays and rebuilds return progress objects at once, as the runner does; the
// thread keeps them up to date (and settles `done`). Appends seen by this thread's store wake the runner there.

export interface ThreadedProjectionsOptions {
  names: string[];
  thread: ProjectionThreadData;
  /** The app thread's store: its wake-ups (own appends, LISTEN) are passed on to the runner's thread. */
  store: EventStore;
  /** Creates the read-model tables (run here, before the thread starts). */
  ensureSchema: () => Promise<void>;
  log: (message: string) => void;
  /** Told of every checkpoint the thread's runner commits (see RunnerOptions.onCheckpoints). */
  onCheckpoints?: (moved: { name: string; at: Checkpoint; folded: number }[]) => void;
  /** A module loaded in the thread before its entry (tests: a TypeScript loader; the entry is then the .ts file). */
  preload?: string;
}

const done = (state: ReplayProgress['state']) => state === 'done' || state === 'failed';

export class ThreadedProjections implements ProjectionControl {
  readonly names: string[];
  private worker: Worker | null = null;
  private running = false;
  private nextCall = 0;
  private readonly calls = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private readonly replays: ReplayProgress[] = [];
  private readonly settle = new Map<string, () => void>();
  private readonly rebuilds = new Map<string, RebuildProgress>();

  constructor(private readonly options: ThreadedProjectionsOptions) {
    this.names = [...options.names];
  }

  ensureSchema(): Promise<void> {
    return this.options.ensureSchema();
  }

  async start(): Promise<void> {
    await this.ensureSchema();
    this.running = true;
    await this.call('start');
    void this.forwardWakeUps();
  }

  async stop(): Promise<void> {
    this.running = false;
    const worker = this.worker;
    if (!worker) return;
    await this.call('stop').catch((error: Error) => this.options.log(`projection thread: ${error.message}`));
    this.worker = null;
    await worker.terminate();
  }

  status(): Promise<ProjectionStatus[]> {
    return this.call('status') as Promise<ProjectionStatus[]>;
  }

  catchUpOnce(name: string): Promise<number> {
    return this.call('catchUpOnce', name) as Promise<number>;
  }

  requestRebuild(name: string): RebuildProgress {
    this.known(name);
    let progress = this.rebuilds.get(name);
    if (progress?.state !== 'running') {
      progress = { state: 'running', processed: 0, total: 0, startedAt: new Date().toISOString() };
      this.rebuilds.set(name, progress);
      this.post({ type: 'rebuild', name });
    }
    return progress;
  }

  replay(names: string[] | 'all', options: ReplayOptions = {}): ReplayProgress {
    const running = this.replays.find((r) => !done(r.state));
    if (running) throw new ReplayInProgressError(running);
    const chosen = names === 'all' ? this.names : [...new Set(names)];
    for (const name of chosen) this.known(name);
    const { id: _ignored, ...rest } = options;
    const progress: ReplayProgress = {
      id: randomUUID(),
      projections: chosen,
      verify: options.verify ?? false,
      state: 'waiting',
      processed: 0,
      total: 0,
      startedAt: new Date().toISOString(),
    };
    progress.done = new Promise<void>((resolve) => this.settle.set(progress.id, resolve));
    this.replays.unshift(progress);
    this.replays.splice(20);
    this.post({ type: 'replay', id: progress.id, names, options: rest });
    return progress;
  }

  async replayAndWait(names: string[] | 'all', options: ReplayOptions = {}): Promise<ReplayProgress> {
    const progress = this.replay(names, options);
    await progress.done;
    return progress;
  }

  replayHistory(): ReplayProgress[] {
    return [...this.replays];
  }

  // ── the thread ──────────────────────────────────────────────────────────────
  private spawn(): void {
    const ts = __filename.endsWith('.ts');
    const entry = path.join(__dirname, `projections-thread.worker.${ts ? 'ts' : 'js'}`);
    const preload = this.options.preload;
    const resourceLimits = { maxYoungGenerationSizeMb: PROJECTIONS_YOUNG_GENERATION_MB };
    const worker = preload
      ? new Worker(`require(${JSON.stringify(preload)}); require(${JSON.stringify(entry)});`, { eval: true, workerData: this.options.thread, resourceLimits })
      : new Worker(entry, { workerData: this.options.thread, resourceLimits });
    this.worker = worker;
    worker.on('message', (message: FromThread) => this.receive(message));
    worker.on('error', (error) => this.options.log(`projection thread failed: ${error.stack ?? error.message}`));
    worker.on('exit', (code) => {
      if (this.worker !== worker) return;
      this.worker = null;
      for (const { reject } of this.calls.values()) reject(new Error(`the projection thread exited (${code})`));
      this.calls.clear();
      if (!this.running) return;
      // It must not stay down: start it again (the runner resumes from its checkpoints).
      this.options.log(`projection thread exited (${code}); starting it again`);
      setTimeout(() => {
        if (!this.running || this.worker) return;
        this.call('start').catch((error: Error) => this.options.log(`projection thread: ${error.message}`));
      }, 1000).unref();
    });
  }

  private async forwardWakeUps(): Promise<void> {
    // waitForEvents resolves when this thread's store appends (or hears NOTIFY). Appends answered in the same turn
    // (a group commit answers several) share one message: the post comes after them, and the next wait is
    // registered in the same turn as the post, so no append falls between two waits unannounced.
    while (this.running) {
      await this.options.store.waitForEvents(5000);
      await new Promise((resolve) => setImmediate(resolve));
      this.worker?.postMessage({ type: 'wake' } satisfies ToThread);
    }
  }

  private receive(message: FromThread): void {
    switch (message.type) {
      case 'result': {
        const call = this.calls.get(message.id);
        this.calls.delete(message.id);
        if (message.error !== undefined) call?.reject(new Error(message.error));
        else call?.resolve(message.value);
        return;
      }
      case 'progress':
        for (const snapshot of message.replays) {
          const mirror = this.replays.find((r) => r.id === snapshot.id);
          if (!mirror) continue;
          Object.assign(mirror, snapshot);
          if (done(mirror.state)) this.finish(mirror.id);
        }
        for (const [name, snapshot] of Object.entries(message.rebuilds)) {
          const mirror = this.rebuilds.get(name);
          if (mirror) Object.assign(mirror, snapshot);
        }
        return;
      case 'replay-refused': {
        const mirror = this.replays.find((r) => r.id === message.id);
        if (mirror) Object.assign(mirror, { state: 'failed', error: message.error, finishedAt: new Date().toISOString() });
        this.finish(message.id);
        return;
      }
      case 'log':
        this.options.log(message.message);
        return;
      case 'checkpoints':
        this.options.onCheckpoints?.(message.moved);
        return;
    }
  }

  private finish(id: string): void {
    this.settle.get(id)?.();
    this.settle.delete(id);
  }

  /** The thread, started on first use (replays, status and catch-up work without the live loops, as in the runner). */
  private thread(): Worker {
    if (!this.worker) this.spawn();
    return this.worker!;
  }

  private call(method: CallMethod, ...args: unknown[]): Promise<unknown> {
    const worker = this.thread();
    const id = ++this.nextCall;
    return new Promise((resolve, reject) => {
      this.calls.set(id, { resolve, reject });
      worker.postMessage({ type: 'call', id, method, args } satisfies ToThread);
    });
  }

  private post(message: ToThread): void {
    this.thread().postMessage(message);
  }

  private known(name: string): void {
    if (!this.names.includes(name)) throw new Error(`Unknown projection: ${name}`);
  }
}
