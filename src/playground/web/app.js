// The playground's page: a Discord-like text channel over the local Discord. It follows the
// stand-in through a WebSocket (/live) and acts as the chosen user through /api/….
//
// The server gives the page a token when it creates or takes a user, and shows that user's private
// messages only to requests carrying it (a header, or the live connection's subprotocol). The
// token lives in this page's memory only: a reload takes the user named in the address again and
// gets a new one (the playground has no login, so keeping it would add nothing; see page-tokens.ts).
import { escapeHtml, formatTimestamp, renderMarkdown } from './markdown.js';
import { commandName, createComposer } from './composer.js';
import { createFollower } from './follow.js';
import { text } from './texts.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);

const state = {
  me: null,
  /** This page's token for acting as `me`; null before it takes a user. */
  token: null,
  users: [],
  /** The server: its id, name and owner (who may manage it). */
  guild: null,
  channels: [],
  /** The server's roles, highest first (told when the page connects), offered for a role option. */
  roles: [],
  commands: [],
  botId: null,
  botOnline: false,
  channelId: null,
  /** channelId → Map(messageId → message), in creation order: the newest pages the page has asked for. */
  messages: new Map(),
  loaded: new Set(),
  /** Channels whose older messages are not all loaded yet: the next page comes as the reader scrolls up to it. */
  older: new Set(),
  /** Channels and threads with a message posted since this page last showed them. */
  unread: new Set(),
  /** New messages came in the open channel while it was scrolled up. */
  newBelow: false,
};

/** Discord's image display sizes: attachments fit 550×350, embed images 400×300, thumbnails 80×80. */
const SIZES = { attachment: [550, 350], embedImage: [400, 300], thumbnail: [80, 80], gallery: [550, 350] };
/** Discord's thread mark, drawn here rather than left to an emoji font. */
const THREAD_ICON = '<svg class="thread-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path fill="currentColor" d="M5 4h11a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3h-5l-4 4v-4H5a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3Zm0 2a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h4v1.6L10.6 14H16a1 1 0 0 0 1-1V7a1 1 0 0 0-1-1H5Z"/></svg>';
/** Discord's message type of the notice a thread made without a message leaves in its channel. */
const THREAD_CREATED = 18;
const BUTTON_STYLES = { 1: 'primary', 2: 'secondary', 3: 'success', 4: 'danger', 5: 'link', 6: 'premium' };

const me = () => state.users.find((u) => u.id === state.me) ?? null;
const locale = () => me()?.locale ?? 'en-US';
/** A label of the page in the acting user's language. */
const tr = (key, params) => text(locale(), key, params);
const userName = (id) => state.users.find((u) => u.id === id)?.name ?? 'unknown-user';
const channel = (id) => state.channels.find((c) => c.id === id);
const markdownContext = () => ({
  me: state.me,
  locale: locale(),
  userName,
  channelName: (id) => channel(id)?.name ?? 'unknown',
  roleName: () => 'role',
});

async function api(path, body) {
  const headers = state.token === null ? {} : { 'x-playground-token': state.token };
  const response = await fetch(path, body === undefined ? { headers } : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(data.error ?? `HTTP ${response.status}`);
  return data;
}

// ——— users ———

/** Discord's crown beside the server's owner (who alone may manage the server here), named for screen readers. */
const ownerMark = (user) => (user.id === state.guild?.ownerId ? `<span class="owner-mark" title="${escapeHtml(tr('serverOwner'))}" aria-label="${escapeHtml(tr('serverOwner'))}">👑</span>` : '');

function renderUsers() {
  const current = me();
  $('user-current').innerHTML = current
    ? `<span class="avatar small" style="background:${avatarColor(current.id)}">${escapeHtml(current.name[0].toUpperCase())}</span><span class="user-name">${escapeHtml(current.name)}${ownerMark(current)}</span><span class="user-locale">${current.locale === 'fr' ? 'FR' : 'EN'}</span>`
    : escapeHtml(tr('chooseUser'));
  const people = state.users.filter((u) => !u.bot);
  const owner = people.find((u) => u.id === state.guild?.ownerId);
  $('user-list').innerHTML = people
    .map((u) => `<button type="button" class="user-item${u.id === state.me ? ' active' : ''}" data-user="${u.id}" role="listitem"><span>${escapeHtml(u.name)}${ownerMark(u)}</span><span class="user-locale">${u.locale === 'fr' ? 'FR' : 'EN'}</span></button>`)
    .join('') + (owner ? `<p class="hint owner-hint">${escapeHtml(tr('ownerHint', { name: owner.name }))}</p>` : '') || `<p class="hint">${escapeHtml(tr('noUserYet'))}</p>`;
  $('input').disabled = current === null;
  renderPlaceholder();
  // The page's fixed labels follow the user too.
  $('thread-button').textContent = tr('newThread');
  $('thread-button').title = tr('createThread');
  $('menu-button').setAttribute('aria-label', tr('channels'));
  $('sidebar-close').setAttribute('aria-label', tr('closeChannels'));
  $('user-new').elements.name.placeholder = tr('newUserName');
  $('user-new').querySelector('button[type="submit"]').textContent = tr('create');
  document.documentElement.lang = locale() === 'fr' ? 'fr' : 'en';
}

/** Measures text in the message box's font. */
const measure = document.createElement('canvas').getContext('2d');

/**
 * The message box's placeholder: Discord's ("Message #general"), with the hint about / where the
 * box is wide enough to show it whole (not on a phone, nor in a narrow window); without a user,
 * where to choose one, shortly when the box is narrow.
 */
function renderPlaceholder() {
  const input = $('input');
  const name = channel(state.channelId)?.name ?? '';
  const [long, short] = me() ? [tr('messageInHint', { channel: name }), tr('messageIn', { channel: name })] : [tr('writeAs'), tr('writeAsShort')];
  const style = getComputedStyle(input);
  measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  input.placeholder = measure.measureText(long).width <= room ? long : short;
}
new ResizeObserver(renderPlaceholder).observe($('input'));
document.fonts.ready.then(renderPlaceholder);

/** Acts as a user from now on, with the token the server gave for them. */
function actAs({ user, token }) {
  state.users = [...state.users.filter((u) => u.id !== user.id), user];
  state.me = user.id;
  state.token = token;
  params.set('user', user.name);
  history.replaceState(null, '', `?${params}`);
  $('user-menu').hidden = true;
  state.messages.clear();
  state.loaded.clear();
  state.older.clear();
  connect();
}

$('user-current').addEventListener('click', () => {
  $('user-menu').hidden = !$('user-menu').hidden;
});
$('user-list').addEventListener('click', async (event) => {
  const button = event.target.closest('[data-user]');
  if (!button) return;
  try {
    actAs(await api('/api/sessions', { user: button.dataset.user }));
  } catch (error) {
    $('user-error').textContent = error.message;
  }
});
$('user-new').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = event.currentTarget;
  try {
    const taken = await api('/api/users', { name: form.name.value, locale: form.locale.value });
    form.reset();
    $('user-error').textContent = '';
    actAs(taken);
  } catch (error) {
    $('user-error').textContent = error.message;
  }
});

