/** An answer awaited by request id, settled by whichever stream carries it; `settled` tells a late one apart. */
export interface Waiter {
  promise: Promise<unknown>;
  settled: boolean;
  resolve(value: unknown): void;
  reject(err: Error): void;
}

export function waiter(): Waiter {
  let resolve!: (v: unknown) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => {});
  const w: Waiter = {
    promise,
    settled: false,
    resolve: (v) => {
      w.settled = true;
      resolve(v);
    },
    reject: (e) => {
      w.settled = true;
      reject(e);
    },
  };
  return w;
}
