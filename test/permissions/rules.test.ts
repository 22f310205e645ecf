import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import { parseRule, parseRuleList, ruleMatches } from '../../src/permissions/rules.js';
import type { PermissionRule } from '../../src/permissions/types.js';
import { loadBashGrammar } from '../../src/permissions/bash-grammar.js';

// The product loads the grammar once its first model request is sent; these tests call the parser directly.
await loadBashGrammar();

const ROOT = '/w/repo';

function rule(text: string): PermissionRule {
  const parsed = parseRule(text, 'test');
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rule;
}

const bash = (r: string, command: string, kind: 'allow' | 'deny' = 'allow'): boolean => ruleMatches(rule(r), 'Bash', { command }, ROOT, kind);

describe('parseRule', () => {
  it('parses the accepted forms', () => {
    assert.deepEqual(parseRule('Bash', 'src'), { ok: true, rule: { raw: 'Bash', tool: 'Bash', source: 'src' } });
    assert.deepEqual(parseRule(' Bash(npm test:*) ', 'src'), {
      ok: true,
      rule: { raw: 'Bash(npm test:*)', tool: 'Bash', specifier: 'npm test:*', source: 'src' },
    });
    assert.equal(rule('Read(./src/**)').specifier, './src/**');
    assert.equal(rule('mcp__github').tool, 'mcp__github');
    assert.equal(rule('mcp__github__create_issue').tool, 'mcp__github__create_issue');
    assert.equal(rule('mcp__github__*').tool, 'mcp__github__*');
    assert.equal(rule('WebFetch(domain:example.com)').specifier, 'domain:example.com');
    assert.equal(rule('Bash(node -e "console.log(1)")').specifier, 'node -e "console.log(1)"');
    assert.equal(rule('Bash(echo ")")').specifier, 'echo ")"');
  });

  it('treats Tool(*) as the bare tool', () => {
    assert.equal(rule('Bash(*)').specifier, undefined);
  });

  it('rejects malformed rules, naming the rule and its source', () => {
    const bad: [string, RegExp][] = [
      ['Bash(npm test', /^allowed_tools: malformed rule "Bash\(npm test": missing "\)"$/],
      ['Bash()', /empty specifier/],
      ['Bash(npm test)x', /unexpected text after "\)": "x"/],
      ['Bash)', /unexpected "\)"/],
      ['Ba sh', /invalid tool name/],
      ['(npm test)', /missing tool name/],
      ['mcp__srv(x)', /MCP rules take no specifier/],
      ['mcp__', /mcp__server/],
      ['Bash(echo "x)', /unterminated double quote/],
      ['WebFetch(example.com)', /domain:/],
    ];
    for (const [text, re] of bad) {
      const parsed = parseRule(text, 'allowed_tools');
      assert.equal(parsed.ok, false, text);
      if (!parsed.ok) {
        assert.match(parsed.error, re, text);
        assert.ok(parsed.error.includes(`"${text.trim()}"`), parsed.error);
      }
    }
  });
});

describe('parseRuleList', () => {
  it('splits on commas and newlines, keeping commas inside parentheses', () => {
    const { rules, errors } = parseRuleList('Bash(git log --format=%h,%s), Read\n\n  Edit(src/**) ,mcp__gh__*,', 'allowed_tools');
    assert.deepEqual(errors, []);
    assert.deepEqual(
      rules.map((r) => r.raw),
      ['Bash(git log --format=%h,%s)', 'Read', 'Edit(src/**)', 'mcp__gh__*'],
    );
  });

  it('reports each bad entry and keeps the good ones', () => {
    const { rules, errors } = parseRuleList('Bash(npm test\nRead\nBash()', 'allowed_tools');
    assert.deepEqual(
      rules.map((r) => r.raw),
      ['Read'],
    );
    assert.equal(errors.length, 2);
    assert.match(errors[0] ?? '', /"Bash\(npm test": missing "\)"/);
  });

  it('keeps quoted commas and parentheses of a Bash rule together', () => {
    const { rules, errors } = parseRuleList('Bash(echo "a, b)"), Glob', 'x');
    assert.deepEqual(errors, []);
    assert.deepEqual(
      rules.map((r) => r.raw),
      ['Bash(echo "a, b)")', 'Glob'],
    );
  });
});

