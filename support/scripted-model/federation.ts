import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Anthropic's workload identity federation token endpoint, as platform.claude.com's "WIF reference" and the SDK's
 * oidcFederationProvider describe it: `POST /v1/oauth/token` with a JSON body (RFC 7523 jwt-bearer grant:
 * grant_type, assertion, federation_rule_id, organization_id, optional service_account_id and workspace_id) and the
 * `anthropic-beta: oauth-2025-04-20,oidc-federation-2026-04-01` header; the answer `{ access_token, token_type:
 * "Bearer", expires_in }`, no refresh token (the caller re-exchanges a fresh assertion). Errors are RFC 6749 bodies.
 * Afterwards the Messages API takes only `Authorization: Bearer <access token>` with the `oauth-2025-04-20` beta.
 */

const GRANT_TYPE_JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const OAUTH_BETA = 'oauth-2025-04-20';
const FEDERATION_BETA = 'oidc-federation-2026-04-01';

export interface FederationRule {
  federationRuleId: string;
  organizationId: string;
  serviceAccountId?: string;
  workspaceId?: string;
  /** The audience the rule expects on the OIDC token. */
  audience: string;
  /** Checks the assertion (signature, issuer, expiry) and returns its claims, or why it is refused. */
  verify: (jwt: string) => { ok: true; claims: { aud: string; jti: string; sub: string } } | { ok: false; error: string };
  /** Lifetime of each access token, seconds; default 3600. Under the SDK's 30 s margin, every request re-exchanges. */
  expiresIn?: number;
  /** After this many Messages requests an access token is refused (401), as an expired one is; default unlimited. */
  usesPerToken?: number;
}

export interface Exchange {
  body: Record<string, unknown>;
  headers: IncomingHttpHeaders;
  /** The access token minted, or the RFC 6749 error returned. */
  accessToken?: string;
  error?: string;
  /** The `sub` claim of the assertion. */
  subject?: string;
}

export class FederationEndpoint {
  readonly exchanges: Exchange[] = [];
  /** Messages requests refused for their credential. */
  readonly refused: string[] = [];
  private readonly uses = new Map<string, number>();
  private readonly seenJti = new Set<string>();

  constructor(private readonly rule: FederationRule) {}

  /** The token endpoint's answer. */
  exchange(headers: IncomingHttpHeaders, raw: string): { status: number; body: unknown } {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      body = {};
    }
    const record: Exchange = { body, headers };
    this.exchanges.push(record);
    const fail = (status: number, error: string, description: string): { status: number; body: unknown } => {
      record.error = error;
      return { status, body: { error, error_description: description } };
    };
    const betas = String(headers['anthropic-beta'] ?? '')
      .split(',')
      .map((b) => b.trim());
    if (!betas.includes(FEDERATION_BETA)) return fail(400, 'invalid_request', `the ${FEDERATION_BETA} beta header is required`);
    if (body.grant_type !== GRANT_TYPE_JWT_BEARER) return fail(400, 'unsupported_grant_type', `grant_type must be ${GRANT_TYPE_JWT_BEARER}`);
    if (typeof body.assertion !== 'string' || body.assertion === '') return fail(400, 'invalid_request', 'assertion is required');
    const r = this.rule;
    if (body.federation_rule_id !== r.federationRuleId || body.organization_id !== r.organizationId) {
      return fail(401, 'invalid_grant', 'no such federation rule in this organization');
    }
    if (r.serviceAccountId !== undefined && body.service_account_id !== r.serviceAccountId) return fail(401, 'invalid_grant', 'service account mismatch');
    if (r.workspaceId !== undefined && body.workspace_id !== r.workspaceId) return fail(401, 'invalid_grant', 'workspace mismatch');
    const verified = r.verify(body.assertion);
    if (!verified.ok) return fail(401, 'invalid_grant', `assertion refused: ${verified.error}`);
    if (verified.claims.aud !== r.audience) return fail(401, 'invalid_grant', `audience ${verified.claims.aud} is not ${r.audience}`);
    if (this.seenJti.has(verified.claims.jti)) return fail(401, 'invalid_grant', 'jti_reused');
    this.seenJti.add(verified.claims.jti);
    const accessToken = `sk-ant-oat01-wif-${randomBytes(24).toString('base64url')}`;
    record.accessToken = accessToken;
    record.subject = verified.claims.sub;
    this.uses.set(accessToken, 0);
    return { status: 200, body: { access_token: accessToken, token_type: 'Bearer', expires_in: r.expiresIn ?? 3600 } };
  }

  /** Why a Messages request's credential is refused, or undefined when it carries a live access token. */
  refuse(headers: IncomingHttpHeaders): string | undefined {
    const problem = this.check(headers);
    if (problem) this.refused.push(problem);
    return problem;
  }

  private check(headers: IncomingHttpHeaders): string | undefined {
    if (headers['x-api-key'] !== undefined) return 'an x-api-key was sent: this organization authenticates by federation';
    const bearer = /^Bearer (.+)$/.exec(String(headers.authorization ?? ''))?.[1];
    if (!bearer) return 'no bearer token';
    const used = this.uses.get(bearer);
    if (used === undefined) return 'unknown access token';
    if (this.rule.usesPerToken !== undefined && used >= this.rule.usesPerToken) return 'access token expired';
    const betas = String(headers['anthropic-beta'] ?? '')
      .split(',')
      .map((b) => b.trim());
    if (!betas.includes(OAUTH_BETA)) return `OAuth authentication needs the ${OAUTH_BETA} beta header`;
    this.uses.set(bearer, used + 1);
    return undefined;
  }
}
