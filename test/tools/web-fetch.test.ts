import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MAX_MARKDOWN_CHARS, createWebFetchTool, type WebFetchInput } from '../../src/tools/web-fetch.js';
import { addressRefusal } from '../../src/powers/network.js';
import { promptOf, startPageServer, toolContext, webModelFor, type PageServer, type WebModel } from './web-helpers.js';

const HTML = `<!doctype html><html><head><title>Release notes</title><style>.x { color: red }</style>
<script>window.secret = "SCRIPT-BODY"</script></head>
<body><h1>Version 2.0</h1><p>The <a href="/migrate">migration guide</a> explains <strong>breaking</strong> changes.</p>
<noscript>NOSCRIPT-BODY</noscript><ul><li>Dropped Node 18</li><li>New API</li></ul></body></html>`;
const LONG = 'x'.repeat(MAX_MARKDOWN_CHARS + 5_000);

let pages: PageServer;

before(async () => {
  pages = await startPageServer({
    '/page.html': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'session=s3cret; Path=/' });
      res.end(HTML);
    },
    '/moved': (_req, res) => {
      res.writeHead(301, { location: '/page.html' });
      res.end();
    },
    '/elsewhere': (_req, res) => {
      res.writeHead(302, { location: `http://127.0.0.2:${pages.port}/page.html` });
      res.end();
    },
    '/far': (_req, res) => {
      res.writeHead(302, { location: `https://elsewhere.example/${'a'.repeat(1500)}` });
      res.end();
    },
    '/long.txt': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(LONG);
    },
    '/huge.txt': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = 'y'.repeat(1024 * 1024);
      let sent = 0;
      const pump = (): void => {
        while (sent < 30 && res.write(chunk)) sent += 1;
        if (sent >= 30 || res.destroyed) res.end();
        else
          res.once('drain', () => {
            sent += 1;
            pump();
          });
      };
      pump();
    },
    '/missing': (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<p>gone</p>');
    },
    '/latin1.txt': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain; charset=ISO-8859-1' });
      res.end(Buffer.from([0x63, 0x61, 0x66, 0xe9]));
    },
    '/image.png': (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    },
    '/slow': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('start');
    },
  });
});

after(() => pages.close());

const answer = (text: string) => ({ content: [{ type: 'text' as const, text }] });

