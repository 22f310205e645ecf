/**
 * The walk over tree-sitter-bash's syntax tree that lists the simple commands of a line (bash-parse.ts parses and
 * bounds the line first). It accepts only the constructs it models completely and throws `Unparseable`, naming the
 * construct, for anything else: eval-like builtins, assignments that rebind what programs or the shell read,
 * functions, arithmetic on variables, words the grammar tokenised differently from bash.
 */
import type { SyntaxNode } from './bash-grammar.js';
import { arithmeticRefusal } from './bash-arith.js';
import { emptyWord, renderWord, Unparseable, WordBuilder } from './bash-words.js';
import type { Redirection, SimpleCommand, Word } from './types.js';
import { CONTAINER_TOKENS, CONTAINERS, EVAL_LIKE, isPlainShellVariable, RESERVED, SAFE_ENV, TEST_WORD_NODES } from './bash-nodes.js';

const MAX_DEPTH = 200;

/** Is this command the first of its pipeline (where bash reads `time` and `!` as keywords)? */
function atPipelineStart(node: SyntaxNode): boolean {
  let n: SyntaxNode = node;
  if (n.parent?.type === 'redirected_statement') n = n.parent;
  const parent = n.parent;
  return parent?.type !== 'pipeline' || parent.firstNamedChild?.startIndex === n.startIndex;
}

const fail = (why: string, node: SyntaxNode): never => {
  throw new Unparseable(`${why} (at offset ${node.startIndex})`);
};

export class Walker {
  private readonly words: WordBuilder;
  private depth = 0;
  heredocs = 0;
  substitutions = 0;

  constructor(
    private readonly out: SimpleCommand[],
    private readonly bound: Set<string>,
  ) {
    this.words = new WordBuilder((n) => {
      this.substitutions++;
      this.statement(n);
    });
  }

  statement(node: SyntaxNode): void {
    if (++this.depth > MAX_DEPTH) fail('nested too deeply', node);
    try {
      this.statementBody(node);
    } finally {
      this.depth--;
    }
  }

  private statementBody(node: SyntaxNode): void {
    if (CONTAINERS.has(node.type)) {
      for (const c of node.children) {
        if (!c.isNamed) {
          if (!CONTAINER_TOKENS.has(c.type)) fail(`"${c.type}" is not supported`, c);
        } else if (c.type !== 'comment') {
          this.statement(c);
        }
      }
      return;
    }
    switch (node.type) {
      case 'command':
        return this.command(node, []);
      case 'redirected_statement':
        return this.redirected(node);
      case 'variable_assignment':
        return this.emit([], [this.assignment(node, true)], []);
      case 'variable_assignments':
        return this.emit(
          [],
          node.namedChildren.map((c) => this.assignment(c, true)),
          [],
        );
      case 'test_command':
        return this.testCommand(node);
      case 'for_statement':
        return this.forStatement(node);
      case 'comment':
        return;
      case 'file_redirect':
        // `$(<file)` reads a file.
        return this.emit([], [], this.redirect(node));
      case 'declaration_command':
      case 'unset_command':
        return fail(`"${node.text.split(/\s/)[0]}" assigns or removes variables by name`, node);
      case 'function_definition':
        return fail('function definitions are not supported', node);
      case 'case_statement':
        return this.caseStatement(node);
      case 'c_style_for_statement':
        return fail('arithmetic for loops are not supported', node);
      default:
        return fail(`"${node.type}" is not supported`, node);
    }
  }

  private redirected(node: SyntaxNode): void {
    const redirs: Redirection[] = [];
    let body: SyntaxNode | undefined;
    for (const c of node.children) {
      if (c.type.endsWith('_redirect')) redirs.push(...this.redirect(c));
      else if (body === undefined && c.isNamed) body = c;
      else fail(`"${c.type}" after a redirected command is not supported`, c);
    }
    if (body === undefined) return this.emit([], [], redirs);
    // A redirection the grammar hangs on a whole list or group applies to some command inside it: listed on its own.
    if (body.type === 'command') return this.command(body, redirs);
    this.statement(body);
    if (redirs.length > 0) this.emit([], [], redirs);
  }

