import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { splitCommand } from '../../src/permissions/bash-parse.js';
import { loadBashGrammar } from '../../src/permissions/bash-grammar.js';

// The product loads the grammar once its first model request is sent; these tests call the parser directly.
await loadBashGrammar();

function texts(command: string): string[] {
  const r = splitCommand(command);
  assert.ok(r.ok, `expected ${JSON.stringify(command)} to parse: ${r.ok ? '' : r.reason}`);
  return r.commands.map((c) => c.text);
}

function unparseable(command: string): string {
  const r = splitCommand(command);
  assert.equal(r.ok, false, `expected ${JSON.stringify(command)} not to parse`);
  return r.ok ? '' : r.reason;
}

describe('splitCommand', () => {
  it('splits on every operator and newline', () => {
    assert.deepEqual(texts('a; b && c || d | e |& f & g\nh'), ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('removes quotes and keeps words whole', () => {
    const r = splitCommand(`echo 'a b' "c \\"d\\"" e\\ f g'h'"i"`);
    assert.ok(r.ok);
    assert.deepEqual(r.commands[0]?.argv, ['echo', 'a b', 'c "d"', 'e f', 'ghi']);
    assert.equal(r.commands[0]?.text, `echo 'a b' 'c "d"' 'e f' ghi`);
  });

  it('extracts groups, subshells, substitutions and process substitutions', () => {
    assert.deepEqual(texts('(a; b) && { c; }'), ['a', 'b', 'c']);
    assert.deepEqual(texts('x $(y "$(z)") `w`'), ['z', 'y "$(z)"', 'w', 'x $(y "$(z)") `w`']);
    assert.deepEqual(texts('diff <(ls a) >(cat)'), ['ls a', 'cat', 'diff <(ls a) >(cat)']);
    const r = splitCommand('npm test $(curl x)');
    assert.ok(r.ok && r.commands[1]?.hasSubstitution);
  });

  it('records redirections and assignments separately', () => {
    const r = splitCommand('A=1 B="x y" cmd arg 2>&1 >out.txt < in &>> all');
    assert.ok(r.ok);
    const c = r.commands[0];
    assert.deepEqual(c?.argv, ['cmd', 'arg']);
    assert.deepEqual(c?.envAssignments, ['A=1', 'B=x y']);
    assert.equal(c?.text, `A=1 B='x y' cmd arg`);
    assert.deepEqual(
      c?.redirections.map((x) => [x.fd, x.op, x.target]),
      [
        [2, '>&', '1'],
        [undefined, '>', 'out.txt'],
        [undefined, '<', 'in'],
        [undefined, '&>>', 'all'],
      ],
    );
  });

  it('redirections after a group become a command of their own', () => {
    const r = splitCommand('{ echo x; } > /etc/x');
    assert.ok(r.ok);
    assert.deepEqual(
      r.commands.map((c) => [c.argv, c.redirections.length]),
      [
        [['echo', 'x'], 0],
        [[], 1],
      ],
    );
  });

  it('here-documents: the body is data, but an unquoted one runs its substitutions', () => {
    // An unquoted body is expanded by bash: not modelled, so refused (fail closed).
    unparseable('cat <<EOF\nrm -rf /\n$(curl x)\nEOF\nls');
    unparseable('cat <<-EOF\n\t`id`\n\tEOF');
    assert.deepEqual(texts("cat <<'EOF'\n$(curl x)\nEOF"), ['cat']);
    assert.deepEqual(texts('cat <<EOF\nrm -rf /\nEOF\nls'), ['cat', 'ls']);
    // The red-team finding: a here-document inside a command substitution.
    unparseable('echo $(cat <<EOF\n)\nEOF\nrm -rf x\n)');
    unparseable('cat <<EOF\nno end');
  });

  it('comments, keywords and loops', () => {
    assert.deepEqual(texts('ls # rm -rf /'), ['ls']);
    assert.deepEqual(texts('echo a#b'), ['echo a#b']);
    assert.deepEqual(texts('if test -f x; then rm x; elif y; then z; else w; fi'), ['test -f x', 'rm x', 'y', 'z', 'w']);
    assert.deepEqual(texts('for f in *.ts; do wc -l "$f"; done > out'), ['for f in *.ts', 'wc -l "$f"', '']);
    assert.deepEqual(texts('while true; do ! sleep 1; done'), ['true', 'sleep 1']);
    assert.deepEqual(texts('[[ -f a && $(b) ]] && c'), ['b', "[[ -f a '&&' $(b) ]]", 'c']);
    assert.deepEqual(texts('time -p rm x'), ['rm x']);
    // bash joins `i\<newline>f` into the keyword `if`; the grammar reads a command named `if`: refused.
    unparseable('i\\\nf rm x; then :; fi');
  });

  it('marks run-time command names', () => {
    for (const c of ['$X a', '${X} a', '$(echo rm) a', '{rm,x}', 'r* x']) {
      const r = splitCommand(c);
      assert.ok(!r.ok || r.commands.at(-1)?.dynamicName, c);
    }
    const r = splitCommand('rm $X');
    assert.ok(r.ok && !r.commands[0]?.dynamicName);
  });

  it('remembers loop variables', () => {
    const r = splitCommand('for f in a b; do cat "$f"; done');
    assert.ok(r.ok);
    assert.deepEqual(r.commands[1]?.boundVars, ['f']);
    assert.deepEqual(r.commands[1]?.words[1]?.vars, ['f']);
  });

  it('models case: subject and patterns are words (substitutions in them run), every body is listed', () => {
    const r = splitCommand('case "$(id)" in a|b*) rm x;; $(touch p)|\'q\') ls;& *) echo;; esac');
    assert.ok(r.ok, r.ok ? '' : r.reason);
    assert.deepEqual(
      r.commands.map((c) => c.argv[0]),
      ['id', 'touch', 'case', 'rm', 'ls', 'echo'],
    );
    const head = r.commands.find((c) => c.argv[0] === 'case');
    assert.deepEqual(head?.argv, ['case', '$(id)', 'in', 'a', 'b*', '$(touch p)', 'q', '*']);
    assert.equal(head?.words[1]?.substitution, true);
  });

  it('reports what it cannot read with confidence', () => {
    for (const c of [
      "echo $'\\x72m'",
      'echo $((x+2))',
      'echo $((1+$(id)))',
      '((x++))',
      'echo "open',
      "echo 'open",
      'echo `open',
      'f() { rm x; }',
      'case x in +(a)) rm;; esac',
      'case x in a) rm;;& esac',
      'echo ${X:-$(rm)} $(cat <<EOF\nx\nEOF\n)',
      '(echo x',
      'echo x)',
      'eval rm x',
      'source x',
      '. x',
      'let x=1',
      'declare -i x',
      'export PATH=/tmp',
      'HOME=/tmp',
      'IFS=x',
      'for PATH in /tmp; do ls; done',
      'for GIT_DIR in x; do git status; done',
      'npm_config_x=1; npm test',
      'coproc ls',
      'read -a x',
      'printf -v x y',
      'trap "rm x" EXIT',
      'echo ${!x}',
      'echo ${x@P}',
      'echo ${a[i]}',
      'echo ${x:i}',
      'echo \\ b',
      '[[ $x -eq 1 ]]',
      'test "$x" -gt 2',
      'a[i]=1',
      'select x in a; do ls; done',
      'for ((i=0;i<2;i++)); do ls; done',
    ])
      unparseable(c);
    unparseable('a=(1 2)');
    unparseable('echo @(x|y)');
    unparseable('('.repeat(5000));
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('a', ' ', ';', '&', '|', '(', ')', '{', '}', '$', '`', "'", '"', '\\', '\n', '<', '>', '#', '*', '=', 'EOF'),
          maxLength: 60,
        }),
        (s) => {
          const r = splitCommand(s);
          return r.ok ? Array.isArray(r.commands) : typeof r.reason === 'string';
        },
      ),
      { numRuns: 2000 },
    );
  });
});
