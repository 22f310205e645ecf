/**
 * OAuth for servers a CI job can reach without a person: the client-credentials grant
 * (client_secret_basic, client_secret_post or private_key_jwt) and the JWT-bearer grant
 * (a workload identity token as the assertion). Discovery follows the MCP authorization
 * spec: the 401's `resource_metadata` → protected-resource metadata → authorization-server
 * metadata → token endpoint. Tokens live only in this object, in the runner's memory.
 */
import { createPrivateKey, randomUUID, sign, type KeyObject } from 'node:crypto';
import { isRecord } from './jsonrpc.js';

export interface TokenSource {
  /** The token to send now, if one is held. */
  current(): Promise<string | undefined>;
  /** Obtain a new token after a 401 (its WWW-Authenticate header tells where). */
  refresh(wwwAuthenticate: string | null, signal: AbortSignal): Promise<string>;
}

/** `oauth` of an HTTP server in `.mcp.json` (Claude Code's field names, plus the headless grants). */
export interface OAuthConfig {
  clientId: string;
  clientSecret?: string;
  /** PEM (PKCS#8) key for private_key_jwt client authentication. */
  privateKey?: string;
  signingAlgorithm?: string;
  /** A JWT from the environment (e.g. a workload identity token) for the jwt-bearer grant. */
  assertion?: string;
  /** Space-separated scopes to ask for. */
  scopes?: string;
  /** Skips discovery: the authorization server's metadata document. */
  authServerMetadataUrl?: string;
  /** `client_secret_basic` (default with a secret) or `client_secret_post`. */
  tokenEndpointAuthMethod?: string;
}

export const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

/** An interactive OAuth entry (only a client id): explained, since CI cannot sign in. */
export function headlessGrant(cfg: OAuthConfig): 'client_credentials' | 'jwt-bearer' | undefined {
  if (cfg.assertion !== undefined) return 'jwt-bearer';
  if (cfg.clientSecret !== undefined || cfg.privateKey !== undefined) return 'client_credentials';
  return undefined;
}

export class OAuthError extends Error {}

function param(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  const m = new RegExp(`${name}="([^"]*)"|${name}=([^\\s,]+)`).exec(header);
  return m?.[1] ?? m?.[2];
}

async function getJson(url: string, signal: AbortSignal): Promise<Record<string, unknown> | undefined> {
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' }, signal });
    if (!res.ok) {
      await res.body?.cancel();
      return undefined;
    }
    const body: unknown = await res.json();
    return isRecord(body) ? body : undefined;
  } catch (err) {
    if (signal.aborted) throw err;
    return undefined;
  }
}

/** RFC 8414 / OIDC discovery URLs for an issuer, path-aware first. */
function metadataUrls(issuer: string): string[] {
  const u = new URL(issuer);
  const path = u.pathname.replace(/\/+$/, '');
  const origin = u.origin;
  if (path === '') return [`${origin}/.well-known/oauth-authorization-server`, `${origin}/.well-known/openid-configuration`];
  return [
    `${origin}/.well-known/oauth-authorization-server${path}`,
    `${origin}/.well-known/openid-configuration${path}`,
    `${origin}${path}/.well-known/openid-configuration`,
  ];
}

/** RFC 9728: the header's URL, else the path-aware then root well-known location. */
function resourceMetadataUrls(serverUrl: string, header: string | null): string[] {
  const given = param(header, 'resource_metadata');
  const u = new URL(serverUrl);
  const path = u.pathname.replace(/\/+$/, '');
  const urls = given ? [given] : [];
  if (path !== '') urls.push(`${u.origin}/.well-known/oauth-protected-resource${path}`);
  urls.push(`${u.origin}/.well-known/oauth-protected-resource`);
  return urls;
}

function b64url(data: Buffer | string): string {
  return Buffer.from(data).toString('base64url');
}

const JWS_ALGS: Record<string, { hash: string; ec: boolean }> = {
  ES256: { hash: 'sha256', ec: true },
  ES384: { hash: 'sha384', ec: true },
  ES512: { hash: 'sha512', ec: true },
  RS256: { hash: 'sha256', ec: false },
  RS384: { hash: 'sha384', ec: false },
  RS512: { hash: 'sha512', ec: false },
};

/** RFC 7523 client assertion: iss = sub = client id, aud = the authorization server's issuer. */
export function clientAssertion(clientId: string, audience: string, key: KeyObject, alg: string): string {
  const spec = JWS_ALGS[alg];
  if (!spec) throw new OAuthError(`oauth.signingAlgorithm ${alg} is not supported (use ${Object.keys(JWS_ALGS).join(', ')})`);
  const now = Math.floor(Date.now() / 1000);
  const header = b64url(JSON.stringify({ alg, typ: 'JWT' }));
  const claims = b64url(JSON.stringify({ iss: clientId, sub: clientId, aud: audience, iat: now, exp: now + 300, jti: randomUUID() }));
  const input = `${header}.${claims}`;
  const signature = sign(spec.hash, Buffer.from(input), spec.ec ? { key, dsaEncoding: 'ieee-p1363' } : key);
  return `${input}.${b64url(signature)}`;
}

