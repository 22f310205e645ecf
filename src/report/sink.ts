/**
 * A report sink (a file, the comment, the outputs, the job summary) that fails is reported as a
 * warning and the others still run: the result of a finished, paid run is never lost to one of them.
 */
export function reportSink(warn: (message: string) => void): <T>(what: string, write: () => T | Promise<T>) => Promise<T | undefined> {
  return async (what, write) => {
    try {
      return await write();
    } catch (error) {
      warn(`Could not write ${what}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };
}