// ——— channels ———

function renderChannels() {
  const texts = state.channels.filter((c) => c.kind === 'text');
  $('channels').innerHTML = texts
    .map((c) => {
      const threads = state.channels.filter((t) => t.parentId === c.id);
      const unread = (id) => (state.unread.has(id) ? ` unread" aria-description="${escapeHtml(tr('unread'))}` : '');
      return `<button type="button" class="channel${c.id === state.channelId ? ' active' : ''}${unread(c.id)}" data-channel="${c.id}" role="listitem"><span class="hash">#</span>${escapeHtml(c.name)}</button>` +
        threads.map((t) => `<button type="button" class="channel thread${t.id === state.channelId ? ' active' : ''}${t.archived ? ' archived' : ''}${unread(t.id)}" data-channel="${t.id}" role="listitem"><span class="thread-mark">└</span>${escapeHtml(t.name)}</button>`).join('');
    })
    .join('');
  // On a phone the list hides behind the menu button: a dot on it says something is unread.
  $('menu-unread').hidden = state.unread.size === 0;
  const current = channel(state.channelId);
  $('channel-name').textContent = current?.name ?? '';
  document.querySelector('.chat-header .hash').innerHTML = current?.kind === 'text' ? '#' : THREAD_ICON;
  $('thread-button').hidden = current?.kind !== 'text';
}

function openChannel(id) {
  if (!channel(id)) return;
  state.channelId = id;
  state.unread.delete(id);
  state.newBelow = false;
  params.set('channel', id);
  history.replaceState(null, '', `?${params}`);
  setDrawer(false);
  renderChannels();
  renderUsers();
  loadMessages(id);
}

$('channels').addEventListener('click', (event) => {
  const button = event.target.closest('[data-channel]');
  if (button) openChannel(button.dataset.channel);
});

/**
 * On a phone the channel list is a drawer over the chat, opened from ☰, as in Discord's mobile app.
 * Open, it covers ☰: a tap on the dimmed part beside it, Escape or its ✕ close it, as picking a
 * channel does. Closed by the keyboard (Escape, ✕), the focus goes back to ☰.
 */
const drawerOpen = () => document.body.classList.contains('show-sidebar');
function setDrawer(open, { refocus = false } = {}) {
  document.body.classList.toggle('show-sidebar', open);
  $('menu-button').setAttribute('aria-expanded', String(open));
  if (open) ($('channels').querySelector('.channel.active') ?? $('sidebar-close')).focus({ preventScroll: true });
  else if (refocus) $('menu-button').focus();
}
$('menu-button').addEventListener('click', () => setDrawer(!drawerOpen()));
$('scrim').addEventListener('click', () => setDrawer(false));
$('sidebar-close').addEventListener('click', () => setDrawer(false, { refocus: true }));
// A window made wide shows the list beside the chat: no drawer left open for when it narrows again.
matchMedia('(max-width: 700px)').addEventListener('change', (event) => {
  if (!event.matches && drawerOpen()) setDrawer(false);
});
$('thread-button').addEventListener('click', async () => {
  if (!state.me) return;
  const name = prompt(tr('threadName'));
  if (!name) return;
  try {
    const thread = await api('/api/threads', { channelId: state.channelId, name });
    upsertChannel(thread);
    openChannel(thread.id);
  } catch (error) {
    showError(error.message);
  }
});

