import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { linesOf, prepare, searchSome, type JsQuery, type PlainQuery, type Progress, type Search } from './grep-js.js';
import type { ChunkMessage, ChunkResult } from './grep-worker.js';

/**
 * Grep's JavaScript engine over a file list that may still be growing (the walk feeds it folder by folder): on the
 * worker threads of a pool kept between calls, even for one file on a one-core machine. The model's expression can
 * backtrack for hours on one line (`(a+)+$`); on this thread nothing could interrupt it, while a worker is ended on the
 * run's abort. Only where workers cannot start (the pool is broken) does a search run here, in slices of a few
 * milliseconds between files.
 *
 * The list is cut into chunks handed out as workers finish theirs (a few in flight each, so none waits for this
 * thread while it walks): an idle core takes the next chunk, whatever the other threads' load. The hits come back in
 * list order. Every thread counts the lines collected in one shared counter and stops at the limit.
 */

const SLICE_MS = 12;
const MAX_THREADS = 4;
const CHUNK_FILES = 512;
const IN_FLIGHT = 3;
/**
 * Workers idle this long are ended (their memory freed); the next search starts new ones. A session greps in bursts,
 * a model turn (seconds) apart.
 */
const IDLE_MS = 60 * 1000;

interface Job {
  id: number;
  query: PlainQuery;
  maxLines: number;
  /** [0] lines collected by every thread, [1] 1 when the job is abandoned (aborted, a limit reached). */
  shared: Int32Array;
  results: Search[];
  queued: number;
  inFlight: number;
  ended: boolean;
  failed: boolean;
  /** Some files were left unsearched (the limit, an abort). */
  cut: boolean;
  lines: number;
  settle: () => void;
}
interface Chunk {
  job: Job;
  msg: ChunkMessage;
  /** Sent again after its worker ended for another job's abort. */
  resent?: boolean;
}
interface Slot {
  worker: Worker;
  chunks: Chunk[];
}

let nextJob = 1;

/**
 * ncc's asset builds (-a) bundle grep-worker.js on its own from this `new URL(…)` only if its parser reads this whole
 * file (no numeric separators such as 30_000 here); else the worker is copied unbundled and cannot load. What the worker
 * imports stays light: no permission or parser code.
 */
function newWorker(): Worker {
  return new Worker(new URL('./grep-worker.js', import.meta.url));
}

/** The pool: workers are started as jobs need them and stay (unreferenced while idle) until IDLE_MS without work. */
const pool = {
  slots: [] as Slot[],
  queue: [] as Chunk[],
  idleTimer: undefined as NodeJS.Timeout | undefined,
  /** A worker failed before it answered anything (it cannot load here): searches stay on one thread from then on. */
  broken: false,
};

function enqueue(job: Job, msg: ChunkMessage, threads: number): void {
  job.queued++;
  pool.queue.push({ job, msg });
  clearTimeout(pool.idleTimer);
  while (pool.slots.length < threads) pool.slots.push(startWorker());
  pump();
}

/** Drops the job's chunks not yet sent; a job abandoned mid-chunk (a stuck expression) ends the workers holding it. */
function drop(job: Job, kill: boolean): void {
  const before = pool.queue.length;
  pool.queue = pool.queue.filter((c) => c.job !== job);
  job.queued -= before - pool.queue.length;
  if (before > pool.queue.length) job.cut = true;
  if (!kill) return;
  for (const slot of [...pool.slots])
    if (slot.chunks.some((c) => c.job === job)) {
      // Its thread may take a while to stop inside the expression: it no longer keeps the runner alive meanwhile.
      slot.worker.unref();
      void slot.worker.terminate();
    }
}

function startWorker(): Slot {
  const worker = newWorker();
  const slot: Slot = { worker, chunks: [] };
  let answered = false;
  worker.on('message', (r: ChunkResult) => {
    answered = true;
    const at = slot.chunks.findIndex((c) => c.job.id === r.job && c.msg.seq === r.seq);
    const [chunk] = at >= 0 ? slot.chunks.splice(at, 1) : [];
    if (slot.chunks.length === 0) worker.unref();
    if (r.paths && r.mtimes) {
      const mtimes = r.mtimes;
      r.result.files = r.paths.map((path, i) => ({ path, lines: new Map(), mtimeMs: mtimes[i] ?? 0 }));
    }
    if (chunk) onAnswer(chunk.job, r.seq, r.result);
    pump();
  });
  worker.on('error', () => void (answered || (pool.broken = true)));
  worker.on('exit', () => {
    pool.slots = pool.slots.filter((s) => s !== slot);
    // A job abandoned by its caller already settled. Another job's chunk on this worker (ended for the abort of a job
    // it also held) is sent again, once: searching it here instead would put the model's expression on this thread.
    for (const chunk of slot.chunks) {
      const { job } = chunk;
      job.inFlight--;
      if (job.shared[1] === 0 && !pool.broken && !chunk.resent) {
        job.queued++;
        pool.queue.unshift({ ...chunk, resent: true });
      } else if (job.shared[1] === 0) job.failed = true;
      job.settle();
    }
    slot.chunks = [];
    if (pool.queue.length > 0 && pool.slots.length === 0 && !pool.broken) pool.slots.push(startWorker());
    pump();
  });
  // After the listeners: adding a 'message' listener refs the worker again (an idle pool then kept the runner alive).
  worker.unref();
  return slot;
}

function onAnswer(job: Job, seq: number, result: Search): void {
  job.inFlight--;
  job.results[seq] = result;
  job.lines += result.files.reduce((n, f) => n + linesOf(f, job.query.mode), 0);
  if (result.error || job.lines >= job.maxLines) {
    Atomics.store(job.shared, 1, 1);
    drop(job, false);
  }
  job.settle();
}

