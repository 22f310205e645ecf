/**
 * Command lines generated from a small bash grammar, for the differential test: simple commands with
 * assignments, quoting, expansions, substitutions, globs, braces, redirections and here-documents,
 * joined by every operator and nested in groups, subshells, conditionals and loops. Seeded: the same
 * seed gives the same lines, so a failure can be replayed.
 */

/** mulberry32: small, fast, good enough to spread choices. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = [
  'ls',
  'cat',
  'touch',
  'rm',
  'git',
  'grep',
  'wc',
  'sort',
  'head',
  'mkdir',
  'npm',
  'curl',
  'id',
  'evil',
  'echo',
  'printf',
  'true',
  'test',
  'env',
  'xargs',
  'find',
  'sh',
];
const PLAIN = ['a', 'b.txt', '-n', '--out=x', 'sub', 'a.txt', '"a b"', "'c d'", '-rf', 'status', 'diff', 'x=1', '--', '%s'];
const VARS = ['x', 'HOME', 'y'];

/** `top`: `list` for every construct, `case` for lines that are each a case statement (with anything in it). */
export function generateLines(seed: number, count: number, top: 'list' | 'case' = 'list'): string[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const chance = (p: number): boolean => r() < p;

  const sub = (depth: number): string => {
    const inner = list(depth + 1);
    return pick([`$(${inner})`, `\`${simple(depth + 1)}\``, `"$(${inner})"`, `<(${inner})`]);
  };
  const word = (depth: number): string => {
    const roll = r();
    if (roll < 0.45 || depth > 2) return pick(PLAIN);
    if (roll < 0.55) return `$${pick(VARS)}`;
    if (roll < 0.6) return pick([`\${${pick(VARS)}}`, `\${${pick(VARS)}:-d}`, `"\${${pick(VARS)}}"`, `\${#${pick(VARS)}}`]);
    if (roll < 0.7) return sub(depth);
    if (roll < 0.75) return pick(['*.txt', 'a?', '[ab]', '~', '~/x', '{a,b}', 'x{1..2}']);
    if (roll < 0.8) return pick(['a\\ b', '\\$x', 'a\\;b', 'a\'b\'"c"', "$'a\\tb'", 'a#b', '\\#', '"\\$(id)"', "'$(id)'", '"`id`"']);
    if (roll < 0.85) return pick(['$((1+2))', '$((x+1))', '$[1]', '"$@"', '$1', '$?', '$$']);
    return `${pick(PLAIN)}${pick(['$x', '"$(id)"', "'q'", '*'])}`;
  };
  const redirect = (depth: number): string =>
    pick(['> out', '>> out', '2>&1', '< a.txt', '2> /dev/null', '&> out', '>| out', `> ${word(depth)}`, '<<< word', '3>&1', '<> out', '>&2']);
  const simple = (depth: number): string => {
    const parts: string[] = [];
    if (chance(0.15)) parts.push(pick(['x=1', 'y="$(id)"', 'LC_ALL=C', 'x=$(evil)', 'x=`id`', 'HOME=/tmp']));
    parts.push(chance(0.08) ? word(depth) : pick(NAMES));
    const n = Math.floor(r() * 4);
    for (let i = 0; i < n; i++) parts.push(word(depth));
    if (chance(0.2)) parts.push(redirect(depth));
    if (chance(0.05)) parts.push(pick(['# comment $(id)', '#x', '\\\n more']));
    return parts.join(' ');
  };
  const heredoc = (depth: number): string => {
    const delim = pick(['EOF', "'EOF'", '"EOF"', 'E\\OF']);
    const end = delim.replace(/['"\\]/g, '');
    const body = pick(['plain text', '$(id)', '`evil`', '$x', ')', 'EOF x', '  EOF']);
    const op = pick(['<<', '<<-']);
    return `${pick(NAMES)} ${op}${delim}${chance(0.3) ? ` | ${simple(depth + 1)}` : ''}\n${body}\n${end}`;
  };
  /** `case`: patterns are data (quoted, globbed, expanded, substituted), bodies are lists; every terminator, with and without newlines. */
  const casePattern = (depth: number): string => {
    const roll = r();
    if (roll < 0.15) return word(depth);
    if (roll < 0.75)
      return pick(['a', '*', 'a|b', '"a b"', "'x'", '*.txt', '[ab]', '$x', '$(id)', 'a*|*b', '"$(evil)"', '?', '`evil`', '${x:-a}', '"esac"', 'x|$(evil)|*']);
    // Where grammars and bash may disagree: reserved words, a `)` or `#` inside, extglob (off in bash -c).
    return pick(['esac', 'in', '\\)', '+(a)', '@(x)', 'a)b', '#c', '(a', 'done', '!(x)']);
  };
  const caseStatement = (depth: number): string => {
    const n = 1 + Math.floor(r() * 3);
    const gap = (): string => pick([' ', '\n', '\n\n', ' # note\n']);
    let text = `case ${word(depth)} in${gap()}`;
    for (let i = 0; i < n; i++) {
      const body = chance(0.8) ? ` ${chance(0.5) ? simple(depth + 1) : list(depth + 2)}` : '';
      // The last item may end without a terminator: then a newline or `;` before esac.
      const end = i === n - 1 && chance(0.2) ? pick(['\n', ' ;', ';\n']) : pick([';;', ';&', ';;&', '\n;;', ' ;;']);
      text += `${chance(0.2) ? '(' : ''}${casePattern(depth)})${body}${end}${gap()}`;
    }
    return `${text}esac`;
  };
  const statement = (depth: number): string => {
    if (depth > 3) return simple(depth);
    const roll = r();
    if (roll < 0.5) return simple(depth);
    if (roll < 0.58) return `(${list(depth + 1)})`;
    if (roll < 0.64) return `{ ${list(depth + 1)}; }`;
    if (roll < 0.7) return `if ${simple(depth + 1)}; then ${list(depth + 1)}; ${chance(0.5) ? `else ${list(depth + 1)}; ` : ''}fi`;
    if (roll < 0.75) return `for ${pick(['f', 'x', 'PATH', 'i'])} in ${word(depth)} ${word(depth)}; do ${list(depth + 1)}; done`;
    if (roll < 0.78) return `while false; do ${list(depth + 1)}; done`;
    if (roll < 0.81) return `until ${simple(depth + 1)}; do ${list(depth + 1)}; done`;
    if (roll < 0.84) return heredoc(depth);
    if (roll < 0.86) return `! ${simple(depth)}`;
    if (roll < 0.88) return `time ${simple(depth)}`;
    if (roll < 0.9 && chance(0.6)) return caseStatement(depth);
    if (roll < 0.9) return pick([`case a in a) ${simple(depth)};; esac`, `f() { ${simple(depth)}; }; f`, `eval "${pick(NAMES)} x"`, '((x=1))', 'coproc evil']);
    if (roll < 0.93) return `${statement(depth + 1)} ${redirect(depth)}`;
    return `[[ ${word(depth)} == ${word(depth)} ]]`;
  };
  const list = (depth: number): string => {
    const n = 1 + Math.floor(r() * (depth > 1 ? 2 : 3));
    const parts = [statement(depth)];
    for (let i = 1; i < n; i++) parts.push(pick([' && ', ' || ', '; ', ' | ', ' & ', '\n', ' |& ']), statement(depth));
    return parts.join('');
  };
  // Tokens where grammars and bash tend to disagree, spliced in at random places.
  const TRICKY = [
    '\\\n',
    '#',
    "'",
    '"',
    '`',
    '$(',
    ')',
    '(',
    '{',
    '}',
    ';',
    '&',
    '|',
    '<<EOF\n',
    '\n',
    '\\',
    ' ',
    '$',
    'time ',
    '! ',
    'do ',
    ' in ',
    '[[ ',
    ' ]]',
    '$((',
    '))',
    '<(',
    '>&',
    '&>',
    '\t',
    'x=',
    '{ ',
    ' }',
    ';;',
    'EOF\n',
  ];
  const mutate = (line: string): string => {
    let out = line;
    const n = 1 + Math.floor(r() * 3);
    for (let i = 0; i < n; i++) {
      const at = Math.floor(r() * (out.length + 1));
      out = out.slice(0, at) + pick(TRICKY) + out.slice(at);
    }
    return out;
  };
  return Array.from({ length: count }, () => {
    const line = top === 'case' ? caseStatement(0) : list(0);
    return chance(top === 'case' ? 0.15 : 0.35) ? mutate(line) : line;
  });
}
