import { parentPort } from 'node:worker_threads';
import { prepare, searchSome, type PlainQuery, type Prepared, type Progress, type Search } from './grep-js.js';

/**
 * A worker thread of Grep's JavaScript engine (kept by the pool in grep-parallel.ts between calls): searches the chunks
 * of file lists it is sent, one at a time, synchronously, and answers each with its hits.
 */
export interface ChunkMessage {
  job: number;
  seq: number;
  paths: string[];
  query: PlainQuery;
  maxLines: number;
  shared: Int32Array;
}
/** files_with_matches results travel as two arrays (paths, mtimes): no object per file to copy between threads. */
export interface ChunkResult {
  job: number;
  seq: number;
  result: Search;
  paths?: string[];
  mtimes?: Float64Array;
}

let current: { job: number; prep: Prepared | string } | undefined;
parentPort?.on('message', (m: ChunkMessage) => {
  if (current?.job !== m.job) current = { job: m.job, prep: prepare(m.query) };
  const prep = current.prep;
  let result: Search;
  if (typeof prep === 'string') result = { files: [], stopped: false, error: prep };
  else {
    const p: Progress = { files: [], collected: 0, next: 0, stopped: false, shared: m.shared };
    searchSome(m.paths, m.query, prep, m.maxLines, p, Number.POSITIVE_INFINITY);
    result = { files: p.files, stopped: p.stopped, changed: p.changed ?? 0 };
  }
  if (m.query.mode !== 'files_with_matches' || result.files.length === 0) {
    parentPort?.postMessage({ job: m.job, seq: m.seq, result } satisfies ChunkResult);
    return;
  }
  const paths = result.files.map((f) => f.path);
  const mtimes = Float64Array.from(result.files, (f) => f.mtimeMs ?? 0);
  const packed: ChunkResult = { job: m.job, seq: m.seq, result: { ...result, files: [] }, paths, mtimes };
  parentPort?.postMessage(packed, [mtimes.buffer]);
});
