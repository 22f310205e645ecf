// The runner's one runtime door to @anthropic-ai/sdk: what the Anthropic provider needs before its first request.
// Elsewhere the SDK is imported for its types only (checked by test/structure/imports.test.ts), or lazily for Bedrock
// and Vertex. `npm run build` replaces the compiled build/src/model/sdk.js with a tree-shaken bundle of these exports
// (scripts/bundle-sdk.mjs): ncc's webpack keeps every module a file imports, and client.mjs imports every resource for
// the full `Anthropic` class, 1.4 MB the run would compile. `tsc` alone leaves this file as re-exports, which work.
// The error classes stay one module shared with the Bedrock and Vertex clients, so `instanceof` holds for theirs too.
export { BaseAnthropic } from '@anthropic-ai/sdk/client';
export { Messages } from '@anthropic-ai/sdk/resources/messages';
// Workload identity federation: the SDK's own RFC 7523 exchange (POST /v1/oauth/token), cached and refreshed by the client.
export { oidcFederationProvider } from '@anthropic-ai/sdk/lib/credentials/oidc-federation';
export { APIConnectionError, APIError, APIUserAbortError } from '@anthropic-ai/sdk/core/error';