function upsertChannel(c) {
  state.channels = [...state.channels.filter((x) => x.id !== c.id), c];
  renderChannels();
  // The messages shown that started it: their thread box, with its name now.
  const shown = state.messages.get(state.channelId);
  for (const element of messagesEl.querySelectorAll(`[data-thread="${c.id}"]`)) {
    const message = shown?.get(element.dataset.id);
    if (message) element.outerHTML = renderMessage(message);
  }
}

// ——— messages ———

function avatarColor(id) {
  const colors = ['#5865f2', '#3ba55c', '#faa61a', '#ed4245', '#eb459e', '#00a8fc', '#9b59b6'];
  let h = 0;
  for (const c of String(id)) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return colors[h % colors.length];
}

/** Width and height of an image scaled down to fit a box, as Discord displays it. */
function fit(width, height, [maxW, maxH]) {
  if (!width || !height) return [maxW, maxH];
  const scale = Math.min(1, maxW / width, maxH / height);
  return [Math.round(width * scale), Math.round(height * scale)];
}

function image(url, width, height, box, alt, cls) {
  const [w, h] = fit(width, height, box);
  return `<img class="${cls}" src="${escapeHtml(url)}" width="${w}" height="${h}" loading="lazy" decoding="async" alt="${escapeHtml(alt ?? '')}" data-full="${escapeHtml(url)}">`;
}

function emoji(e) {
  if (!e) return '';
  return e.id ? `<span class="emoji-name">:${escapeHtml(e.name ?? '')}:</span>` : `<span class="emoji">${escapeHtml(e.name ?? '')}</span>`;
}

function renderEmbed(embed, message) {
  const color = embed.color !== undefined ? `#${embed.color.toString(16).padStart(6, '0')}` : '#202225';
  const md = (t) => renderMarkdown(t, markdownContext());
  const fields = (embed.fields ?? [])
    .map((f) => `<div class="embed-field${f.inline ? ' inline' : ''}"><div class="embed-field-name">${md(f.name)}</div><div class="embed-field-value">${md(f.value)}</div></div>`)
    .join('');
  const imageSize = message.attachments.find((a) => embed.image && a.url === embed.image.url);
  return `<div class="embed" style="border-color:${color}">
    <div class="embed-body">
      ${embed.author ? `<div class="embed-author">${escapeHtml(embed.author.name)}</div>` : ''}
      ${embed.title ? `<div class="embed-title">${embed.url ? `<a href="${escapeHtml(embed.url)}" target="_blank" rel="noreferrer">${md(embed.title)}</a>` : md(embed.title)}</div>` : ''}
      ${embed.description ? `<div class="embed-description">${md(embed.description)}</div>` : ''}
      ${fields ? `<div class="embed-fields">${fields}</div>` : ''}
      ${embed.image?.url ? `<div class="embed-image">${image(embed.image.url, imageSize?.width ?? embed.image.width, imageSize?.height ?? embed.image.height, SIZES.embedImage, embed.title, 'media')}</div>` : ''}
      ${embed.footer || embed.timestamp ? `<div class="embed-footer">${escapeHtml(embed.footer?.text ?? '')}${embed.footer && embed.timestamp ? ' • ' : ''}${embed.timestamp ? escapeHtml(formatTimestamp(Date.parse(embed.timestamp) / 1000, 'f', locale())) : ''}</div>` : ''}
    </div>
    ${embed.thumbnail?.url ? `<div class="embed-thumbnail">${image(embed.thumbnail.url, embed.thumbnail.width, embed.thumbnail.height, SIZES.thumbnail, '', 'media')}</div>` : ''}
  </div>`;
}

function renderButton(c, message) {
  const style = BUTTON_STYLES[c.style] ?? 'secondary';
  const label = `${emoji(c.emoji)}${c.label ? `<span>${escapeHtml(c.label)}</span>` : ''}`;
  if (c.style === 5) return `<a class="button link" href="${escapeHtml(c.url)}" target="_blank" rel="noreferrer">${label} ↗</a>`;
  return `<button type="button" class="button ${style}" data-kind="button" data-message="${message.id}" data-custom="${escapeHtml(c.custom_id)}"${c.disabled ? ' disabled' : ''}>${label}</button>`;
}

function renderSelect(c, message) {
  const options = (c.options ?? []).map((o, i) => `<div class="select-option" role="option" data-index="${i}" data-value="${escapeHtml(o.value)}">${emoji(o.emoji)}<div><div class="select-label">${escapeHtml(o.label)}</div>${o.description ? `<div class="select-description">${escapeHtml(o.description)}</div>` : ''}</div></div>`).join('');
  const chosen = (c.options ?? []).filter((o) => o.default).map((o) => o.label).join(', ');
  return `<div class="select${c.disabled ? ' disabled' : ''}" data-kind="select" data-message="${message.id}" data-custom="${escapeHtml(c.custom_id)}" data-max="${c.max_values ?? 1}" data-min="${c.min_values ?? 1}">
    <button type="button" class="select-toggle"${c.disabled ? ' disabled' : ''}><span class="${chosen ? '' : 'placeholder'}">${escapeHtml(chosen || c.placeholder || tr('makeSelection'))}</span><span class="chevron">⌄</span></button>
    <div class="select-menu" role="listbox" hidden>${options}${(c.max_values ?? 1) > 1 ? `<button type="button" class="select-done"${(c.min_values ?? 1) > 0 ? ' disabled' : ''}>OK</button>` : ''}</div>
  </div>`;
}