  private command(node: SyntaxNode, outer: Redirection[]): void {
    const words: Word[] = [];
    const envs: Word[] = [];
    const redirs: Redirection[] = [...outer];
    for (const c of node.children) {
      if (c.type === 'variable_assignment') {
        if (words.length > 0) fail('an assignment after the command name', c);
        envs.push(this.assignment(c, false));
      } else if (c.type.endsWith('_redirect')) {
        redirs.push(...this.redirect(c));
      } else if (c.type === 'command_name') {
        const inner = c.namedChildren;
        if (inner.length !== 1 || inner[0] === undefined) fail('a malformed command name', c);
        words.push(this.words.word(inner[0] as SyntaxNode));
      } else if (c.isNamed) {
        words.push(this.words.word(c));
      } else {
        fail(`"${c.type}" inside a command is not supported`, c);
      }
    }
    // `time` is a keyword timing the pipeline after it, but only at the start of a pipeline: after `|` it is /usr/bin/time.
    while (atPipelineStart(node) && words[0] !== undefined && !words[0].quoted && words[0].value === 'time' && words.length > 1) {
      words.shift();
      const option: Word | undefined = words[0];
      if (option?.value === '-p' && words.length > 1) words.shift();
      // `time x=1 cmd`: bash reads an assignment there; the grammar read a word.
      if (words[0] !== undefined && /^[A-Za-z_][A-Za-z0-9_]*\+?=/.test(words[0].raw)) fail('an assignment after time', node);
    }
    const head = words[0];
    if (head !== undefined && !head.quoted && !head.dynamic) {
      if (RESERVED.has(head.value)) fail(`"${head.value}" is not supported here`, node);
      if (EVAL_LIKE.has(head.value)) fail(`"${head.value}" runs or defines code, or assigns variables by name`, node);
      if (head.value === 'printf' && words.slice(1).some((w) => w.dynamic || /^-[^-]*v/.test(w.value))) fail('printf -v assigns a variable by name', node);
      // bash 5.1's `wait -p NAME` assigns the variable NAME names (its subscript evaluated as code).
      if (head.value === 'wait' && words.slice(1).some((w) => w.dynamic || w.brace || w.glob || /^-[^-]*p/.test(w.value)))
        fail('wait -p assigns a variable by name', node);
      if (['test', '['].includes(head.value)) this.arithmeticTest(words, node);
    }
    this.emit(words, envs, redirs);
  }

  /** Arithmetic comparisons and -v evaluate an operand's subscript as code (`a[$(cmd)]`), and a name's value as arithmetic. */
  private arithmeticTest(words: Word[], node: SyntaxNode): void {
    const why = arithmeticRefusal(words);
    if (why !== undefined) fail(why, node);
  }

  private assignment(node: SyntaxNode, standalone: boolean): Word {
    const name = node.childForFieldName('name');
    if (name === null || name.type !== 'variable_name') return fail('an assignment to an array element', node);
    const op = node.children[1];
    if (op === undefined || (op.type !== '=' && op.type !== '+=')) return fail('a malformed assignment', node);
    // A prefix assignment only sets the command's environment, and the rule must spell it; a standalone one stays for the rest of the line.
    if (standalone && !isPlainShellVariable(name.text) && !SAFE_ENV.test(name.text)) {
      fail(`assigning ${name.text} changes what later commands or the shell do`, node);
    }
    const value = node.childForFieldName('value');
    const w = value === null ? { ...this.words.word(name), value: '' } : this.words.word(value);
    if (value?.type === 'array') fail('array assignments are not supported', value);
    return {
      ...w,
      raw: node.text,
      value: `${name.text}${op.type}${w.value}`,
      assign: name.text,
      // An unquoted value is not globbed or split in an assignment.
      glob: false,
      brace: false,
      stars: [],
    };
  }

  private redirect(node: SyntaxNode): Redirection[] {
    if (node.type === 'heredoc_redirect') return this.heredoc(node);
    const fd = node.childForFieldName('descriptor');
    const ops = node.children.filter((c) => !c.isNamed);
    const targets = node.namedChildren.filter((c) => c.type !== 'file_descriptor');
    if (ops.length !== 1 || targets.length !== 1) return fail('a malformed redirection', node);
    const target = this.words.word(targets[0] as SyntaxNode);
    const op = (ops[0] as SyntaxNode).type;
    const redir: Redirection = { op, target: target.value, targetDynamic: target.dynamic || target.glob || target.brace };
    if (fd !== null) redir.fd = Number(fd.text);
    if (fd !== null && !/^\d+$/.test(fd.text)) fail('a named file descriptor', node);
    return [redir];
  }