describe('Bash rule matching', () => {
  it('prefix form matches on a word boundary', () => {
    assert.ok(bash('Bash(npm test:*)', 'npm test'));
    assert.ok(bash('Bash(npm test:*)', 'npm test -- --watch'));
    assert.ok(bash('Bash(npm test:*)', "npm 'test' --x"));
    assert.ok(!bash('Bash(npm test:*)', 'npm testx'));
    assert.ok(!bash('Bash(npm test:*)', 'npm tes'));
    assert.ok(!bash('Bash(npm test:*)', 'npm test\\ x'), 'one argument "test x" is not "test"');
  });

  it('exact form matches only that command', () => {
    assert.ok(bash('Bash(npm run build)', 'npm run build'));
    assert.ok(bash('Bash(npm run build)', '  npm   run build '));
    assert.ok(!bash('Bash(npm run build)', 'npm run build --prod'));
  });

  it('wildcard forms', () => {
    assert.ok(bash('Bash(npm run test *)', 'npm run test'), 'a trailing " *" is optional');
    assert.ok(bash('Bash(npm run test *)', 'npm run test --coverage'));
    assert.ok(!bash('Bash(npm run test *)', 'npm run testx'));
    assert.ok(bash('Bash(ls*)', 'lsof'));
    assert.ok(bash('Bash(git * main)', 'git checkout main'));
    assert.ok(!bash('Bash(git * main)', 'git checkout dev'));
  });

  it('wildcards match in linear time, whatever the rule and the command', () => {
    // No wall-clock assertion (the machine is shared): a backtracking matcher would not finish at all here.
    assert.ok(!bash('Bash(* * * * * * * * * * * * x)', `${'a '.repeat(3_000)}b`));
    assert.ok(bash('Bash(* * * * * * * * * * * * x)', `${'a '.repeat(3_000)}x`));
  });

  it('every part of a compound command must match', () => {
    assert.ok(bash('Bash(npm test:*)', 'npm test && npm test -- x'));
    assert.ok(!bash('Bash(npm test:*)', 'npm test && curl x'));
    assert.ok(!bash('Bash(npm test:*)', 'npm test $(curl x)'));
  });

  it('an exact rule may name a whole compound command', () => {
    assert.ok(bash('Bash(npm ci && npm test)', 'npm ci && npm test'));
    assert.ok(!bash('Bash(npm ci && npm test)', 'npm ci && npm test; rm x'));
  });

  it('deny rules hit any part, through wrappers and shells', () => {
    assert.ok(bash('Bash(rm:*)', 'ls && rm -rf x', 'deny'));
    assert.ok(bash('Bash(rm:*)', 'env FOO=1 rm x', 'deny'));
    assert.ok(bash('Bash(rm:*)', "bash -c 'rm x'", 'deny'));
    assert.ok(bash('Bash(rm:*)', '/bin/rm x', 'deny'));
    assert.ok(bash('Bash(git push:*)', 'git -C . push', 'deny'));
    assert.ok(!bash('Bash(rm:*)', 'echo rm', 'deny'));
    assert.ok(!bash('Bash(rm:*)', 'grep -r "rm -rf" .', 'deny'));
  });

  it('allows locale assignments before a command, but no others', () => {
    assert.ok(bash('Bash(npm test:*)', 'LC_ALL=C npm test'));
    assert.ok(!bash('Bash(npm test:*)', 'NODE_OPTIONS=--require=x npm test'));
    assert.ok(bash('Bash(NODE_OPTIONS=--max-old-space-size=4096 npm test:*)', 'NODE_OPTIONS=--max-old-space-size=4096 npm test'));
  });

  it('redirections: output must stay inside the working directory', () => {
    assert.ok(bash('Bash(npm test:*)', 'npm test > out.log 2>&1'));
    assert.ok(bash('Bash(npm test:*)', 'npm test > /dev/null'));
    assert.ok(bash('Bash(npm test:*)', `npm test > ${ROOT}/out.log`));
    assert.ok(!bash('Bash(npm test:*)', 'npm test > /etc/passwd'));
    assert.ok(!bash('Bash(npm test:*)', 'npm test > ../x'));
    assert.ok(!bash('Bash(npm test:*)', 'npm test > .git/hooks/pre-commit'));
    assert.ok(!bash('Bash(npm test:*)', 'npm test > "$F"'));
  });
});