/** Components of a message, classic (action rows) and v2 (containers, sections, text, media). */
function renderComponents(components, message) {
  const md = (t) => renderMarkdown(t, markdownContext());
  const one = (c) => {
    switch (c.type) {
      case 1: return `<div class="action-row">${c.components.map(one).join('')}</div>`;
      case 2: return renderButton(c, message);
      case 3: case 5: case 6: case 7: case 8: return renderSelect(c, message);
      case 9: return `<div class="section"><div class="section-text">${(c.components ?? []).map(one).join('')}</div>${c.accessory ? `<div class="section-accessory">${one(c.accessory)}</div>` : ''}</div>`;
      case 10: return `<div class="text-display">${md(c.content)}</div>`;
      case 11: return image(c.media?.url, c.media?.width, c.media?.height, SIZES.thumbnail, c.description, 'media');
      case 12: return `<div class="gallery">${(c.items ?? []).map((item) => image(item.media?.url, item.media?.width, item.media?.height, SIZES.gallery, item.description, 'media')).join('')}</div>`;
      case 13: return `<div class="file">📄 ${escapeHtml(c.file?.url ?? '')}</div>`;
      case 14: return `<hr class="separator${c.spacing === 2 ? ' large' : ''}${c.divider === false ? ' invisible' : ''}">`;
      case 17: return `<div class="container" style="border-color:${c.accent_color !== undefined && c.accent_color !== null ? `#${c.accent_color.toString(16).padStart(6, '0')}` : 'transparent'}">${(c.components ?? []).map(one).join('')}</div>`;
      default: return '';
    }
  };
  return components.map(one).join('');
}

function renderAttachments(message) {
  // As in Discord, a file an embed shows (its image or thumbnail) is not shown again on its own.
  const shown = new Set((message.embeds ?? []).flatMap((e) => [e.image?.url, e.thumbnail?.url]).filter(Boolean));
  return message.attachments
    .filter((a) => !shown.has(a.url))
    .map((a) => {
      if ((a.contentType ?? '').startsWith('image/')) return `<div class="attachment-image">${image(a.url, a.width, a.height, SIZES.attachment, a.filename, 'media')}</div>`;
      return `<a class="attachment-file" href="${escapeHtml(a.url)}" download="${escapeHtml(a.filename)}">📄 <span>${escapeHtml(a.filename)}</span> <small>${Math.ceil(a.size / 1024)} KB</small></a>`;
    })
    .join('');
}

/** A message's time as Discord shows it beside its author, in the reader's language. */
const timeOf = (message) => new Intl.DateTimeFormat(locale(), { hour: '2-digit', minute: '2-digit' }).format(new Date(message.createdAt));

/** The `data-thread` of a message's element: which messages to draw again when their thread changes (made, renamed). */
const threadOf = (message) => (message.threadId ? ` data-thread="${message.threadId}"` : '');

/**
 * Under a message that started a thread (or the notice of one made without a message), Discord's
 * box with the thread's name: a click opens the thread. None while the page does not know the
 * thread (its channel comes just after the message that started it: the message is drawn again then).
 */
function threadBox(message) {
  const thread = message.threadId ? channel(message.threadId) : undefined;
  if (!thread) return '';
  return `<button type="button" class="thread-box" data-channel="${thread.id}">${THREAD_ICON}<span class="thread-box-name">${escapeHtml(thread.name)}</span><span class="thread-box-open">${escapeHtml(tr('openThread'))} ›</span></button>`;
}

/** The notice of a thread made without a message, as Discord draws it: "bob started a thread: name.", then the thread's box. */
function renderThreadCreated(message) {
  const line = escapeHtml(tr('startedThread', { user: '\u0000', thread: '\u0001' }))
    .replace('\u0000', `<span class="author">${escapeHtml(userName(message.authorId))}</span>`)
    .replace('\u0001', `<strong class="thread-name">${escapeHtml(message.content)}</strong>`);
  return `<article class="message system" id="m-${message.id}" data-id="${message.id}" data-revision="${message.revision}"${threadOf(message)}>
    <div class="message-main">
      <div class="system-icon">${THREAD_ICON}</div>
      <div class="message-body">
        <div class="system-line">${line} <span class="time">${timeOf(message)}</span></div>
        ${threadBox(message)}
      </div>
    </div>
  </article>`;
}

