// The part of Discord's markdown that bots use, turned into HTML: code blocks and inline code,
// bold, italics, underline, strikethrough, spoilers, headings, subtext, quotes, lists, masked
// links, mentions (<@id>, <#id>, <@&id>), custom emoji and timestamps (<t:seconds:style>).

/** Escapes text for HTML. */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** A timestamp as Discord's client writes it for a style (t, T, d, D, f, F, R). */
export function formatTimestamp(seconds, style, locale, now = Date.now()) {
  const date = new Date(seconds * 1000);
  const f = (options) => new Intl.DateTimeFormat(locale, options).format(date);
  switch (style) {
    case 't': return f({ hour: '2-digit', minute: '2-digit' });
    case 'T': return f({ hour: '2-digit', minute: '2-digit', second: '2-digit' });
    case 'd': return f({ day: '2-digit', month: '2-digit', year: 'numeric' });
    case 'D': return f({ day: 'numeric', month: 'long', year: 'numeric' });
    case 'F': return f({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
    case 'R': {
      const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
      const diff = (date.getTime() - now) / 1000;
      // As Discord's client rounds: up to 45 of a unit, then the next unit ("in an hour", not "in 60 minutes").
      const units = [['second', 1, 45], ['minute', 60, 45], ['hour', 3600, 22], ['day', 86400, 26], ['month', 2592000, 11], ['year', 31536000, Infinity]];
      for (const [unit, size, most] of units) {
        // Halves rounded away from now, the past as the future (Math.round takes −1.5 to −1).
        const count = Math.sign(diff) * Math.round(Math.abs(diff) / size);
        if (Math.abs(count) < most) return rtf.format(count, unit);
      }
      return '';
    }
    default: return f({ day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  }
}

/** Inline formatting of text that holds no code (already HTML-escaped). */
function inline(html, context) {
  return html
    .replace(/&lt;t:(-?\d+)(?::([tTdDfFR]))?&gt;/g, (_, s, style) => {
      const seconds = Number(s);
      const full = formatTimestamp(seconds, 'F', context.locale);
      return `<time class="timestamp" data-seconds="${seconds}" data-style="${style ?? 'f'}" title="${escapeHtml(full)}">${escapeHtml(formatTimestamp(seconds, style ?? 'f', context.locale))}</time>`;
    })
    .replace(/&lt;@!?(\d+)&gt;/g, (_, id) => `<span class="mention${id === context.me ? ' me' : ''}">@${escapeHtml(context.userName(id))}</span>`)
    .replace(/&lt;@&amp;(\d+)&gt;/g, (_, id) => `<span class="mention">@${escapeHtml(context.roleName(id))}</span>`)
    .replace(/&lt;#(\d+)&gt;/g, (_, id) => `<span class="mention channel-mention" data-channel="${id}">#${escapeHtml(context.channelName(id))}</span>`)
    .replace(/&lt;a?:(\w+):\d+&gt;/g, (_, name) => `<span class="emoji-name">:${name}:</span>`)
    .replace(/\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g, (_, text, url) => `<a href="${url}" target="_blank" rel="noreferrer noopener">${text}</a>`)
    .replace(/\*\*\*(.+?)\*\*\*/g, '<strong><em>$1</em></strong>')
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/__(.+?)__/g, '<u>$1</u>')
    .replace(/(^|[^\w*])\*(?!\s)(.+?)\*(?!\w)/g, '$1<em>$2</em>')
    .replace(/(^|[^\w])_(?!\s)(.+?)_(?!\w)/g, '$1<em>$2</em>')
    .replace(/~~(.+?)~~/g, '<s>$1</s>')
    .replace(/\|\|(.+?)\|\|/g, '<span class="spoiler" tabindex="0">$1</span>');
}

/** One line (or several joined) of text without code, with its block-level role. */
function blocks(text, context) {
  const out = [];
  let list = null;
  let quote = null;
  const flush = () => {
    if (list) out.push(`<ul>${list.join('')}</ul>`);
    if (quote) out.push(`<blockquote>${quote.join('<br>')}</blockquote>`);
    list = null;
    quote = null;
  };
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    let m;
    if ((m = /^&gt; ?(.*)$/.exec(line))) {
      if (list) { out.push(`<ul>${list.join('')}</ul>`); list = null; }
      (quote ??= []).push(inline(m[1], context));
      return;
    }
    if ((m = /^\s*[-*] (.*)$/.exec(line)) && !/^-# /.test(line)) {
      if (quote) { out.push(`<blockquote>${quote.join('<br>')}</blockquote>`); quote = null; }
      (list ??= []).push(`<li>${inline(m[1], context)}</li>`);
      return;
    }
    flush();
    if ((m = /^(#{1,3}) (.*)$/.exec(line))) out.push(`<h${m[1].length + 2} class="md-h${m[1].length}">${inline(m[2], context)}</h${m[1].length + 2}>`);
    else if ((m = /^-# (.*)$/.exec(line))) out.push(`<small class="subtext">${inline(m[1], context)}</small>`);
    else out.push(inline(line, context) + (index < lines.length - 1 ? '<br>' : ''));
  });
  flush();
  return out.join('');
}

/** Marks where an inline code span stood while the text around it is formatted (no text holds it: a private-use character, taken out of the source first). */
const CODE_MARK = /\uE000(\d+)\uE000/g;

/** Marks a character escaped with a backslash before it (as the bot escapes `*`, `_`, `-`…) while the text around it is formatted: its code between two private-use characters. */
const ESCAPE_MARK = /\uE001(\d+)\uE001/g;
/** The characters a backslash escapes, as they stand in HTML-escaped text (`>` is `&gt;`). */
const ESCAPED = /\\(&gt;|[\\*_~`|#[\]()-])/g;

/**
 * Text between code blocks: inline code spans set aside, then characters escaped with a
 * backslash (shown as themselves, the backslash dropped, as Discord shows a name the bot
 * escaped), the rest formatted, then both put back.
 */
function formatted(text, context) {
  const spans = [];
  // As in Discord, bold or italics may go around inline code (`**Your tiles: `E E S`**`): the
  // code is kept out of the formatting's way, not cut out of the line.
  const marked = text.replace(/``([^\n]+?)``|`([^`\n]+?)`/g, (_, double, single) => {
    spans.push(`<code class="inline">${double ?? single}</code>`);
    return `\uE000${spans.length - 1}\uE000`;
  });
  const escaped = [];
  const plain = marked.replace(ESCAPED, (_, character) => {
    escaped.push(character);
    return `\uE001${escaped.length - 1}\uE001`;
  });
  return blocks(plain, context)
    .replace(ESCAPE_MARK, (_, index) => escaped[Number(index)])
    .replace(CODE_MARK, (_, index) => spans[Number(index)]);
}

/**
 * Discord markdown to HTML. `context` gives names: `userName(id)`, `channelName(id)`,
 * `roleName(id)`, `me` (the viewer's id, whose mentions are highlighted) and `locale`.
 */
export function renderMarkdown(source, context) {
  const text = escapeHtml(source ?? '').replace(/[\uE000\uE001]/g, '');
  const parts = [];
  const block = /```(?:([\w+-]*)\n)?([\s\S]*?)```/g;
  let last = 0;
  let m;
  while ((m = block.exec(text))) {
    if (m.index > last) parts.push(formatted(text.slice(last, m.index), context));
    parts.push(`<pre class="codeblock"><code>${m[2].replace(/\n$/, '')}</code></pre>`);
    last = block.lastIndex;
  }
  if (last < text.length) parts.push(formatted(text.slice(last), context));
  return parts.join('');
}
