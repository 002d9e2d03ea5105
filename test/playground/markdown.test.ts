/**
 * The page's markdown renderer (src/playground/web/markdown.js) against what Discord's client
 * shows: bold and italics around inline code, code kept as written, code blocks apart.
 */
import { describe, expect, test } from 'vitest';

type Render = (source: string, context: Record<string, unknown>) => string;
// A module of the page (plain JavaScript, run by the browser): loaded as it is.
const { renderMarkdown, formatTimestamp } = (await import('../../src/playground/web/markdown.js' as string)) as {
  renderMarkdown: Render;
  formatTimestamp: (seconds: number, style: string, locale: string, now: number) => string;
};
const context = { me: null, locale: 'en-US', userName: () => 'alice', channelName: () => 'general', roleName: () => 'role' };
const md = (source: string): string => renderMarkdown(source, context);

describe('markdown as Discord shows it', () => {
  test.each([
    ['**Your tiles: `E E E M E S N`**', '<strong>Your tiles: <code class="inline">E E E M E S N</code></strong>'],
    ['*turn `2`*', '<em>turn <code class="inline">2</code></em>'],
    ['__`x` under__', '<u><code class="inline">x</code> under</u>'],
    ['***`a` and `b`***', '<strong><em><code class="inline">a</code> and <code class="inline">b</code></em></strong>'],
    ['`**not bold**`', '<code class="inline">**not bold**</code>'],
    ['a `1` b ``c`d`` e', 'a <code class="inline">1</code> b <code class="inline">c`d</code> e'],
    ['**bold** and `code`', '<strong>bold</strong> and <code class="inline">code</code>'],
  ])('%s', (source, html) => {
    expect(md(source)).toBe(html);
  });

  test('a character escaped with a backslash shows as itself, without the backslash, and formats nothing', () => {
    // As the bot writes a name (escapeMarkdown) or a typed value: « \-3 », **Ana\_Lou**, a line starting with \- or \>.
    expect(md('« \\-3 » is no move number')).toBe('« -3 » is no move number');
    expect(md('**Ana\\_Lou\\_** and \\*x\\*')).toBe('<strong>Ana_Lou_</strong> and *x*');
    expect(md('\\- not a list\n\\> not a quote')).toBe('- not a list<br>&gt; not a quote');
    // In code, a backslash is written as it is.
    expect(md('`a\\_b`')).toBe('<code class="inline">a\\_b</code>');
    expect(md('a \\ b')).toBe('a \\ b');
  });

  test('a code block stays apart, its stars as written; the text around it is formatted', () => {
    expect(md('**A**\n```\n**x** `y`\n```\n*b*')).toBe('<strong>A</strong><br><pre class="codeblock"><code>**x** `y`</code></pre><br><em>b</em>');
  });

  test('a channel mention is a mention, not a button of the channel list (whose .channel rule makes a full-width block)', () => {
    const html = md('Scrabble · <#42> · alice');
    expect(html).toBe('Scrabble · <span class="mention channel-mention" data-channel="42">#general</span> · alice');
    expect(html).not.toMatch(/class="(?:[^"]*\s)?channel[\s"]/);
  });

  test('text holding the mark the renderer uses inside cannot bring in a code span', () => {
    expect(md('a\uE0000\uE000b `c`')).toBe('a0b <code class="inline">c</code>');
  });
});

describe('relative timestamps (<t:…:R>)', () => {
  const now = Date.UTC(2026, 10, 30, 12);
  const at = (seconds: number, locale = 'en-US') => formatTimestamp(now / 1000 + seconds, 'R', locale, now);

  test('round up to the next unit from 45 of one, as Discord’s client does: never "in 60 minutes"', () => {
    expect(at(10)).toBe('in 10 seconds');
    expect(at(44 * 60)).toBe('in 44 minutes');
    expect(at(3600 - 0.5)).toBe('in 1 hour');
    expect(at(3600 - 0.5, 'fr')).toBe('dans 1 heure');
    expect(at(46 * 60)).toBe('in 1 hour');
    expect(at(-90 * 60)).toBe('2 hours ago');
    expect(at(21 * 3600)).toBe('in 21 hours');
  });
});