function renderMessage(message) {
  if (message.type === THREAD_CREATED) return renderThreadCreated(message);
  const author = state.users.find((u) => u.id === message.authorId);
  const bot = author?.bot ?? false;
  const name = author?.name ?? 'unknown-user';
  const mentionsMe = state.me !== null && (message.content ?? '').includes(`<@${state.me}>`);
  const time = timeOf(message);
  // The command as the reader's Discord names it (its name in their language).
  const used = message.interaction
    ? `<div class="used-command"><span class="avatar tiny" style="background:${avatarColor(message.interaction.userId)}"></span><span class="mention-name">${escapeHtml(userName(message.interaction.userId))}</span> ${message.interaction.type === 2 ? escapeHtml(tr('usedCommand', { command: '\u0000' })).replace('\u0000', `<span class="command-name" data-name="${escapeHtml(message.interaction.name)}">/${escapeHtml(commandName(message.interaction.name, state.commands, locale()))}</span>`) : escapeHtml(tr('usedComponent'))}</div>`
    : '';
  const body = message.loading
    ? `<div class="thinking">${escapeHtml(tr('thinking', { name }))}<span class="dots"><span>.</span><span>.</span><span>.</span></span></div>`
    : `${message.content ? `<div class="content">${renderMarkdown(message.content, markdownContext())}${message.editedAt && !(message.interaction && message.revision <= 1) ? ` <span class="edited">${escapeHtml(tr('edited'))}</span>` : ''}</div>` : ''}
       ${renderAttachments(message)}
       ${message.embeds.map((e) => renderEmbed(e, message)).join('')}
       ${message.components.length ? `<div class="components">${renderComponents(message.components, message)}</div>` : ''}`;
  const ephemeral = message.ephemeral ? `<div class="ephemeral-note">👁 ${escapeHtml(tr('onlyYou'))} • <button type="button" class="dismiss" data-dismiss="${message.id}">${escapeHtml(tr('dismiss'))}</button></div>` : '';
  return `<article class="message${message.ephemeral ? ' ephemeral' : ''}${mentionsMe ? ' mentioned' : ''}" id="m-${message.id}" data-id="${message.id}" data-revision="${message.revision}"${threadOf(message)}>
    ${used}
    <div class="message-main">
      <div class="avatar" style="background:${avatarColor(message.authorId)}">${escapeHtml(name[0]?.toUpperCase() ?? '?')}</div>
      <div class="message-body">
        <div class="message-head"><span class="author${bot ? ' bot' : ''}">${escapeHtml(name)}</span>${bot ? '<span class="app-tag">APP</span>' : ''}<span class="time">${time}</span></div>
        ${body}
        ${threadBox(message)}
        ${ephemeral}
      </div>
    </div>
  </article>`;
}

const messagesEl = $('messages');
/** The interactions this page sent, whose answers it brings into view. */
const follower = createFollower();
const atBottom = () => messagesEl.scrollHeight - messagesEl.scrollTop - messagesEl.clientHeight < 80;
/** How many messages the page asks for at a time (the server's most, as Discord's client asks for 50). */
const HISTORY_PAGE = 50;
/** Whether snowflake `a` is older than `b` (decimal strings of growing numbers). */
const olderThan = (a, b) => a.length < b.length || (a.length === b.length && a < b);
/**
 * The older page being fetched, if any (one at a time): its channel, and the live changes to
 * messages older than those loaded that came meanwhile. The page may have been read before them,
 * so they are applied once it is in.
 */
let olderChanges = null;

function renderAllMessages() {
  const list = [...(state.messages.get(state.channelId)?.values() ?? [])];
  messagesEl.innerHTML = list.length
    ? list.map(renderMessage).join('')
    : `<div class="channel-start"><h2>${escapeHtml(tr('welcome', { channel: channel(state.channelId)?.name ?? '' }))}</h2><p>${escapeHtml(tr('typeSlash', { slash: '\u0000' })).replace('\u0000', '<code class="inline">/</code>')}</p></div>`;
  messagesEl.scrollTop = messagesEl.scrollHeight;
  renderJump();
  void loadOlderNearTop();
}

/** Live changes that arrive while a channel's messages are being fetched, applied once they are in. */
const pending = new Map();

function upsertMessage(message) {
  if (!state.loaded.has(message.channelId)) {
    pending.get(message.channelId)?.push(() => upsertMessage(message));
    return;
  }
  const map = state.messages.get(message.channelId);
  const old = map.get(message.id);
  if (old && old.revision > message.revision) return;
  // A change to a message older than those loaded: it comes as it is with its page, if the reader scrolls up to it.
  const oldest = map.keys().next().value;
  if (old === undefined && oldest !== undefined && olderThan(message.id, oldest)) {
    if (olderChanges?.channelId === message.channelId) olderChanges.list.push(() => upsertMessage(message));
    return;
  }
  map.set(message.id, message);
  if (message.channelId !== state.channelId) return;
  const stick = atBottom();
  const html = renderMessage(message);
  const existing = document.getElementById(`m-${message.id}`);
  if (existing) existing.outerHTML = html;
  else {
    messagesEl.querySelector('.channel-start')?.remove();
    messagesEl.insertAdjacentHTML('beforeend', html);
  }
  // The reader's own messages and the answers to what they did come into view; others' wait below the bar.
  const follow = !old && follower.follows(message, state.me);
  if (stick || follow) messagesEl.scrollTop = messagesEl.scrollHeight;
  else if (!old) state.newBelow = true;
  renderJump();
}

