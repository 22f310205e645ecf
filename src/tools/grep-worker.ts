import { parentPort } from 'node:worker_threads';
import { prepare, searchSome, type PlainQuery, type Prepared, type Progress, type Search } from './grep-js.js';

/**
 * A worker thread of Grep's JavaScript engine (kept by the pool in grep-parallel.ts between calls): searches the chunks
 * of file lists it is sent, one at a time, synchronously, and answers each with its hits.
 */
export interface ChunkMessage { job: number; seq: number; paths: string[]; query: PlainQuery; maxLines: number; shared: Int32Array }
export interface ChunkResult { job: number; seq: number; result: Search }

let current: { job: number; prep: Prepared | string } | undefined;
parentPort?.on('message', (m: ChunkMessage) => {
  if (current?.job !== m.job) current = { job: m.job, prep: prepare(m.query) };
  const prep = current.prep;
  let result: Search;
  if (typeof prep === 'string') result = { files: [], stopped: false, error: prep };
  else {
    const p: Progress = { files: [], collected: 0, next: 0, stopped: false, shared: m.shared };
    searchSome(m.paths, m.query, prep, m.maxLines, p, Number.POSITIVE_INFINITY);
    result = { files: p.files, stopped: p.stopped };
  }
  parentPort?.postMessage({ job: m.job, seq: m.seq, result } satisfies ChunkResult);
});