describe('WebFetch', () => {
  it('turns HTML into markdown without scripts or styles, asks the small model, and returns the SDK output', async (t) => {
    const web = await webModelFor(t, [answer('Version 2.0 drops Node 18.')]);
    const tool = createWebFetchTool({ askModel: web.askModel });
    const input: WebFetchInput = { url: `${pages.url}/page.html`, prompt: 'What changed?' };
    const result = await tool.execute(input, toolContext());
    assert.equal(result.isError, false, result.content);
    assert.equal(result.content, 'Version 2.0 drops Node 18.');
    const details = result.details as Record<string, unknown>;
    assert.deepEqual(Object.keys(details).sort(), ['bytes', 'code', 'codeText', 'durationMs', 'result', 'url']);
    assert.equal(details.code, 200);
    assert.equal(details.codeText, 'OK');
    assert.equal(details.bytes, Buffer.byteLength(HTML));
    assert.equal(details.url, input.url);

    const [request] = web.model.requests;
    assert.equal(request?.body.model, 'claude-haiku-5-5');
    const prompt = promptOf(request?.body ?? {});
    assert.match(prompt, /# Version 2\.0/);
    assert.match(prompt, /\[migration guide\]\(\/migrate\)/);
    assert.match(prompt, /\*\*breaking\*\*/);
    assert.doesNotMatch(prompt, /SCRIPT-BODY|NOSCRIPT-BODY|color: red/);
    assert.match(prompt, /untrusted/);
    assert.match(prompt, /What changed\?/);
    // The small model's call is charged to the run's ledger under its own model id.
    const usage = web.budget.ledger.modelUsage['claude-haiku-5-5'];
    assert.ok(usage && usage.costUSD > 0 && usage.inputTokens > 0);
    assert.equal(web.budget.spentUsd, usage.costUSD);
  });

  it('follows a redirect within the same origin, but hands a redirect to another host back to the model', async (t) => {
    const web = await webModelFor(t, [answer('followed')]);
    const tool = createWebFetchTool({ askModel: web.askModel });
    const same = await tool.execute({ url: `${pages.url}/moved`, prompt: 'p' }, toolContext());
    assert.equal(same.content, 'followed');

    const before = pages.requests.length;
    const other = await tool.execute({ url: `${pages.url}/elsewhere`, prompt: 'Summarize' }, toolContext());
    assert.equal(other.isError, false);
    assert.match(other.content, /^REDIRECT DETECTED/);
    assert.match(other.content, new RegExp(`url: "http://127\\.0\\.0\\.2:${pages.port}/page\\.html"`));
    assert.match(other.content, /prompt: "Summarize"/);
    assert.equal((other.details as Record<string, unknown>).code, 302);
    // Only the redirecting request reached a server: 127.0.0.2 was never asked, and no model call was made.
    assert.deepEqual(
      pages.requests.slice(before).map((r) => r.path),
      ['/elsewhere'],
    );
    assert.equal(web.model.requests.length, 1);

    const far = await tool.execute({ url: `${pages.url}/far`, prompt: 'p' }, toolContext());
    assert.match(far.content, /more characters withheld: too long to relay\]/);
    assert.match(far.content, /cannot be fetched from here; report the redirect instead\.$/);
    assert.doesNotMatch(far.content, /Please use WebFetch again/);
  });

  it('sends no cookie it was given, no credentials, and refuses URLs that carry them', async (t) => {
    const web = await webModelFor(t, [answer('one'), answer('two')]);
    const tool = createWebFetchTool({ askModel: web.askModel });
    await tool.execute({ url: `${pages.url}/page.html`, prompt: 'p' }, toolContext());
    await tool.execute({ url: `${pages.url}/page.html`, prompt: 'p' }, toolContext());
    const seen = pages.requests.filter((r) => r.path === '/page.html').slice(-2);
    assert.equal(seen.length, 2);
    for (const r of seen) {
      assert.equal(r.headers.cookie, undefined);
      assert.equal(r.headers.authorization, undefined);
      assert.match(r.headers['user-agent'] ?? '', /^Claude-User \(agent-runner\/[\d.]+\)$/);
    }
    const withUser = await tool.execute({ url: `http://user:pw@127.0.0.1:${pages.port}/page.html`, prompt: 'p' }, toolContext());
    assert.equal(withUser.isError, true);
    assert.match(withUser.content, /does not send credentials/);
  });

  it('reads a long page in parts: the note gives the next offset, and offset reads on', async (t) => {
    const web = await webModelFor(t, [answer('first part'), answer('second part'), answer('unused')]);
    const tool = createWebFetchTool({ askModel: web.askModel });
    const first = await tool.execute({ url: `${pages.url}/long.txt`, prompt: 'p' }, toolContext());
    assert.match(
      first.content,
      new RegExp(`first part\\n\\n\\[WebFetch note: this page's text is ${LONG.length} characters long .* offset: ${MAX_MARKDOWN_CHARS}\\.\\]$`),
    );
    const firstPrompt = promptOf(web.model.requests[0]?.body ?? {});
    assert.ok(firstPrompt.includes('x'.repeat(MAX_MARKDOWN_CHARS)) && !firstPrompt.includes('x'.repeat(MAX_MARKDOWN_CHARS + 1)));

    const second = await tool.execute({ url: `${pages.url}/long.txt`, prompt: 'p', offset: MAX_MARKDOWN_CHARS }, toolContext());
    assert.equal(second.content, 'second part');
    const secondPrompt = promptOf(web.model.requests[1]?.body ?? {});
    assert.match(secondPrompt, new RegExp(`starts ${MAX_MARKDOWN_CHARS} characters into the page's ${LONG.length}`));
    assert.ok(secondPrompt.includes('x'.repeat(5_000)) && !secondPrompt.includes('x'.repeat(5_001)));

    const past = await tool.execute({ url: `${pages.url}/long.txt`, prompt: 'p', offset: LONG.length + 10 }, toolContext());
    assert.match(past.content, /^Nothing left to read from offset/);
    assert.equal(web.model.requests.length, 2);
  });

  it('decodes the charset the Content-Type names', async (t) => {
    const web = await webModelFor(t, [answer('ok')]);
    await createWebFetchTool({ askModel: web.askModel }).execute({ url: `${pages.url}/latin1.txt`, prompt: 'p' }, toolContext());
    assert.match(promptOf(web.model.requests[0]?.body ?? {}), /\ncaf\u00e9\n/);
  });

  it('caps a huge response at 10 MB', async (t) => {
    const web = await webModelFor(t, [answer('capped')]);
    const tool = createWebFetchTool({ askModel: web.askModel });
    const result = await tool.execute({ url: `${pages.url}/huge.txt`, prompt: 'p' }, toolContext());
    assert.match(result.content, /^capped/);
    assert.equal((result.details as Record<string, unknown>).bytes, 10 * 1024 * 1024);
  });

  it('reports HTTP errors and binary content without a model call', async (t) => {
    const web = await webModelFor(t, []);
    const tool = createWebFetchTool({ askModel: web.askModel });
    const missing = await tool.execute({ url: `${pages.url}/missing`, prompt: 'p' }, toolContext());
    assert.match(missing.content, /^The server returned HTTP 404 Not Found\./);
    assert.equal((missing.details as Record<string, unknown>).code, 404);
    const image = await tool.execute({ url: `${pages.url}/image.png`, prompt: 'p' }, toolContext());
    assert.match(image.content, /binary content \(image\/png, 4 bytes\)/);
    assert.equal(web.model.requests.length, 0);
  });

  it('refuses link-local and metadata addresses before connecting, and an injected check decides for tests', async () => {
    const tool = createWebFetchTool({ askModel: () => Promise.reject(new Error('no model call expected')) });
    const metadata = await tool.execute({ url: 'http://169.254.169.254/latest/meta-data/', prompt: 'p' }, toolContext());
    assert.equal(metadata.isError, true);
    assert.match(metadata.content, /link-local or cloud metadata address/);
    // With the sandbox off (no grant), as in Claude Code: link-local and metadata refused, loopback reachable.
    assert.equal(addressRefusal({}, 'x', 'fd00:ec2::254') !== undefined, true);
    assert.equal(addressRefusal({}, 'x', '::ffff:169.254.169.254') !== undefined, true);
    assert.equal(addressRefusal({}, 'x', '127.0.0.1'), undefined);

    const before = pages.requests.length;
    const strict = createWebFetchTool({
      askModel: () => Promise.reject(new Error('no model call expected')),
      page: { checkAddress: (ip) => (ip === '127.0.0.1' ? 'blocked in this test' : undefined) },
    });
    const refused = await strict.execute({ url: `${pages.url}/page.html`, prompt: 'p' }, toolContext());
    assert.match(refused.content, /refused to fetch .*blocked in this test/);
    assert.equal(pages.requests.length, before);
  });

  it('refuses hostnames without a dot and non-http schemes', async () => {
    const tool = createWebFetchTool({ askModel: () => Promise.reject(new Error('no model call expected')) });
    assert.match((await tool.execute({ url: 'http://localhost:1/x', prompt: 'p' }, toolContext())).content, /without a dot/);
    // Claude Code 2.1.332's words (test/fixtures/claude-code-tool-results/2.1.332.json, run `errors`).
    assert.equal((await tool.execute({ url: 'file:///etc/passwd', prompt: 'p' }, toolContext())).content, 'Invalid URL');
    assert.equal((await tool.execute({ url: 'ftp://a.b/x', prompt: 'p' }, toolContext())).content, 'Unsupported protocol ftp:');
    const notUrl = tool.validate({ url: 'not a url', prompt: 'p' });
    assert.ok(!notUrl.ok && JSON.parse(notUrl.error)[0].code === 'invalid_format', 'a URL that does not parse fails validation, as zod words it');
    assert.equal(tool.validate({ url: 'https://a.b', prompt: 'p', offset: -1 }).ok, false);
    assert.equal(tool.validate({ url: 'https://a.b', prompt: 'p', extra: 1 }).ok, false);
  });

  it('stops when the run is aborted mid-fetch', async () => {
    const controller = new AbortController();
    const tool = createWebFetchTool({ askModel: () => Promise.reject(new Error('no model call expected')) });
    const pending = tool.execute({ url: `${pages.url}/slow`, prompt: 'p' }, toolContext(controller.signal));
    setTimeout(() => controller.abort(), 50);
    const result = await pending;
    assert.equal(result.isError, true);
    assert.match(result.content, /stopped: the run is ending/);
  });

  it('makes the model calls of concurrent fetches one at a time, each planned after the previous one was charged', async (t) => {
    let spentWhenSecondArrived = -1;
    let webRef: WebModel | undefined;
    const web = await webModelFor(t, (_req, index) => {
      if (index === 1) spentWhenSecondArrived = webRef?.budget.spentUsd ?? -1;
      return { ...answer(`answer ${index}`), delayMs: index === 0 ? 150 : 0 };
    });
    webRef = web;
    const tool = createWebFetchTool({ askModel: web.askModel });
    const results = await Promise.all([1, 2].map(() => tool.execute({ url: `${pages.url}/page.html`, prompt: 'p' }, toolContext())));
    assert.deepEqual(results.map((r) => r.content).sort(), ['answer 0', 'answer 1']);
    assert.ok(spentWhenSecondArrived > 0, 'the first call was charged before the second was sent');
  });

  it('refuses the model call when the budget cannot cover its worst case, and sends nothing', async (t) => {
    const web = await webModelFor(t, [answer('unused')], 0.0001);
    const tool = createWebFetchTool({ askModel: web.askModel });
    const result = await tool.execute({ url: `${pages.url}/long.txt`, prompt: 'p' }, toolContext());
    assert.equal(result.isError, true);
    assert.match(result.content, /budget .* cannot cover this call/);
    assert.equal(web.model.requests.length, 0);
    assert.equal(web.budget.spentUsd, 0);
  });
});
