import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { prepare, searchSome, type JsQuery, type PlainQuery, type Progress, type Search } from './grep-js.js';

/** Grep's JavaScript engine over a file list: on worker threads (src/tools/grep-worker.ts) when cores are idle. */

const SLICE_MS = 12;
/** Below this many files one thread is as fast: a worker costs a module load. */
const PARALLEL_MIN_FILES = 1000;
const MAX_THREADS = 4;

/** The list split in contiguous parts over worker threads (src/tools/grep-worker.ts), results in list order. */
function searchInWorkers(paths: readonly string[], q: PlainQuery, maxLines: number, signal: AbortSignal, threads: number): Promise<Search> {
  const size = Math.ceil(paths.length / threads);
  const workers: Worker[] = [];
  const parts = Array.from({ length: threads }, (_, i) => paths.slice(i * size, (i + 1) * size)).filter((part) => part.length > 0);
  const stopAll = (): void => void workers.forEach((w) => void w.terminate());
  signal.addEventListener('abort', stopAll, { once: true });
  const runs = parts.map((part) => new Promise<Search>((resolve, reject) => {
    const worker = new Worker(new URL('./grep-worker.js', import.meta.url), { workerData: { paths: part, query: q, maxLines } });
    workers.push(worker);
    worker.once('message', (result: Search) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => (signal.aborted ? resolve({ files: [], stopped: true }) : reject(new Error(`grep worker exited with code ${code}`))));
  }));
  return Promise.all(runs).then((results) => {
    const error = results.find((r) => r.error)?.error;
    const files = results.flatMap((r) => r.files);
    const lines = files.reduce((n, f) => n + f.lines.size, 0);
    return { files, stopped: signal.aborted || results.some((r) => r.stopped) || lines > maxLines, ...(error ? { error } : {}) };
  }).finally(() => {
    signal.removeEventListener('abort', stopAll);
    stopAll();
  });
}

/** Threads only for cores that are idle: on a machine already busy, more threads only add their start-up. */
function idleThreads(): number {
  return Math.max(1, Math.min(MAX_THREADS, Math.floor(availableParallelism() - (loadavg()[0] ?? 0) + 0.5)));
}

/**
 * Searches `paths` in list order and stops at `maxLines` collected: on worker threads when the machine has cores
 * to spare and the list is long, else on this thread in slices of a few milliseconds (the event loop stays live).
 */
export async function jsSearchFiles(paths: readonly string[], q: JsQuery, maxLines: number, threads = idleThreads()): Promise<Search> {
  const { signal, ...plain } = q;
  const prep = prepare(plain);
  if (typeof prep === 'string') return { files: [], stopped: false, error: prep };
  if (threads > 1 && paths.length >= PARALLEL_MIN_FILES) {
    const result = await searchInWorkers(paths, plain, maxLines, signal, threads).catch(() => undefined);
    if (result) return result;
  }
  const p: Progress = { files: [], collected: 0, next: 0, stopped: false };
  while (p.next < paths.length && !p.stopped) {
    if (signal.aborted) return { files: p.files, stopped: true };
    searchSome(paths, plain, prep, maxLines, p, performance.now() + SLICE_MS);
    if (p.next < paths.length) await new Promise((resolve) => setImmediate(resolve));
  }
  return { files: p.files, stopped: p.stopped };
}
