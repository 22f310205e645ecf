import { classify, TransportError, type Incoming } from './jsonrpc.js';
import { MessageTooLargeError } from './framing.js';

// A Streamable HTTP answer's body (transport-http.ts): its text under the message cap, and the messages in it.

/** The whole body as text, refusing one larger than `maxBytes` (`label` names the server); a broken connection names `url`. */
export async function readBodyCapped(res: Response, signal: AbortSignal, maxBytes: number, label: string, url: string): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxBytes) throw new MessageTooLargeError(label, maxBytes);
      parts.push(decoder.decode(value, { stream: true }));
    }
    parts.push(decoder.decode());
  } catch (err) {
    if (signal.aborted || err instanceof MessageTooLargeError) throw err;
    throw new TransportError('closed', `the connection to ${url} broke while reading the answer`);
  } finally {
    reader.cancel().catch(() => {});
  }
  return parts.join('');
}

/** The JSON-RPC messages in a body or an SSE event's data (one, or a batch); none when it is not JSON. */
export function parseMessages(text: string): Incoming[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  return (Array.isArray(raw) ? raw : [raw]).map(classify);
}
