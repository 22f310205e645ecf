import type { ContextRoom } from './types.js';

/** A turn's room: `tokens` at the start (at least none), taken by its results; `count` asks the API. */
export function contextRoom(tokens: number, count: (text: string) => Promise<number | undefined>): ContextRoom {
  let left = Math.max(0, tokens);
  return {
    left: () => left,
    take: (n) => {
      left = Math.max(0, left - n);
    },
    count,
  };
}