/** A new message elsewhere than in the open channel marks its channel or thread unread (not the user's own). */
function noticeMessage(message) {
  if (message.revision !== 0 || message.authorId === state.me || message.channelId === state.channelId) return;
  if (state.unread.has(message.channelId)) return;
  state.unread.add(message.channelId);
  renderChannels();
}

/** Scrolled up from the newest messages: Discord's bar that jumps back to them. */
function renderJump() {
  const away = !atBottom();
  if (!away) state.newBelow = false;
  $('jump').hidden = !away;
  $('jump-text').textContent = tr(state.newBelow ? 'newerMessages' : 'olderMessages');
  $('jump-action').textContent = `${tr('jumpToPresent')} ↓`;
}
messagesEl.addEventListener(
  'scroll',
  () => {
    renderJump();
    void loadOlderNearTop();
  },
  { passive: true },
);

/**
 * Near the top of the open channel, with older messages not loaded: the next page of them, put
 * above what is shown without moving it (the reader's place stays where it was), and again while
 * the view is still near the top (a short page on a tall screen).
 */
async function loadOlderNearTop() {
  const channelId = state.channelId;
  const map = state.messages.get(channelId);
  if (olderChanges !== null || messagesEl.scrollTop > messagesEl.clientHeight || !state.older.has(channelId) || !state.loaded.has(channelId) || !map || map.size === 0) return;
  const oldest = map.keys().next().value;
  olderChanges = { channelId, list: [] };
  const changes = olderChanges.list;
  let merged = false;
  let added = false;
  try {
    const list = await api(`/api/messages?channel=${encodeURIComponent(channelId)}&before=${oldest}&limit=${HISTORY_PAGE}`);
    // Loaded again meanwhile (a reconnection, another user): that load decides.
    if (state.messages.get(channelId) !== map) return;
    if (list.length < HISTORY_PAGE) state.older.delete(channelId);
    const fresh = list.filter((m) => !map.has(m.id));
    if (fresh.length === 0) return;
    state.messages.set(channelId, new Map([...fresh.map((m) => [m.id, m]), ...map]));
    merged = true;
    if (channelId !== state.channelId) return;
    const height = messagesEl.scrollHeight;
    messagesEl.insertAdjacentHTML('afterbegin', fresh.map(renderMessage).join(''));
    messagesEl.scrollTop += messagesEl.scrollHeight - height;
    added = true;
  } catch (error) {
    showError(error.message);
  } finally {
    olderChanges = null;
    // The page is in: what changed while it came applies to it (a message still older waits for its page).
    if (merged) for (const change of changes) change();
  }
  if (added) await loadOlderNearTop();
}
/** Back to the newest messages (they are always loaded: older ones come as the reader scrolls up). */
function jumpToPresent() {
  messagesEl.scrollTop = messagesEl.scrollHeight;
  state.newBelow = false;
  renderJump();
}
$('jump').addEventListener('click', jumpToPresent);

function removeMessage(channelId, id) {
  if (!state.loaded.has(channelId)) pending.get(channelId)?.push(() => removeMessage(channelId, id));
  else if (olderChanges?.channelId === channelId && !state.messages.get(channelId)?.has(id)) olderChanges.list.push(() => removeMessage(channelId, id));
  state.messages.get(channelId)?.delete(id);
  const element = document.getElementById(`m-${id}`);
  if (!element) return;
  element.remove();
  // A shorter list may leave the reader at the present: the bar goes then.
  renderJump();
}

async function loadMessages(channelId) {
  if (!state.loaded.has(channelId)) {
    if (pending.has(channelId)) return;
    pending.set(channelId, []);
    try {
      const list = await api(`/api/messages?channel=${encodeURIComponent(channelId)}&limit=${HISTORY_PAGE}`);
      state.messages.set(channelId, new Map(list.map((m) => [m.id, m])));
      if (list.length === HISTORY_PAGE) state.older.add(channelId);
      else state.older.delete(channelId);
      state.loaded.add(channelId);
      if (channelId === state.channelId) renderAllMessages();
      for (const change of pending.get(channelId) ?? []) change();
    } finally {
      pending.delete(channelId);
    }
    return;
  }
  if (channelId === state.channelId) renderAllMessages();
}

// ——— interactions ———

/** Says under the message box why something was refused, for 8 s (or until {@link clearError}). */
function showError(text) {
  $('composer-error').textContent = text;
  clearTimeout(showError.timer);
  showError.timer = setTimeout(() => ($('composer-error').textContent = ''), 8000);
}

/** Takes the refusal away: the text it was about is being edited, or a new one is sent (whose own refusal, if any, is said after). */
function clearError() {
  clearTimeout(showError.timer);
  $('composer-error').textContent = '';
}

/**
 * Sends an interaction as the current user; opens the modal the bot answers with, if any. Its
 * answer is followed into view (not an autocomplete's: its choices are no message).
 */
async function interact(body) {
  if (!state.me) {
    showError(tr('chooseFirst'));
    return null;
  }
  const followed = body.kind !== 'autocomplete';
  if (followed) follower.sent();
  let result = null;
  try {
    result = await api('/api/interactions', body);
    if (result.kind === 'modal') openModal(result);
    return result;
  } catch (error) {
    showError(error.message);
    return null;
  } finally {
    if (followed) follower.done(result?.interactionId);
  }
}

