import { crc32 } from 'node:zlib';

/**
 * The request paths and stream framing of the Bedrock and Vertex AI endpoints, for the scripted model server.
 *
 * Paths (what @anthropic-ai/bedrock-sdk and @anthropic-ai/vertex-sdk send, and what AWS / Google document):
 *  - Bedrock runtime: `POST /model/{modelId}/invoke` and `POST /model/{modelId}/invoke-with-response-stream`; the model
 *    and `stream` leave the body, `anthropic_version` enters it. Streams use the AWS event-stream binary framing: one
 *    `chunk` event per Anthropic event, its payload `{"bytes": base64(event JSON)}`; errors are `exception` frames.
 *  - Vertex AI: `POST /v1/projects/{project}/locations/{region}/publishers/anthropic/models/{model}:streamRawPredict`
 *    (`:rawPredict` when not streaming, `count-tokens:rawPredict` for token counting); the model leaves the body,
 *    `anthropic_version` enters it; streams are the Messages API's own SSE.
 */

export type ProviderKind = 'anthropic' | 'bedrock' | 'vertex';

export interface ProviderRoute {
  provider: ProviderKind;
  kind: 'messages' | 'count_tokens';
  /** Bedrock: from the path; undefined where the model is in the body. */
  stream?: boolean;
  /** The model named in the path (decoded), for Bedrock and Vertex. */
  model?: string;
  project?: string;
  location?: string;
}

const BEDROCK = /^(?:\/[^/]+)*\/model\/([^/]+)\/(invoke|invoke-with-response-stream)$/;
const VERTEX = /^(?:\/[^/]+)*\/projects\/([^/]+)\/locations\/([^/]+)\/publishers\/anthropic\/models\/([^/:]+):(rawPredict|streamRawPredict)$/;

/** Which API a POST path belongs to, or undefined for a path none of them serves. */
export function parseProviderRoute(method: string, rawPath: string): ProviderRoute | undefined {
  if (method !== 'POST') return undefined;
  if (rawPath === '/v1/messages') return { provider: 'anthropic', kind: 'messages' };
  if (rawPath === '/v1/messages/count_tokens') return { provider: 'anthropic', kind: 'count_tokens' };
  const bedrock = BEDROCK.exec(rawPath);
  if (bedrock) {
    return { provider: 'bedrock', kind: 'messages', model: decodeURIComponent(bedrock[1] ?? ''), stream: bedrock[2] === 'invoke-with-response-stream' };
  }
  const vertex = VERTEX.exec(rawPath);
  if (vertex) {
    const model = decodeURIComponent(vertex[3] ?? '');
    const base = { provider: 'vertex' as const, project: decodeURIComponent(vertex[1] ?? ''), location: decodeURIComponent(vertex[2] ?? '') };
    if (model === 'count-tokens') return vertex[4] === 'rawPredict' ? { ...base, kind: 'count_tokens' } : undefined;
    return { ...base, kind: 'messages', model };
  }
  return undefined;
}

/** One AWS event-stream message: prelude (total length, headers length, CRC32), string headers, payload, CRC32. */
export function eventStreamMessage(headers: Record<string, string>, payload: Buffer): Buffer {
  const encoded = Object.entries(headers).map(([name, value]) => {
    const n = Buffer.from(name, 'utf8');
    const v = Buffer.from(value, 'utf8');
    const head = Buffer.alloc(1 + n.length + 1 + 2);
    head.writeUInt8(n.length, 0);
    n.copy(head, 1);
    head.writeUInt8(7, 1 + n.length); // 7 = string
    head.writeUInt16BE(v.length, 2 + n.length);
    return Buffer.concat([head, v]);
  });
  const headerBytes = Buffer.concat(encoded);
  const total = 12 + headerBytes.length + payload.length + 4;
  const prelude = Buffer.alloc(12);
  prelude.writeUInt32BE(total, 0);
  prelude.writeUInt32BE(headerBytes.length, 4);
  prelude.writeUInt32BE(crc32(prelude.subarray(0, 8)), 8);
  const body = Buffer.concat([prelude, headerBytes, payload]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([body, crc]);
}

/** A Bedrock `chunk` event carrying one Anthropic stream event (or, for faults, any raw text). */
export function bedrockChunk(event: unknown, raw?: string): Buffer {
  const bytes = Buffer.from(raw ?? JSON.stringify(event), 'utf8').toString('base64');
  return eventStreamMessage(
    { ':event-type': 'chunk', ':content-type': 'application/json', ':message-type': 'event' },
    Buffer.from(JSON.stringify({ bytes }), 'utf8'),
  );
}

/** A Bedrock stream exception frame, e.g. `serviceUnavailableException` or `throttlingException`. */
export function bedrockException(exceptionType: string, message: string): Buffer {
  return eventStreamMessage(
    { ':exception-type': exceptionType, ':content-type': 'application/json', ':message-type': 'exception' },
    Buffer.from(JSON.stringify({ message }), 'utf8'),
  );
}

/** Bedrock's error shape for an HTTP error: `{"message"}` plus the `x-amzn-ErrorType` header. */
export function bedrockHttpError(status: number, message: string): { headers: Record<string, string>; body: unknown } {
  const type =
    status === 429
      ? 'ThrottlingException'
      : status === 400
        ? 'ValidationException'
        : status === 403
          ? 'AccessDeniedException'
          : status === 404
            ? 'ResourceNotFoundException'
            : status === 503 || status === 529
              ? 'ServiceUnavailableException'
              : 'InternalServerException';
  return { headers: { 'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazon.bedrock/` }, body: { message } };
}