  /** A here-document's text is data, unless its delimiter is unquoted and the body has `$`, `` ` `` or `\`. */
  private heredoc(node: SyntaxNode): Redirection[] {
    this.heredocs++;
    const redirs: Redirection[] = [];
    let delim = '';
    let op = '<<';
    for (const c of node.children) {
      if (!c.isNamed) {
        if (c.type === '<<' || c.type === '<<-') op = c.type;
        else if (!CONTAINER_TOKENS.has(c.type)) fail(`"${c.type}" in a here-document is not supported`, c);
      } else if (c.type === 'heredoc_start') {
        delim = c.text;
      } else if (c.type === 'heredoc_body') {
        const quoted = /['"\\]/.test(delim);
        if (!quoted && ((c.namedChildCount > 0 && c.namedChildren.some((n) => n.type !== 'heredoc_content')) || /[$`\\]/.test(c.text))) {
          fail('a here-document whose text is expanded', c);
        }
      } else if (c.type === 'heredoc_end') {
        // The end is where bash ends the body only if it is the delimiter, after quote removal.
        if (c.text !== delim.replace(/['"\\]/g, '')) fail('a here-document delimiter the shell reads differently', c);
      } else if (c.type.endsWith('_redirect')) {
        redirs.push(...this.redirect(c));
      } else {
        this.statement(c);
      }
    }
    redirs.unshift({ op, target: delim.replace(/['"\\]/g, ''), targetDynamic: false });
    return redirs;
  }

  /** `[[ … ]]` and `[ … ]`: listed as a command whose words are the test's operands and operators. */
  private testCommand(node: SyntaxNode): void {
    const words: Word[] = [];
    const leaves = (n: SyntaxNode): void => {
      for (const c of n.children) {
        if (TEST_WORD_NODES.has(c.type)) {
          words.push(this.words.word(c));
        } else if (c.type === 'test_operator' || c.type === 'regex' || c.type === 'extglob_pattern' || !c.isNamed) {
          // A pattern or regex matches values; an operator is literal.
          const pattern = c.isNamed && c.type !== 'test_operator';
          words.push({ ...emptyWord(), value: c.text, raw: c.text, dynamic: pattern, glob: pattern });
        } else if (['binary_expression', 'unary_expression', 'parenthesized_expression'].includes(c.type)) {
          leaves(c);
        } else {
          fail(`"${c.type}" in a test is not supported`, c);
        }
      }
    };
    leaves(node);
    this.arithmeticTest(words, node);
    this.emit(words, [], []);
  }

  /** `for NAME in WORDS`: listed as a command so that its words are checked like arguments. */
  private forStatement(node: SyntaxNode): void {
    if (node.children[0]?.type !== 'for') fail('select loops are not supported', node);
    const variable = node.childForFieldName('variable');
    if (variable === null) return fail('a for loop without a variable', node);
    if (!isPlainShellVariable(variable.text)) fail(`a loop over ${variable.text} rebinds a variable that later commands or the shell read`, variable);
    const words: Word[] = [{ ...emptyWord(), value: 'for', raw: 'for' }, this.words.word(variable)];
    if (node.children.some((c) => c.type === 'in')) words.push({ ...emptyWord(), value: 'in', raw: 'in' });
    for (const v of node.childrenForFieldName('value')) words.push(this.words.word(v));
    this.emit(words, [], []);
    this.bound.add(variable.text);
    const body = node.childForFieldName('body');
    if (body === null) return fail('a for loop without a body', node);
    this.statement(body);
  }

  /**
   * `case WORD in PATTERN|PATTERN) BODY;; … esac`: the subject and the patterns are expanded (a substitution in
   * either runs) but never split or globbed, and then only compared: listed as one `case` command whose words are
   * checked like `[[ a == b ]]`'s. Every body is a list of commands judged like any other, whichever runs.
   */
  private caseStatement(node: SyntaxNode): void {
    const words: Word[] = [{ ...emptyWord(), value: 'case', raw: 'case' }];
    const bodies: SyntaxNode[] = [];
    for (const c of node.children) {
      if (!c.isNamed) {
        if (!['case', 'in', 'esac', '\n', ';'].includes(c.type)) fail(`"${c.type}" in a case statement is not supported`, c);
        if (c.type === 'in') words.push({ ...emptyWord(), value: 'in', raw: 'in' });
      } else if (c.type === 'case_item') {
        let inPatterns = true;
        for (const part of c.children) {
          if (inPatterns) {
            if (part.type === ')') inPatterns = false;
            else if (part.type === 'extglob_pattern') words.push(this.pattern(part));
            else if (part.isNamed) words.push({ ...this.words.word(part), glob: false, brace: false });
            else if (part.type !== '|' && part.type !== '(') fail(`"${part.type}" in a case pattern is not supported`, part);
          } else if (!part.isNamed) {
            if (![';;', ';&', ';;&', ';', '\n'].includes(part.type)) fail(`"${part.type}" in a case item is not supported`, part);
          } else if (part.type !== 'comment') {
            bodies.push(part);
          }
        }
        if (inPatterns) fail('a case item without ")"', c);
      } else if (c.type === 'comment') {
      } else if (words.length === 1) {
        words.push({ ...this.words.word(c), glob: false, brace: false });
      } else {
        fail(`"${c.type}" in a case statement is not supported`, c);
      }
    }
    if (words.length < 3 || words[2]?.value !== 'in' || words[2].quoted) fail('a malformed case statement', node);
    this.emit(words, [], []);
    for (const b of bodies) this.statement(b);
  }

  /** A pattern the grammar read as one glob token: plain text and glob characters only (bash's extglob is off in `bash -c`). */
  private pattern(node: SyntaxNode): Word {
    const text = node.text;
    if (node.namedChildCount > 0 || /[\\'"$`(){}\s]/.test(text)) fail('a case pattern with quoting, expansions or extglob', node);
    return { ...emptyWord(), value: text, raw: text, dynamic: /[*?[]/.test(text), glob: false };
  }

  private emit(words: Word[], envs: Word[], redirections: Redirection[]): void {
    const first = words[0];
    this.out.push({
      argv: words.map((w) => w.value),
      text: [...envs, ...words].map(renderWord).join(' '),
      redirections,
      envAssignments: envs.map((w) => w.value),
      words,
      envWords: envs,
      hasSubstitution: [...words, ...envs].some((w) => w.substitution) || redirections.some((r) => r.targetDynamic),
      dynamicName: first !== undefined && (first.dynamic || first.glob || first.brace),
      boundVars: [...this.bound],
    });
  }
}
