import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as grpc from '@grpc/grpc-js';
import { decodeJson, decodeProtobuf, encodeResponse, grpcPath, type Signal } from './otlp-protos.js';
import { flatten, type Received } from './otlp-flatten.js';

export type { Attributes, AttributeValue, ReceivedLog, ReceivedPoint, ReceivedSpan } from './otlp-flatten.js';

/**
 * A local OTLP receiver for tests: the collector's three doors (OTLP/HTTP with protobuf or JSON on /v1/{metrics,logs,traces},
 * and OTLP/gRPC) on 127.0.0.1, each request decoded with the official protocol definitions (otlp-protos.ts) and kept,
 * flattened to points, log records and spans with their resource's attributes.
 */

export interface ExportRequest {
  signal: Signal;
  transport: 'http/protobuf' | 'http/json' | 'grpc';
  headers: Record<string, string>;
}

export interface OtlpReceiver extends Received {
  /** http://127.0.0.1:port (OTLP/HTTP: the SDK adds /v1/<signal>). */
  url: string;
  /** http://127.0.0.1:port of the gRPC door. */
  grpcUrl: string;
  requests: ExportRequest[];
  /** Requests the receiver could not decode (a wrong encoding): answered 400. */
  rejected: string[];
  close(): Promise<void>;
}

const PATHS: Record<string, Signal> = { '/v1/metrics': 'metrics', '/v1/logs': 'logs', '/v1/traces': 'traces' };

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const received: Received = { points: [], logs: [], spans: [] };
  const requests: ExportRequest[] = [];
  const rejected: string[] = [];
  const keep = (signal: Signal, transport: ExportRequest['transport'], headers: Record<string, string>, body: Record<string, unknown>): void => {
    requests.push({ signal, transport, headers });
    flatten(signal, body, received);
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const signal = PATHS[req.url ?? ''];
      if (req.method !== 'POST' || !signal) {
        res.writeHead(404).end();
        return;
      }
      const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim();
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      const bytes = Buffer.concat(chunks);
      try {
        if (type === 'application/x-protobuf') {
          keep(signal, 'http/protobuf', headers, decodeProtobuf(signal, bytes));
          res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(Buffer.from(encodeResponse(signal)));
        } else if (type === 'application/json') {
          keep(signal, 'http/json', headers, decodeJson(signal, JSON.parse(bytes.toString('utf8'))));
          res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        } else throw new Error(`content-type ${type ?? '(none)'}`);
      } catch (error) {
        rejected.push(`${req.url}: ${error instanceof Error ? error.message : String(error)}`);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const grpcServer = new grpc.Server();
  for (const signal of ['metrics', 'logs', 'traces'] as const) {
    const definition: grpc.ServiceDefinition = {
      Export: {
        path: grpcPath(signal),
        requestStream: false,
        responseStream: false,
        requestSerialize: (value: Buffer) => value,
        requestDeserialize: (bytes: Buffer) => bytes,
        responseSerialize: (value: Buffer) => value,
        responseDeserialize: (bytes: Buffer) => bytes,
      },
    };
    grpcServer.addService(definition, {
      Export: (call: grpc.ServerUnaryCall<Buffer, Buffer>, done: grpc.sendUnaryData<Buffer>) => {
        try {
          const headers = Object.fromEntries(Object.entries(call.metadata.getMap()).map(([k, v]) => [k, String(v)]));
          keep(signal, 'grpc', headers, decodeProtobuf(signal, call.request));
          done(null, Buffer.from(encodeResponse(signal)));
        } catch (error) {
          rejected.push(`grpc ${signal}: ${error instanceof Error ? error.message : String(error)}`);
          done({ code: grpc.status.INVALID_ARGUMENT, details: 'undecodable' });
        }
      },
    });
  }
  const grpcPort = await new Promise<number>((resolve, reject) =>
    grpcServer.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, port) => (error ? reject(error) : resolve(port))),
  );
  const { port } = server.address() as AddressInfo;
  return {
    ...received,
    url: `http://127.0.0.1:${port}`,
    grpcUrl: `http://127.0.0.1:${grpcPort}`,
    requests,
    rejected,
    close: async () => {
      grpcServer.forceShutdown();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