describe('path rules', () => {
  const read = (r: string, p: string, tool = 'Read'): boolean => ruleMatches(rule(r), tool, { file_path: p, path: p }, ROOT);

  it('relative patterns are anchored at the working directory', () => {
    assert.ok(read('Read(./src/**)', `${ROOT}/src/a/b.ts`));
    assert.ok(read('Read(./src/**)', 'src/a.ts'));
    assert.ok(read('Read(src/**)', `${ROOT}/src/a.ts`));
    assert.ok(!read('Read(./src/**)', `${ROOT}/lib/src/a.ts`));
    assert.ok(!read('Read(./src/**)', '/elsewhere/src/a.ts'));
    assert.ok(!read('Read(./src/**)', `${ROOT}/src/../secrets/x`));
  });

  it('// is absolute, / is the project root, ~/ is home', () => {
    assert.ok(read('Read(//etc/**)', '/etc/passwd'));
    assert.ok(!read('Read(/etc/**)', '/etc/passwd'));
    assert.ok(read('Read(/etc/**)', `${ROOT}/etc/x`));
    assert.ok(read('Read(~/.ssh/**)', `${os.homedir()}/.ssh/id_rsa`));
  });

  it('a bare name matches at any depth, and a matched directory covers its contents', () => {
    assert.ok(read('Read(.env)', `${ROOT}/.env`));
    assert.ok(read('Read(.env)', `${ROOT}/pkg/a/.env`));
    assert.ok(read('Read(./secrets)', `${ROOT}/secrets/key.pem`));
    assert.ok(read('Read(*.pem)', `${ROOT}/certs/k.pem`));
  });

  it('Read rules cover Glob and Grep; Edit rules cover Write and NotebookEdit', () => {
    assert.ok(read('Read(./src/**)', `${ROOT}/src`, 'Grep'));
    assert.ok(read('Read(./src/**)', `${ROOT}/src/x`, 'Glob'));
    assert.ok(ruleMatches(rule('Edit(src/**)'), 'Write', { file_path: `${ROOT}/src/x.ts` }, ROOT));
    assert.ok(ruleMatches(rule('Edit(src/**)'), 'NotebookEdit', { notebook_path: `${ROOT}/src/n.ipynb` }, ROOT));
    assert.ok(!ruleMatches(rule('Write(src/**)'), 'Edit', { file_path: `${ROOT}/src/x.ts` }, ROOT));
    assert.ok(!ruleMatches(rule('Edit(src/**)'), 'Read', { file_path: `${ROOT}/src/x.ts` }, ROOT));
  });

  it('file names with glob characters can be matched when escaped', () => {
    assert.ok(read('Read(./app/\\[id\\].tsx)', `${ROOT}/app/[id].tsx`));
  });
});

describe('mcp and WebFetch rules', () => {
  const m = (r: string, tool: string): boolean => ruleMatches(rule(r), tool, {}, ROOT);
  it('server rules cover all its tools, tool rules one', () => {
    assert.ok(m('mcp__gh', 'mcp__gh__create_issue'));
    assert.ok(m('mcp__gh__*', 'mcp__gh__create_issue'));
    assert.ok(m('mcp__gh__create_issue', 'mcp__gh__create_issue'));
    assert.ok(!m('mcp__gh__create_issue', 'mcp__gh__delete_repo'));
    assert.ok(!m('mcp__gh', 'mcp__gh2__x'));
    assert.ok(!m('mcp__gh', 'Bash'));
  });

  it('WebFetch matches the host', () => {
    const w = (r: string, url: string, kind: 'allow' | 'deny' = 'allow'): boolean => ruleMatches(rule(r), 'WebFetch', { url }, ROOT, kind);
    assert.ok(w('WebFetch(domain:example.com)', 'https://example.com/a'));
    assert.ok(!w('WebFetch(domain:example.com)', 'https://example.com.evil.io/a'));
    assert.ok(!w('WebFetch(domain:example.com)', 'https://api.example.com/a'));
    assert.ok(w('WebFetch(domain:*.example.com)', 'https://api.example.com/a'));
    assert.ok(w('WebFetch(domain:evil.com)', 'https://x.EVIL.com./a', 'deny'));
  });
});
