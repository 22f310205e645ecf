/**
 * Polls for an event nothing announces: resolves true as soon as `check` holds, false after `boundMs`. The bound only
 * ends a hang (a check that will never hold), so it is generous: a loaded machine is slow, not stuck.
 */
export async function until(check: () => boolean, boundMs: number, stepMs: number): Promise<boolean> {
  const deadline = Date.now() + boundMs;
  while (!check()) {
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  return true;
}

/** What `read` lists once it is empty, or after `graceMs` (processes already being killed get that long to go). */
export async function untilEmpty(read: () => string[], graceMs: number, stepMs: number): Promise<string[]> {
  let left = read();
  await until(() => (left = read()).length === 0, graceMs, stepMs);
  return left;
}