messagesEl.addEventListener('click', async (event) => {
  const target = event.target;
  const dismiss = target.closest('[data-dismiss]');
  if (dismiss) {
    removeMessage(state.channelId, dismiss.dataset.dismiss);
    return;
  }
  const link = target.closest('.thread-box, .channel-mention');
  if (link) {
    openChannel(link.dataset.channel);
    return;
  }
  const button = target.closest('button.button[data-kind="button"]');
  if (button && !button.disabled) {
    button.classList.add('loading');
    button.disabled = true;
    await interact({ kind: 'button', messageId: button.dataset.message, customId: button.dataset.custom });
    button.classList.remove('loading');
    if (document.body.contains(button)) button.disabled = false;
    return;
  }
  const select = target.closest('.select');
  if (!select || select.classList.contains('disabled')) return;
  const menu = select.querySelector('.select-menu');
  if (target.closest('.select-toggle')) {
    for (const other of document.querySelectorAll('.select-menu')) if (other !== menu) other.hidden = true;
    menu.hidden = !menu.hidden;
    return;
  }
  const option = target.closest('.select-option');
  const max = Number(select.dataset.max);
  if (option && max > 1) {
    // As Discord's menu: no more than its most, and OK only from its least.
    const chosen = menu.querySelectorAll('.select-option.chosen').length;
    if (!option.classList.contains('chosen') && chosen >= max) return;
    option.classList.toggle('chosen');
    menu.querySelector('.select-done').disabled = menu.querySelectorAll('.select-option.chosen').length < Number(select.dataset.min);
    return;
  }
  if (target.closest('.select-done')?.disabled) return;
  if (option || target.closest('.select-done')) {
    const values = option ? [option.dataset.value] : [...menu.querySelectorAll('.select-option.chosen')].map((o) => o.dataset.value);
    menu.hidden = true;
    select.classList.add('loading');
    await interact({ kind: 'select', messageId: select.dataset.message, customId: select.dataset.custom, values });
    select.classList.remove('loading');
  }
});
messagesEl.addEventListener('click', (event) => {
  const img = event.target.closest('img.media');
  if (!img) return;
  $('overlay').innerHTML = `<img class="full-image" src="${img.dataset.full}" alt="">`;
  $('overlay').hidden = false;
});

// ——— modals ———

function openModal({ interactionId, modal }) {
  const field = (c, label, description) => {
    const id = escapeHtml(c.custom_id);
    if (c.type === 4) {
      const attrs = `name="${id}" ${c.required !== false ? 'required' : ''} ${c.min_length ? `minlength="${c.min_length}"` : ''} ${c.max_length ? `maxlength="${c.max_length}"` : ''} placeholder="${escapeHtml(c.placeholder ?? '')}"`;
      const input = c.style === 2 ? `<textarea ${attrs} rows="4">${escapeHtml(c.value ?? '')}</textarea>` : `<input ${attrs} value="${escapeHtml(c.value ?? '')}">`;
      return `<label class="modal-field"><span class="modal-label">${escapeHtml(label ?? c.label ?? '')}${c.required !== false ? ' <span class="required">*</span>' : ''}</span>${description ? `<span class="modal-description">${escapeHtml(description)}</span>` : ''}${input}</label>`;
    }
    if (c.type === 3) {
      const options = (c.options ?? []).map((o) => `<option value="${escapeHtml(o.value)}"${o.default ? ' selected' : ''}>${escapeHtml(o.label)}</option>`).join('');
      return `<label class="modal-field"><span class="modal-label">${escapeHtml(label ?? '')}</span>${description ? `<span class="modal-description">${escapeHtml(description)}</span>` : ''}<select name="${id}" ${(c.max_values ?? 1) > 1 ? 'multiple' : ''}>${options}</select></label>`;
    }
    if (c.type === 10) return `<div class="text-display">${renderMarkdown(c.content, markdownContext())}</div>`;
    return '';
  };
  const rows = modal.components
    .map((row) => (row.type === 18 ? field(row.component, row.label, row.description) : row.type === 1 ? row.components.map((c) => field(c)).join('') : field(row)))
    .join('');
  $('overlay').innerHTML = `<form class="modal" role="dialog" aria-label="${escapeHtml(modal.title)}">
    <h2>${escapeHtml(modal.title)}</h2>${rows}
    <p class="form-error" role="alert"></p>
    <div class="modal-actions"><button type="button" class="cancel">${escapeHtml(tr('cancel'))}</button><button type="submit" class="button primary">${escapeHtml(tr('submit'))}</button></div>
  </form>`;
  $('overlay').hidden = false;
  const form = $('overlay').querySelector('form');
  form.querySelector('input, textarea, select')?.focus();
  form.querySelector('.cancel').addEventListener('click', closeOverlay);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const fields = {};
    for (const element of form.elements) {
      if (!element.name) continue;
      fields[element.name] = element.tagName === 'SELECT' ? [...element.selectedOptions].map((o) => o.value) : element.value;
    }
    follower.sent();
    let result = null;
    try {
      result = await api('/api/interactions', { kind: 'modal', interactionId, fields });
      closeOverlay();
      if (result.kind === 'modal') openModal(result);
    } catch (error) {
      form.querySelector('.form-error').textContent = error.message;
    } finally {
      follower.done(result?.interactionId);
    }
  });
}

