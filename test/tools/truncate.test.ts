import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { BoundedOutput, SpillFile, capText, countLines, spillToFile } from '../../src/tools/truncate.js';

const lines = (n: number, prefix = 'line'): string => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`).join('\n') + '\n';

describe('capText', () => {
  it('leaves short text alone', () => {
    assert.deepEqual(capText('a\nb\n', { maxChars: 100, keep: 'head', hint: 'h' }), {
      text: 'a\nb\n',
      truncated: false,
      omittedChars: 0,
      omittedLines: 0,
    });
  });

  it('keeps whole lines from the head and ends with a note carrying the hint', () => {
    const text = lines(100);
    const r = capText(text, { maxChars: 10_000, maxLines: 10, keep: 'head', hint: 'call Read again with offset=11' });
    assert.equal(r.truncated, true);
    assert.equal(r.omittedLines, 90);
    assert.ok(r.text.startsWith(lines(10)));
    assert.ok(!r.text.includes('line 11\n'));
    assert.match(r.text, /\[Truncated: 90 lines \([\d,]+ characters\) not shown\. call Read again with offset=11\]$/);
    assert.equal(r.omittedChars, text.length - lines(10).length);
  });

  it('cuts by characters at a line boundary', () => {
    const r = capText('aaaa\nbbbb\ncccc\n', { maxChars: 11, keep: 'head', hint: 'h' });
    assert.ok(r.text.startsWith('aaaa\nbbbb\n\n[Truncated: 1 line (5 characters)'));
  });

  it('cuts a single over-long line in the middle', () => {
    const r = capText('x'.repeat(1000), { maxChars: 100, keep: 'head', hint: 'h' });
    assert.ok(r.text.startsWith(`${'x'.repeat(100)}\n\n[Truncated`));
    assert.equal(r.omittedChars, 900);
    assert.equal(r.omittedLines, 0);
  });

  it('head_tail keeps both ends and marks the cut', () => {
    const text = lines(1000);
    const r = capText(text, { maxChars: 400, keep: 'head_tail', hint: 'see file' });
    assert.equal(r.truncated, true);
    assert.ok(r.text.startsWith('line 1\nline 2\n'));
    assert.ok(r.text.includes('line 1000\n'));
    assert.ok(!r.text.includes('line 500\n'));
    assert.match(r.text, /omitted here/);
    assert.match(r.text, /omitted from the middle\. see file\]$/);
  });

  it('never splits a surrogate pair', () => {
    const r = capText('😀'.repeat(100), { maxChars: 51, keep: 'head', hint: 'h' });
    const kept = r.text.split('\n')[0] ?? '';
    assert.equal(kept.length % 2, 0);
    assert.ok(!/[\ud800-\udbff]$/.test(kept));
  });

  it('property: the kept head is a prefix within budget and the counts add up', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 30 }), { maxLength: 60 }), fc.integer({ min: 1, max: 300 }), (ls, max) => {
        const text = ls.join('\n');
        const r = capText(text, { maxChars: max, keep: 'head', hint: 'H' });
        if (!r.truncated) return assert.equal(r.text, text);
        const keptRaw = text.slice(0, text.length - r.omittedChars);
        assert.ok(r.text.startsWith(keptRaw));
        assert.match(r.text.slice(keptRaw.length), /^\n?\n\[Truncated: \d+ lines? \(\d+ characters\) not shown\. H\]$/);
        assert.equal(r.omittedLines, countLines(text) - countLines(keptRaw));
        assert.ok(keptRaw.length <= max);
        assert.ok(r.omittedChars > 0);
      }),
    );
  });

  it('countLines ignores a final newline', () => {
    assert.equal(countLines(''), 0);
    assert.equal(countLines('a'), 1);
    assert.equal(countLines('a\n'), 1);
    assert.equal(countLines('a\nb'), 2);
  });
});

describe('BoundedOutput', () => {
  it('keeps memory bounded and still counts everything', () => {
    const out = new BoundedOutput(1000, 1000);
    for (let i = 1; i <= 100_000; i++) out.push(Buffer.from(`row ${i}\n`));
    assert.equal(out.lineCount, 100_000);
    assert.ok(out.droppedBytes > 0);
    assert.ok(out.rawText().length <= 2000);
    const r = out.render(600, 'hint');
    assert.ok(r.text.startsWith('row 1\nrow 2\n'));
    assert.ok(r.text.includes('row 100000\n'));
    assert.ok(r.omittedLines > 99_000);
    assert.match(r.text, /hint\]$/);
  });

  it('renders complete output through capText', () => {
    const out = new BoundedOutput(100, 100);
    out.push(Buffer.from('hello\n'));
    assert.deepEqual(out.render(100, 'h'), { text: 'hello\n', truncated: false, omittedChars: 0, omittedLines: 0 });
  });
});

describe('spill files', () => {
  const dirs: string[] = [];
  after(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('spillToFile writes the text and describes it with a preview', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'spill-'));
    dirs.push(dir);
    const text = lines(5000);
    const s = await spillToFile(text, dir, 'grep content');
    assert.ok(s.path.startsWith(join(dir, 'tool-output', 'grep_content-')));
    assert.equal(await readFile(s.path, 'utf8'), text);
    assert.match(s.message, /5,000 lines/);
    assert.ok(s.message.includes(s.path));
    assert.ok(s.message.includes('line 1\nline 2\n'));
    assert.ok(!s.message.includes('line 4999'));
  });

  it('SpillFile stops at its byte cap and counts what it dropped', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'spill-'));
    dirs.push(dir);
    const f = new SpillFile(dir, 'bash', 10);
    f.write(Buffer.from('0123456789abcdef'));
    f.close();
    assert.equal(await readFile(f.path, 'utf8'), '0123456789');
    assert.equal(f.bytesDropped, 6);
  });
});