export class OAuthTokenSource implements TokenSource {
  private token: string | undefined;
  private expiresAt = 0;
  private readonly key: KeyObject | undefined;

  constructor(
    private readonly serverUrl: string,
    private readonly cfg: OAuthConfig,
    private readonly label: string,
  ) {
    try {
      this.key = cfg.privateKey === undefined ? undefined : createPrivateKey(cfg.privateKey);
    } catch (err) {
      throw new OAuthError(`oauth.privateKey is not a readable PEM private key (${(err as Error).message})`);
    }
  }

  async current(): Promise<string | undefined> {
    return this.token !== undefined && Date.now() < this.expiresAt ? this.token : undefined;
  }

  async refresh(wwwAuthenticate: string | null, signal: AbortSignal): Promise<string> {
    const { tokenEndpoint, issuer, resource, scope } = await this.discover(wwwAuthenticate, signal);
    const body = new URLSearchParams();
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
    const grant = headlessGrant(this.cfg);
    if (grant === 'jwt-bearer') {
      body.set('grant_type', JWT_BEARER_GRANT);
      body.set('assertion', this.cfg.assertion ?? '');
      body.set('client_id', this.cfg.clientId);
    } else {
      body.set('grant_type', 'client_credentials');
      if (this.key) {
        body.set('client_id', this.cfg.clientId);
        body.set('client_assertion_type', 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer');
        body.set('client_assertion', clientAssertion(this.cfg.clientId, issuer, this.key, this.cfg.signingAlgorithm ?? 'ES256'));
      } else if (this.cfg.tokenEndpointAuthMethod === 'client_secret_post') {
        body.set('client_id', this.cfg.clientId);
        body.set('client_secret', this.cfg.clientSecret ?? '');
      } else {
        const pair = `${encodeURIComponent(this.cfg.clientId)}:${encodeURIComponent(this.cfg.clientSecret ?? '')}`;
        headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
      }
    }
    if (scope) body.set('scope', scope);
    if (resource) body.set('resource', resource);
    let res: Response;
    try {
      res = await fetch(tokenEndpoint, { method: 'POST', headers, body, signal });
    } catch (err) {
      if (signal.aborted) throw err;
      throw new OAuthError(`MCP server '${this.label}': the token endpoint ${tokenEndpoint} could not be reached`);
    }
    const answer: unknown = await res.json().catch(() => undefined);
    if (!res.ok || !isRecord(answer) || typeof answer.access_token !== 'string') {
      // The endpoint's error code and description, never the request (it carries the secret).
      const why = isRecord(answer) ? [answer.error, answer.error_description].filter((x) => typeof x === 'string').join(': ') : '';
      throw new OAuthError(`MCP server '${this.label}': the ${grant} grant at ${tokenEndpoint} was refused (HTTP ${res.status}${why ? `, ${why}` : ''})`);
    }
    this.token = answer.access_token;
    const ttl = typeof answer.expires_in === 'number' ? answer.expires_in : 3600;
    this.expiresAt = Date.now() + Math.max(10, ttl - 30) * 1000;
    return this.token;
  }

  private async discover(header: string | null, signal: AbortSignal): Promise<{ tokenEndpoint: string; issuer: string; resource?: string; scope?: string }> {
    let resource: string | undefined;
    let issuer: string | undefined;
    let scopesSupported: string | undefined;
    let meta: Record<string, unknown> | undefined;
    if (this.cfg.authServerMetadataUrl !== undefined) {
      meta = await getJson(this.cfg.authServerMetadataUrl, signal);
    } else {
      for (const url of resourceMetadataUrls(this.serverUrl, header)) {
        const prm = await getJson(url, signal);
        if (!prm) continue;
        if (typeof prm.resource === 'string') resource = prm.resource;
        const servers = Array.isArray(prm.authorization_servers) ? prm.authorization_servers : [];
        if (typeof servers[0] === 'string') issuer = servers[0];
        if (Array.isArray(prm.scopes_supported)) scopesSupported = prm.scopes_supported.filter((s) => typeof s === 'string').join(' ');
        break;
      }
      // A server without protected-resource metadata: its own origin is the issuer (2025-03-26).
      issuer ??= new URL(this.serverUrl).origin;
      for (const url of metadataUrls(issuer)) {
        meta = await getJson(url, signal);
        if (meta) break;
      }
    }
    if (!meta || typeof meta.token_endpoint !== 'string') {
      throw new OAuthError(
        `MCP server '${this.label}' requires authorization, but no authorization-server metadata with a token_endpoint was found${issuer ? ` for ${issuer}` : ''}`,
      );
    }
    const out: { tokenEndpoint: string; issuer: string; resource?: string; scope?: string } = {
      tokenEndpoint: meta.token_endpoint,
      issuer: typeof meta.issuer === 'string' ? meta.issuer : (issuer ?? new URL(meta.token_endpoint).origin),
    };
    if (resource !== undefined) out.resource = resource;
    const scope = this.cfg.scopes ?? param(header, 'scope') ?? scopesSupported;
    if (scope) out.scope = scope;
    return out;
  }
}
