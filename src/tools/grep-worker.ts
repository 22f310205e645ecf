import { parentPort, workerData } from 'node:worker_threads';
import { searchAll, type PlainQuery } from './grep-js.js';

/** A worker thread of Grep's JavaScript engine: one contiguous part of the file list, searched synchronously. */
const job = workerData as { paths: string[]; query: PlainQuery; maxLines: number };
parentPort?.postMessage(searchAll(job.paths, job.query, job.maxLines));
