import { Blob } from 'node:buffer';
import { HttpHeaders } from './headers.js';

/** Statuses whose response has no body (fetch gives them `body: null`). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

export interface ResponseParts {
  status: number;
  statusText: string;
  headers: HttpHeaders;
  url: string;
  redirected: boolean;
  body: ReadableStream<Uint8Array> | null;
}

/**
 * fetch's Response for what src/http/fetch.ts received: the status line, the headers, and the body as a web
 * ReadableStream read once (text, json, bytes, arrayBuffer, blob) or teed by clone(), as Node's Response does.
 */
export class HttpResponse {
  readonly status: number;
  readonly statusText: string;
  readonly ok: boolean;
  readonly headers: HttpHeaders;
  readonly url: string;
  readonly redirected: boolean;
  readonly type = 'basic';
  #body: ReadableStream<Uint8Array> | null;
  #used = false;

  constructor(parts: ResponseParts) {
    this.status = parts.status;
    this.statusText = parts.statusText;
    this.ok = parts.status >= 200 && parts.status <= 299;
    this.headers = parts.headers;
    this.url = parts.url;
    this.redirected = parts.redirected;
    this.#body = NULL_BODY.has(parts.status) ? null : parts.body;
  }

  get [Symbol.toStringTag](): string {
    return 'Response';
  }

  get body(): ReadableStream<Uint8Array> | null {
    return this.#body;
  }

  get bodyUsed(): boolean {
    return this.#used;
  }

  async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    if (this.#used || this.#body?.locked) throw new TypeError('Body is unusable: Body has already been read');
    if (!this.#body) return new Uint8Array(new ArrayBuffer(0));
    this.#used = true;
    const chunks: Uint8Array[] = [];
    let length = 0;
    for await (const chunk of this.#body) {
      chunks.push(chunk);
      length += chunk.byteLength;
    }
    const whole = new Uint8Array(new ArrayBuffer(length));
    let at = 0;
    for (const chunk of chunks) {
      whole.set(chunk, at);
      at += chunk.byteLength;
    }
    return whole;
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = await this.bytes();
    return bytes.buffer;
  }

  /** UTF-8, a byte order mark dropped and bad sequences replaced, as fetch decodes. */
  async text(): Promise<string> {
    return new TextDecoder().decode(await this.bytes());
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  async blob(): Promise<Blob> {
    return new Blob([await this.bytes()], { type: this.headers.get('content-type') ?? '' });
  }

  async formData(): Promise<never> {
    throw new TypeError('Response.formData() is not supported for this response');
  }

  clone(): HttpResponse {
    if (this.#used || this.#body?.locked) throw new TypeError('Response.clone: Body has already been consumed.');
    let copy: ReadableStream<Uint8Array> | null = null;
    if (this.#body) [this.#body, copy] = this.#body.tee();
    return new HttpResponse({ status: this.status, statusText: this.statusText, headers: new HttpHeaders(this.headers), url: this.url, redirected: this.redirected, body: copy });
  }
}