function pump(): void {
  for (;;) {
    const slot = pool.slots.filter((s) => s.chunks.length < IN_FLIGHT).sort((x, y) => x.chunks.length - y.chunks.length)[0];
    const next = slot && pool.queue.shift();
    if (!slot || !next) break;
    next.job.queued--;
    next.job.inFlight++;
    slot.chunks.push(next);
    slot.worker.ref();
    slot.worker.postMessage(next.msg);
  }
  if (pool.queue.length === 0 && pool.slots.every((s) => s.chunks.length === 0)) {
    clearTimeout(pool.idleTimer);
    pool.idleTimer = setTimeout(() => void pool.slots.forEach((s) => void s.worker.terminate()), IDLE_MS).unref();
  }
}

/**
 * Starts the pool's workers ahead of a search of a folder, so that their start (tens of ms: a module load on a new
 * thread) overlaps the listing instead of following it. Workers already running are kept; idle ones end after IDLE_MS.
 */
export function warmPool(threads = searchThreads()): void {
  if (threads < 1 || pool.broken) return;
  clearTimeout(pool.idleTimer);
  while (pool.slots.length < threads) pool.slots.push(startWorker());
  pump();
}

/** As many threads as the machine has cores (up to MAX_THREADS), as ripgrep takes: the chunks go to whichever is free. */
export function searchThreads(): number {
  return Math.max(1, Math.min(MAX_THREADS, availableParallelism()));
}

export interface SearchFeed {
  /** More files to search, after those already added (list order). */
  add(paths: readonly string[]): void;
  /** No more files: the hits, in list order. */
  end(): Promise<Search>;
}

/**
 * A search whose file list is given piece by piece: the first pieces are searched while the rest is listed. `threads`:
 * the workers to use; 0 searches on this thread (the reference the tests compare the pool with).
 */
export function searchFeed(q: JsQuery, maxLines: number, threads = searchThreads()): SearchFeed {
  const { signal, ...plain } = q;
  const prep = prepare(plain);
  const all: string[] = [];
  let job: Job | undefined;
  let sent = 0;
  let seq = 0;
  let done: Promise<Search> | undefined;
  const send = (upTo: number): void => {
    if (!job) return;
    if (job.shared[1] !== 0) {
      if (sent < upTo) job.cut = true;
      return;
    }
    for (; sent < upTo; sent += CHUNK_FILES) {
      const paths = all.slice(sent, Math.min(upTo, sent + CHUNK_FILES));
      enqueue(job, { job: job.id, seq: seq++, paths, query: plain, maxLines, shared: job.shared }, threads);
    }
  };
  const onAbort = (): void => {
    if (!job) return;
    Atomics.store(job.shared, 1, 1);
    drop(job, true);
    job.settle();
  };
  return {
    add(paths) {
      if (typeof prep === 'string' || signal.aborted) return;
      for (const p of paths) all.push(p);
      if (!job && threads > 0 && !pool.broken) {
        let settle = (): void => undefined;
        done = new Promise<Search>((resolve) => {
          settle = () => {
            if (!job || (!signal.aborted && !job.failed && (!job.ended || job.queued > 0 || job.inFlight > 0))) return;
            if (signal.aborted) return resolve({ files: [], stopped: true });
            if (job.failed) {
              Atomics.store(job.shared, 1, 1);
              return resolve(onThisThread(all, plain, maxLines, signal));
            }
            const error = job.results.find((r) => r?.error)?.error;
            const files = job.results.flatMap((r) => r?.files ?? []);
            const stopped = job.cut || job.results.some((r) => r?.stopped) || job.lines > maxLines;
            const changed = job.results.reduce((n, r) => n + (r?.changed ?? 0), 0);
            resolve({ files, stopped, changed, ...(error ? { error } : {}) });
          };
        });
        job = {
          id: nextJob++,
          query: plain,
          maxLines,
          shared: new Int32Array(new SharedArrayBuffer(8)),
          results: [],
          queued: 0,
          inFlight: 0,
          ended: false,
          failed: false,
          cut: false,
          lines: 0,
          settle: () => settle(),
        };
        signal.addEventListener('abort', onAbort, { once: true });
      }
      // Whole chunks only while the list grows.
      send(all.length - (all.length % CHUNK_FILES));
    },
    async end() {
      if (typeof prep === 'string') return { files: [], stopped: false, error: prep };
      if (!job || !done) return onThisThread(all, plain, maxLines, signal);
      send(all.length);
      job.ended = true;
      job.settle();
      try {
        return await done;
      } finally {
        signal.removeEventListener('abort', onAbort);
      }
    },
  };
}

/** The whole list on this thread, in slices of SLICE_MS. */
async function onThisThread(paths: readonly string[], q: PlainQuery, maxLines: number, signal: AbortSignal): Promise<Search> {
  const prep = prepare(q);
  if (typeof prep === 'string') return { files: [], stopped: false, error: prep };
  const p: Progress = { files: [], collected: 0, next: 0, stopped: false };
  while (p.next < paths.length && !p.stopped) {
    if (signal.aborted) return { files: p.files, stopped: true, changed: p.changed ?? 0 };
    searchSome(paths, q, prep, maxLines, p, performance.now() + SLICE_MS);
    if (p.next < paths.length) await new Promise((resolve) => setImmediate(resolve));
  }
  return { files: p.files, stopped: p.stopped, changed: p.changed ?? 0 };
}

/** Searches `paths` in list order and stops at `maxLines` collected (see searchFeed). */
export function jsSearchFiles(paths: readonly string[], q: JsQuery, maxLines: number, threads = searchThreads()): Promise<Search> {
  const feed = searchFeed(q, maxLines, threads);
  feed.add(paths);
  return feed.end();
}
