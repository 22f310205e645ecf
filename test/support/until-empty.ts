/** What `read` lists once it is empty, or after `graceMs` (processes already being killed get that long to go). */
export async function untilEmpty(read: () => string[], graceMs: number, stepMs: number): Promise<string[]> {
  const deadline = Date.now() + graceMs;
  let left = read();
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, stepMs));
    left = read();
  }
  return left;
}
