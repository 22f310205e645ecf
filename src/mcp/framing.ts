import { TransportError } from './jsonrpc.js';

/**
 * Message framing for both transports, in linear time: each chunk is scanned once for line
 * ends, partial lines are kept as a list of pieces (never re-joined and re-scanned), and one
 * message is capped so a server writing an endless line cannot grow memory without bound.
 */

/** One JSON-RPC message larger than this is dropped with an error naming the server. */
export const DEFAULT_MAX_MESSAGE_BYTES = 128 * 1024 * 1024;

export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1)} MiB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${bytes} bytes`;
}

/** One message passed the cap: the request it answered fails with this, naming server and size. */
export class MessageTooLargeError extends TransportError {
  constructor(
    readonly server: string,
    readonly limit: number,
  ) {
    super('protocol', `MCP server '${server}' sent a message larger than ${formatSize(limit)} (the limit for one message); it was dropped`);
    this.name = 'MessageTooLargeError';
  }
}

/**
 * Newline-delimited messages from a byte stream (stdio). `onLine` gets each complete line
 * once; `onOverflow` fires once per line that passes the cap, whose bytes are then discarded
 * up to its end.
 */
export class LineSplitter {
  private pieces: Buffer[] = [];
  private size = 0;
  private discarding = false;

  constructor(
    private readonly maxBytes: number,
    private readonly onLine: (line: string) => void,
    private readonly onOverflow: () => void,
  ) {}

  push(chunk: Buffer): void {
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf(0x0a, start);
      if (nl === -1) {
        this.append(chunk.subarray(start));
        return;
      }
      this.append(chunk.subarray(start, nl));
      this.finishLine();
      start = nl + 1;
    }
  }

  private append(part: Buffer): void {
    if (part.length === 0 || this.discarding) return;
    if (this.size + part.length > this.maxBytes) {
      this.pieces = [];
      this.size = 0;
      this.discarding = true;
      this.onOverflow();
      return;
    }
    this.pieces.push(part);
    this.size += part.length;
  }

  private finishLine(): void {
    if (this.discarding) {
      this.discarding = false;
      return;
    }
    const pieces = this.pieces;
    this.pieces = [];
    this.size = 0;
    if (pieces.length === 0) return;
    const line = (pieces.length === 1 ? (pieces[0] as Buffer) : Buffer.concat(pieces)).toString('utf8').trim();
    if (line !== '') this.onLine(line);
  }
}

export interface SseEvent {
  data: string;
  id: string | undefined;
}

/**
 * A `text/event-stream` parser (WHATWG rules) over decoded text: `data:` lines joined by
 * newlines, `id:` remembered as the last event id, `retry:` as the reconnection delay.
 */
export class SseParser {
  lastEventId: string | undefined;
  retryMs: number | undefined;
  private line: string[] = [];
  private lineSize = 0;
  private data: string[] = [];
  private dataSize = 0;
  private eventId: string | undefined;
  private skipLf = false;
  private discarding = false;

  constructor(
    private readonly maxBytes: number,
    private readonly onEvent: (event: SseEvent) => void,
    private readonly onOverflow: () => void,
  ) {}

  push(text: string): void {
    let start = 0;
    const n = text.length;
    if (this.skipLf && n > 0) {
      this.skipLf = false;
      if (text.charCodeAt(0) === 10) start = 1;
    }
    let i = start;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c !== 10 && c !== 13) {
        // Jump to the next line end with the engine's own search rather than a char loop.
        const lf = text.indexOf('\n', i);
        const cr = text.indexOf('\r', i);
        const end = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
        if (end === -1) {
          this.appendLine(text.slice(start));
          return;
        }
        i = end;
        continue;
      }
      this.appendLine(text.slice(start, i));
      this.finishLine();
      if (c === 13) {
        if (i + 1 < n) {
          if (text.charCodeAt(i + 1) === 10) i++;
        } else {
          this.skipLf = true;
        }
      }
      i++;
      start = i;
    }
  }

  private appendLine(part: string): void {
    if (part === '' || this.discarding) return;
    if (this.lineSize + this.dataSize + part.length > this.maxBytes) {
      this.line = [];
      this.lineSize = 0;
      this.data = [];
      this.dataSize = 0;
      this.discarding = true;
      this.onOverflow();
      return;
    }
    this.line.push(part);
    this.lineSize += part.length;
  }

  private finishLine(): void {
    const line = this.line.length === 1 ? (this.line[0] as string) : this.line.join('');
    this.line = [];
    this.lineSize = 0;
    if (line === '') {
      this.dispatch();
      return;
    }
    if (this.discarding) return;
    const colon = line.indexOf(':');
    if (colon === 0) return; // a comment
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'data':
        this.data.push(value);
        this.dataSize += value.length;
        break;
      case 'id':
        if (!value.includes('\0')) this.eventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.retryMs = Number(value);
        break;
      default:
        break;
    }
  }

  private dispatch(): void {
    if (this.discarding) {
      this.discarding = false;
      this.data = [];
      this.dataSize = 0;
      return;
    }
    if (this.eventId !== undefined) this.lastEventId = this.eventId;
    const data = this.data;
    this.data = [];
    this.dataSize = 0;
    if (data.length === 0) return;
    this.onEvent({ data: data.length === 1 ? (data[0] as string) : data.join('\n'), id: this.eventId });
  }
}
