/**
 * Shared for read-only children, exclusive for the others, first come first served. Two children
 * editing the same files at once would lose each other's edits (Edit reads, then writes) or race in
 * the shell, so only children that cannot write overlap.
 */
export class ChildLock {
  private readers = 0;
  private writer = false;
  private readonly queue: { write: boolean; grant: () => void }[] = [];

  acquire(write: boolean): Promise<() => void> {
    return new Promise((resolve) => {
      this.queue.push({ write, grant: () => resolve(() => this.release(write)) });
      this.pump();
    });
  }

  private release(write: boolean): void {
    if (write) this.writer = false;
    else this.readers -= 1;
    this.pump();
  }

  private pump(): void {
    for (let head = this.queue[0]; head; head = this.queue[0]) {
      if (this.writer || (head.write && this.readers > 0)) return;
      this.queue.shift();
      if (head.write) this.writer = true;
      else this.readers += 1;
      head.grant();
      if (head.write) return;
    }
  }
}