function closeOverlay() {
  $('overlay').hidden = true;
  $('overlay').innerHTML = '';
}
$('overlay').addEventListener('click', (event) => {
  if (event.target === $('overlay') || event.target.classList.contains('full-image')) closeOverlay();
});
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  // The innermost first: a modal or picture over the page, then the channel drawer.
  if (!$('overlay').hidden) closeOverlay();
  else if (drawerOpen()) setDrawer(false, { refocus: true });
});

// ——— composer ———

createComposer({
  input: $('input'),
  list: $('suggestions'),
  commands: () => state.commands,
  users: () => state.users,
  channels: () => state.channels,
  roles: () => state.roles,
  locale,
  showError,
  clearError,
  autocomplete: (body) => interact({ kind: 'autocomplete', channelId: state.channelId, ...body }),
  // Sending a command jumps to the present, as Discord's client does; its answer comes into view below.
  command: (body) => {
    jumpToPresent();
    return interact({ kind: 'command', channelId: state.channelId, ...body });
  },
  message: async (content) => {
    try {
      await api('/api/messages', { channelId: state.channelId, content });
    } catch (error) {
      showError(error.message);
    }
  },
});

// ——— live connection ———

let socket = null;
let retry = 0;

function setBot(online) {
  state.botOnline = online;
  $('bot-status').textContent = tr(online ? 'botOnline' : 'botOffline');
  $('bot-status').className = `bot-status ${online ? 'online' : 'offline'}`;
}

function setBanner(text) {
  $('banner').textContent = text ?? '';
  $('banner').hidden = !text;
}

function applyState(s) {
  state.users = s.users;
  state.guild = s.guild;
  state.channels = s.channels;
  state.roles = s.roles ?? [];
  state.commands = s.commands;
  state.botId = s.botId;
  $('guild-name').textContent = s.guild.name;
  setBot(s.botOnline);
  // The server says whom this page acts as: its token's user, or nobody.
  state.me = s.me;
  if (!state.channelId || !channel(state.channelId)) {
    const wanted = params.get('channel');
    state.channelId = wanted && channel(wanted) ? wanted : s.defaultChannelId;
  }
  renderUsers();
  renderChannels();
}

async function connect() {
  if (socket) {
    socket.onclose = null;
    socket.close();
  }
  if (state.token === null && params.get('user')) {
    // ?user=alice: act as alice (taken, or created at once, in English unless &lang=fr, if she does not exist).
    const s = await api('/api/state').catch(() => null);
    const wanted = params.get('user').toLowerCase();
    const user = s?.users.find((u) => !u.bot && u.name.toLowerCase() === wanted);
    const taken = await (user ? api('/api/sessions', { user: user.id }) : api('/api/users', { name: wanted, locale: params.get('lang') === 'fr' ? 'fr' : 'en-US' })).catch((error) => (showError(error.message), null));
    if (taken) {
      state.me = taken.user.id;
      state.token = taken.token;
    }
  }
  // A WebSocket sends no header of the page's own: the token goes as a second subprotocol.
  const protocols = state.token === null ? ['playground'] : ['playground', `token.${state.token}`];
  const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/live`, protocols);
  socket = ws;
  ws.onmessage = async (event) => {
    const data = JSON.parse(event.data);
    switch (data.type) {
      case 'hello':
        retry = 0;
        if (state.token !== null && data.state.me === null) {
          // The token is no longer known (the playground restarted): take the user of the address again.
          state.token = null;
          state.me = null;
          if (params.get('user')) {
            connect();
            return;
          }
        }
        setBanner(null);
        document.body.dataset.live = 'yes';
        applyState(data.state);
        // After a reconnection, everything is loaded again: what happened meanwhile shows.
        state.messages.clear();
        state.loaded.clear();
        state.older.clear();
        pending.clear();
        await loadMessages(state.channelId);
        return;
      case 'message': noticeMessage(data.message); upsertMessage(data.message); return;
      case 'delete': removeMessage(data.channelId, data.id); return;
      case 'channel': upsertChannel(data.channel); return;
      case 'users': state.users = data.users; renderUsers(); return;
      case 'guild': state.guild = data.guild; renderUsers(); return;
      case 'commands':
        state.commands = data.commands;
        // Commands registered after the page loaded: the "used /…" lines name them in the reader's language now.
        for (const name of document.querySelectorAll('.command-name[data-name]')) name.textContent = `/${commandName(name.dataset.name, state.commands, locale())}`;
        return;
      case 'bot': setBot(data.online); return;
    }
  };
  ws.onclose = () => {
    if (socket !== ws) return;
    document.body.dataset.live = 'no';
    // No server, no bot: said at once; the server's hello says again when it is back.
    setBot(false);
    setBanner(tr('reconnecting'));
    retry += 1;
    setTimeout(connect, Math.min(5000, 250 * 2 ** Math.min(retry, 5)));
  };
}

setInterval(() => {
  for (const time of document.querySelectorAll('time.timestamp[data-style="R"]')) time.textContent = formatTimestamp(Number(time.dataset.seconds), 'R', locale());
}, 30_000);

connect();
