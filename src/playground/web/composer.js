// The message box: plain messages, and slash commands typed as in Discord —
// "/chacun place position:M12 rotation:90" — with a list of suggestions for the command, its
// subcommands, its options, their choices, the server's users for a user option ("/stats
// user:@bob", sent as bob's id, as Discord's client sends it), its channels (of the types the option
// takes) for a channel option, its roles for a role option (users and roles for a mentionable one),
// and the bot's autocomplete. As Discord's client, it sends nothing its client would refuse: every
// option is checked against the registered command (required, choices, type, min/max value and
// length, a user, channel or role that exists; an attachment, which the page cannot attach), and the
// first one wrong is said under the box.
import { escapeHtml } from './markdown.js';
import { text } from './texts.js';

const SUB = 1;
const GROUP = 2;
const STRING = 3;
const INTEGER = 4;
const BOOLEAN = 5;
const USER = 6;
const CHANNEL = 7;
const ROLE = 8;
const MENTIONABLE = 9;
const NUMBER = 10;
const ATTACHMENT = 11;
/** The option types whose value is something of the server, sent as its id. */
const BY_ID = new Set([USER, CHANNEL, ROLE, MENTIONABLE]);
/** The page's label of each option type Discord names (3 string … 11 attachment). */
const TYPES = { 3: 'typeText', 4: 'typeInteger', 5: 'typeBoolean', 6: 'typeUser', 7: 'typeChannel', 8: 'typeRole', 9: 'typeMentionable', 10: 'typeNumber', 11: 'typeFile' };

/** A name as the user's Discord shows it. */
const shown = (item, locale) => item.name_localizations?.[locale] ?? item.name;
/** Whether typed text names the item (in the user's language or the canonical name). */
const names = (item, locale, typed) => typed === item.name || typed === shown(item, locale);

/** Whether an option's value may be a user; a mentionable may be a user or a role. */
const takesUser = (option) => option.type === USER || option.type === MENTIONABLE;
/** Whether an option's value may be a role. */
const takesRole = (option) => option.type === ROLE || option.type === MENTIONABLE;
/** A role as Discord's client writes it: @name (@everyone's name has its @ already). */
const atRole = (role) => (role.name.startsWith('@') ? role.name : `@${role.name}`);

/**
 * The user a typed value names, as Discord's client lets one be picked: a name, with or without @
 * and in any case, a mention (`<@id>`) or an id; null when nobody of the server is meant.
 */
export function userNamed(value, users) {
  const written = String(value).trim();
  const mention = /^<@!?(\d{1,20})>$/.exec(written);
  if (mention) return users.find((u) => u.id === mention[1]) ?? null;
  const name = written.replace(/^@/, '').toLowerCase();
  return users.find((u) => u.name.toLowerCase() === name) ?? users.find((u) => u.id === written) ?? null;
}

/**
 * The channel a typed value names, as Discord's client lets one be picked: `#name` or a name (in
 * any case), a mention (`<#id>`) or an id; null when no channel of the server is meant.
 */
export function channelNamed(value, channels) {
  const written = String(value).trim();
  const mention = /^<#(\d{1,20})>$/.exec(written);
  if (mention) return channels.find((c) => c.id === mention[1]) ?? null;
  const name = written.replace(/^#/, '').toLowerCase();
  return channels.find((c) => c.name.toLowerCase() === name) ?? channels.find((c) => c.id === written) ?? null;
}

/**
 * The role a typed value names, as Discord's client lets one be picked: `@name` or a name (in any
 * case; `everyone` is @everyone), a role mention (`<@&id>`) or an id; null when no role of the server is meant.
 */
export function roleNamed(value, roles) {
  const written = String(value).trim();
  const mention = /^<@&(\d{1,20})>$/.exec(written);
  if (mention) return roles.find((r) => r.id === mention[1]) ?? null;
  const name = written.replace(/^@/, '').toLowerCase();
  return roles.find((r) => r.name.replace(/^@/, '').toLowerCase() === name) ?? roles.find((r) => r.id === written) ?? null;
}

/** Discord's channel type of each kind of channel the page shows (text, public and private thread). */
const CHANNEL_TYPES = { text: 0, publicThread: 11, privateThread: 12 };
/** Whether a channel is of a type the option takes (any, when it names none). */
const takesChannel = (option, channel) => !option.channel_types?.length || option.channel_types.includes(CHANNEL_TYPES[channel.kind]);
/** What the page takes as an integer or a number, as Discord's client does (digits, no hex, no spaces inside). */
const INTEGER_TEXT = /^[-+]?\d+$/;
const NUMBER_TEXT = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;
/** Discord's bounds of integer and number options (±2^53). */
const LARGEST = 2 ** 53;
/** How many choices a refusal lists before "…". */
const LISTED_CHOICES = 10;

/** An error text saying what range a number, or a length, must be in. */
function outOfRange(l, what, option, min, max) {
  const name = shown(option, l);
  if (what === 'length' && max === 1) return text(l, 'lengthOne', { option: name });
  const prefix = what === 'length' ? 'length' : 'value';
  if (min !== undefined && max !== undefined) return text(l, `${prefix}Between`, { option: name, min, max });
  return min !== undefined ? text(l, `${prefix}AtLeast`, { option: name, min }) : text(l, `${prefix}AtMost`, { option: name, max });
}

/**
 * A typed option value as Discord's client sends it, or the error its client would mark the option
 * with (translated): a choice (by its name in the user's language, its canonical name or its value;
 * an autocomplete's pick is the bot's, from no fixed list), a user, channel or role of the server
 * (sent as its id), a boolean, an integer or number within `min_value`/`max_value`, a text within
 * `min_length`/`max_length`; never a file (the page attaches none). `picked` is what was taken from
 * the list for this option, if still what the box says.
 */
export function optionValue(option, given, { locale: l, users = [], channels = [], roles = [], picked = null }) {
  const name = shown(option, l);
  let value = picked ? picked.value : given;
  const choices = option.choices ?? [];
  if (choices.length > 0 && !option.autocomplete) {
    const lower = given.toLowerCase();
    const is = (c, same) => same(shown(c, l), given) || same(c.name, given) || same(String(c.value), given);
    // Exactly, then in any case, then the one choice whose name starts so (Discord's client takes
    // the choice its list shows, as it filters the choices by what is typed).
    const starting = choices.filter((c) => shown(c, l).toLowerCase().startsWith(lower) || c.name.toLowerCase().startsWith(lower));
    const fixed = choices.find((c) => is(c, (a, b) => a === b)) ?? choices.find((c) => is(c, (a) => a.toLowerCase() === lower)) ?? (lower !== '' && starting.length === 1 ? starting[0] : undefined);
    if (!fixed) {
      // Separated by a middle dot: a choice's name may hold a comma ("Classic (♠︎ ♣︎ ×2, ⬇️ ⬆️ ×3)").
      const listed = choices.slice(0, LISTED_CHOICES).map((c) => shown(c, l));
      return { error: text(l, 'notAChoice', { value: given, option: name, choices: [...listed, ...(choices.length > LISTED_CHOICES ? ['…'] : [])].join(' · ') }) };
    }
    value = fixed.value;
  }
  // Discord sends a user, channel or role option as its id, never a name: an unknown name is said here, not sent.
  if (option.type === MENTIONABLE) {
    const named = userNamed(value, users) ?? roleNamed(value, roles);
    return named ? { value: named.id } : { error: text(l, 'noSuchMentionable', { name: given }) };
  }
  if (option.type === USER) {
    const user = userNamed(value, users);
    return user ? { value: user.id } : { error: text(l, 'noSuchUser', { name: given }) };
  }
  if (option.type === ROLE) {
    const role = roleNamed(value, roles);
    return role ? { value: role.id } : { error: text(l, 'noSuchRole', { name: /^<@&\d+>$/.test(given) ? given : `@${given.replace(/^@/, '')}` }) };
  }
  if (option.type === CHANNEL) {
    const channel = channelNamed(value, channels);
    if (!channel) return { error: text(l, 'noSuchChannel', { name: /^<#\d+>$/.test(given) ? given : `#${given.replace(/^#/, '')}` }) };
    if (!takesChannel(option, channel)) return { error: text(l, 'wrongChannel', { name: channel.name, option: name }) };
    return { value: channel.id };
  }
  // Discord's client takes a file for an attachment option, chosen from the disk: the page has no way to.
  if (option.type === ATTACHMENT) return { error: text(l, 'noFiles', { option: name }) };
  if (option.type === INTEGER || option.type === NUMBER) {
    const n = typeof value === 'number' ? value : (option.type === INTEGER ? INTEGER_TEXT : NUMBER_TEXT).test(String(value).trim()) ? Number(value) : NaN;
    if (!Number.isFinite(n) || Math.abs(n) > LARGEST || (option.type === INTEGER && !Number.isInteger(n))) {
      return { error: text(l, 'mustBe', { option: name, type: text(l, option.type === INTEGER ? 'integer' : 'number') }) };
    }
    const { min_value: min, max_value: max } = option;
    if ((min !== undefined && n < min) || (max !== undefined && n > max)) return { error: outOfRange(l, 'value', option, min, max) };
    return { value: n };
  }
  if (option.type === BOOLEAN) {
    const word = String(value).toLowerCase();
    return ['true', 'false'].includes(word) ? { value: word === 'true' } : { error: text(l, 'trueOrFalse', { option: name }) };
  }
  value = String(value);
  // Discord counts characters, not UTF-16 units.
  const length = [...value].length;
  const { min_length: min, max_length: max } = option;
  if (option.type === STRING && ((min !== undefined && length < min) || (max !== undefined && length > max))) return { error: outOfRange(l, 'length', option, min, max) };
  return { value };
}

/** An option type's name in the user's language ('' for a type the page does not know). */
export function optionTypeName(type, locale) {
  return TYPES[type] === undefined ? '' : text(locale, TYPES[type]);
}

/**
 * A command as a message's "used /…" line names it, in the reader's language as Discord shows it:
 * `name` is the command's canonical name, followed by its subcommand group and subcommand if any
 * ("chacun place"); a word the registered commands do not know stays as it is.
 */
export function commandName(name, commands, locale) {
  const [first, ...rest] = String(name).split(' ');
  const command = commands.find((c) => (c.type ?? 1) === 1 && c.name === first);
  if (!command) return name;
  const words = [shown(command, locale)];
  let options = command.options ?? [];
  for (const word of rest) {
    const found = options.find((o) => (o.type === GROUP || o.type === SUB) && o.name === word);
    words.push(found ? shown(found, locale) : word);
    options = found?.options ?? [];
  }
  return words.join(' ');
}

/**
 * Reads what is typed: the command, the subcommand group and subcommand, the options typed so
 * far (by canonical name) and where the cursor is.
 */
export function parseCommand(written, commands, locale) {
  const m = /^\/(\S*)(\s?)/.exec(written);
  if (!m) return null;
  const command = commands.find((c) => names(c, locale, m[1]));
  if (!command || m[2] === '') return { stage: 'command', partial: m[1], command: null };
  let rest = written.slice(m[0].length);
  let options = command.options ?? [];
  let group = null;
  let sub = null;
  for (const type of [GROUP, SUB]) {
    if (!options.some((o) => o.type === type)) continue;
    const w = /^(\S*)(\s?)/.exec(rest);
    const found = options.find((o) => o.type === type && names(o, locale, w[1]));
    if (!found || w[2] === '') {
      if (type === GROUP && !found && options.some((o) => o.type === SUB)) continue;
      return { stage: type === GROUP ? 'group' : 'sub', partial: w[1], command, group, sub, choices: options.filter((o) => o.type === GROUP || o.type === SUB) };
    }
    if (type === GROUP) group = found;
    else sub = found;
    options = found.options ?? [];
    rest = rest.slice(w[0].length);
  }
  // Options: "name:value name2:value two words" — a value runs until the next known "name:".
  const known = options.flatMap((o) => [...new Set([o.name, shown(o, locale)])].map((n) => ({ n, o })));
  const values = {};
  const marker = new RegExp(`(?:^|\\s)(${known.map((k) => k.n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|') || '(?!)'}):`, 'g');
  const hits = [...rest.matchAll(marker)];
  hits.forEach((hit, i) => {
    const option = known.find((k) => k.n === hit[1]).o;
    const start = hit.index + hit[0].length;
    const end = i + 1 < hits.length ? hits[i + 1].index : rest.length;
    values[option.name] = rest.slice(start, end).trim();
  });
  // The cursor is in the last option's value until a space ends it (values in the list end with one).
  const endsWithSpace = /\s$/.test(rest) || rest === '';
  const typing = hits.length && !endsWithSpace ? known.find((k) => k.n === hits.at(-1)[1]).o : null;
  // What stands before the first option named: no option of this command (a name it does not have, or words without one).
  const stray = rest.slice(0, hits[0]?.index ?? rest.length).trim();
  return { stage: 'options', command, group, sub, options, values, typing, endsWithSpace, stray };
}

/** Makes the message box work. */
export function createComposer({ input, list, commands, users = () => [], channels = () => [], roles = () => [], locale, showError, clearError = () => {}, autocomplete, command, message }) {
  let items = [];
  let active = 0;
  /** The choices picked from the list, by option: the name shown in the box → the value sent. */
  const picked = new Map();
  let autocompleteTimer = null;
  let autocompleteSeq = 0;

  const close = () => {
    list.hidden = true;
    items = [];
  };
  /** Forgets the autocomplete asked for or awaited, so that its answer, come after the command was sent, shows no list. */
  const dropAutocomplete = () => {
    clearTimeout(autocompleteTimer);
    autocompleteSeq++;
  };
  const show = (next) => {
    items = next;
    active = 0;
    if (items.length === 0) return close();
    list.innerHTML = items
      .map((item, i) => `<div class="suggestion${i === active ? ' active' : ''}" role="option" data-index="${i}"><span class="suggestion-name">${escapeHtml(item.label)}</span>${item.detail ? `<span class="suggestion-detail">${escapeHtml(item.detail)}</span>` : ''}</div>`)
      .join('');
    list.hidden = false;
  };
  const highlight = () => {
    list.querySelectorAll('.suggestion').forEach((el, i) => el.classList.toggle('active', i === active));
    list.querySelector('.suggestion.active')?.scrollIntoView({ block: 'nearest' });
  };

  const payload = (parsed, values) => ({
    name: parsed.command.name,
    ...(parsed.group ? { subcommandGroup: parsed.group.name } : {}),
    ...(parsed.sub ? { subcommand: parsed.sub.name } : {}),
    options: values,
  });

  /** Typed values as the option types want them, checked as Discord's client checks them; an error text for the first bad one. */
  const typed = (parsed) => {
    const l = locale();
    const out = {};
    // The command in the user's language, its subcommand included ("/tournament create needs format.").
    const command = `/${[parsed.command, parsed.group, parsed.sub].filter(Boolean).map((part) => shown(part, l)).join(' ')}`;
    // Only the command's options are sent: text that names none is refused here, not dropped unsaid.
    if (parsed.stray) {
      const text_ = parsed.stray.length > 40 ? `${parsed.stray.slice(0, 39)}…` : parsed.stray;
      if (parsed.options.length === 0) return { error: text(l, 'noOptions', { command, text: text_ }) };
      return { error: text(l, 'notAnOption', { command, text: text_, options: parsed.options.map((o) => `${shown(o, l)}:`).join(' · ') }) };
    }
    for (const option of parsed.options) {
      const given = parsed.values[option.name];
      // A required file can't be given at all here: said as such, whatever was typed for it.
      if (option.type === ATTACHMENT && option.required) return { error: text(l, 'needsFile', { command, option: shown(option, l) }) };
      if (given === undefined || given === '') {
        if (!option.required) continue;
        return { error: text(l, 'needs', { command, option: shown(option, l) }) };
      }
      const choice = picked.get(option.name);
      const checked = optionValue(option, given, { locale: l, users: users(), channels: channels(), roles: roles(), picked: choice && choice.name === given ? choice : null });
      if (checked.error) {
        // "bots:1 niveau_bots:hard": a name the command does not have reads as part of the value
        // before it, which is then refused; the name is what to say. Free text may hold "word:" (a
        // tournament's game_options), and a choice may too ("No AI: people only"): only a value
        // refused is read so.
        const misnamed = option.type !== STRING || (option.choices ?? []).length > 0 ? /\s([\p{L}\p{N}_-]+:)/u.exec(given) : null;
        if (misnamed) {
          const text_ = given.slice(misnamed.index).trim();
          return { error: text(l, 'notAnOption', { command, text: text_.length > 40 ? `${text_.slice(0, 39)}…` : text_, options: parsed.options.map((o) => `${shown(o, l)}:`).join(' · ') }) };
        }
        return checked;
      }
      out[option.name] = checked.value;
    }
    return { value: out };
  };

  /**
   * What the list offers for an option naming something of the server, holding what was typed: the
   * users (@name), the roles (@name, marked as roles beside users), the channels of the types the
   * option takes (#name). As Discord's client lists them: names that start with what was typed
   * first, people before bots, users before roles.
   */
  const named = (option, typedSoFar, l) => {
    const wanted = typedSoFar.replace(option.type === CHANNEL ? /^#/ : /^@/, '').toLowerCase();
    const starts = (name) => (name.toLowerCase().startsWith(wanted) ? 0 : 2);
    const offers = [];
    if (takesUser(option)) offers.push(...users().map((u) => ({ name: u.name, label: `@${u.name}`, id: u.id, rank: starts(u.name) + (u.bot ? 1 : 0) })));
    if (takesRole(option)) {
      const detail = option.type === MENTIONABLE ? text(l, 'typeRole') : '';
      offers.push(...roles().map((r) => ({ name: r.name.replace(/^@/, ''), label: atRole(r), id: r.id, detail, rank: 4 + starts(r.name.replace(/^@/, '')) })));
    }
    if (option.type === CHANNEL) offers.push(...channels().filter((c) => takesChannel(option, c)).map((c) => ({ name: c.name, label: `#${c.name}`, id: c.id, rank: starts(c.name) })));
    return offers.filter((o) => o.name.toLowerCase().includes(wanted)).sort((a, b) => a.rank - b.rank);
  };

  const suggest = () => {
    const parsed = parseCommand(input.value, commands(), locale());
    if (!parsed) return close();
    const l = locale();
    if (parsed.stage === 'command') {
      return show(commands().filter((c) => shown(c, l).startsWith(parsed.partial.toLowerCase())).map((c) => ({ label: `/${shown(c, l)}`, detail: c.description_localizations?.[l] ?? c.description, text: `/${shown(c, l)} ` })));
    }
    const prefix = input.value.slice(0, input.value.length - (parsed.partial ?? '').length);
    if (parsed.stage === 'group' || parsed.stage === 'sub') {
      return show(parsed.choices.filter((o) => shown(o, l).startsWith(parsed.partial.toLowerCase())).map((o) => ({ label: shown(o, l), detail: o.description_localizations?.[l] ?? o.description, text: `${prefix}${shown(o, l)} ` })));
    }
    if (parsed.typing) {
      const option = parsed.typing;
      const typedSoFar = parsed.values[option.name] ?? '';
      const base = input.value.slice(0, input.value.length - typedSoFar.length);
      if (option.choices?.length) {
        // The choice whose value was typed first ("en" is English, not the "en" inside "French"),
        // then names that start with what was typed, then names that hold it.
        const typed = typedSoFar.toLowerCase();
        const rank = (c) => (String(c.value).toLowerCase() === typed ? 0 : shown(c, l).toLowerCase().startsWith(typed) ? 1 : 2);
        const matching = option.choices.filter((c) => shown(c, l).toLowerCase().includes(typed) || String(c.value).toLowerCase() === typed);
        return show([...matching].sort((a, b) => rank(a) - rank(b)).map((c) => ({ label: shown(c, l), text: `${base}${shown(c, l)} `, pick: { option: option.name, name: shown(c, l), value: c.value } })));
      }
      // Picked, the name is written as Discord's client writes it and the id kept to be sent (two may share a name).
      const offers = BY_ID.has(option.type) ? named(option, typedSoFar, l) : [];
      if (offers.length > 0) return show(offers.map((o) => ({ label: o.label, detail: o.detail, text: `${base}${o.label} `, pick: { option: option.name, name: o.label, value: o.id } })));
      if (option.autocomplete) {
        clearTimeout(autocompleteTimer);
        const seq = ++autocompleteSeq;
        autocompleteTimer = setTimeout(async () => {
          const values = {};
          for (const o of parsed.options) {
            if (parsed.values[o.name] === undefined || o.name === option.name) continue;
            const value = picked.get(o.name)?.name === parsed.values[o.name] ? picked.get(o.name).value : parsed.values[o.name];
            // Another option naming a user, channel or role goes as its id, as Discord sends it; one naming nothing, or a file, is left out.
            if (!BY_ID.has(o.type) && o.type !== ATTACHMENT) values[o.name] = value;
            else if (BY_ID.has(o.type)) {
              const checked = optionValue(o, String(value), { locale: l, users: users(), channels: channels(), roles: roles() });
              if (checked.value !== undefined) values[o.name] = checked.value;
            }
          }
          values[option.name] = typedSoFar;
          const result = await autocomplete({ ...payload(parsed, values), focused: option.name });
          if (seq !== autocompleteSeq || !result || result.kind !== 'autocomplete') return;
          show(result.choices.map((c) => ({ label: c.name_localizations?.[l] ?? c.name, text: `${base}${c.name} `, pick: { option: option.name, name: c.name, value: c.value } })));
        }, 150);
        return close();
      }
      return show([{ label: `${shown(option, l)}: ${optionTypeName(option.type, l)}`, detail: option.description_localizations?.[l] ?? option.description, text: null }]);
    }
    const remaining = parsed.options.filter((o) => parsed.values[o.name] === undefined);
    remaining.sort((a, b) => Number(Boolean(b.required)) - Number(Boolean(a.required)));
    const base = parsed.endsWithSpace ? input.value : input.value.replace(/\S*$/, '');
    const partial = parsed.endsWithSpace ? '' : (/\S*$/.exec(input.value)?.[0] ?? '');
    return show(
      remaining
        .filter((o) => shown(o, l).startsWith(partial))
        .map((o) => ({ label: `${shown(o, l)}${o.required ? ' *' : ''}`, detail: o.description_localizations?.[l] ?? o.description, text: `${base}${shown(o, l)}:`, enter: partial !== '' || Boolean(o.required) })),
    );
  };

  const accept = (item) => {
    if (item.text === null) return close();
    if (item.pick) picked.set(item.pick.option, { name: item.pick.name, value: item.pick.value });
    // A suggestion taken edits the text: a refusal of the text before goes, as when typing.
    clearError();
    input.value = item.text;
    input.focus();
    suggest();
  };

  const submit = async () => {
    const written = input.value.trim();
    if (written === '') return;
    if (!written.startsWith('/')) {
      input.value = '';
      clearError();
      await message(written);
      return;
    }
    const parsed = parseCommand(`${written} `, commands(), locale());
    if (!parsed || parsed.stage === 'command') return showError(text(locale(), 'noCommand', { command: written.split(/\s/)[0] }));
    if (parsed.stage !== 'options') return showError(text(locale(), 'chooseWhat', { command: `/${shown(parsed.command, locale())}` }));
    const values = typed(parsed);
    if (values.error) return showError(values.error);
    // Sent: a refusal said before is about older text (the server's refusal of this one, if any, comes after).
    clearError();
    input.value = '';
    picked.clear();
    dropAutocomplete();
    close();
    await command(payload(parsed, values.value));
  };

  // An edit takes away a refusal under the box: it was about the text as it was.
  input.addEventListener('input', () => {
    clearError();
    suggest();
  });
  input.addEventListener('focus', suggest);
  input.addEventListener('keydown', (event) => {
    if (!list.hidden && items.length) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        active = (active + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length;
        highlight();
        return;
      }
      // Enter takes the highlighted suggestion, except an optional option's name after a complete command: then it sends.
      if (event.key === 'Tab' || (event.key === 'Enter' && typeof items[active]?.text === 'string' && items[active].text.trim() !== input.value.trim() && items[active]?.enter !== false)) {
        event.preventDefault();
        accept(items[active]);
        return;
      }
      if (event.key === 'Escape') return close();
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  });
  list.addEventListener('mousedown', (event) => {
    const el = event.target.closest('.suggestion');
    if (!el) return;
    event.preventDefault();
    accept(items[Number(el.dataset.index)]);
  });
  input.addEventListener('blur', () => setTimeout(() => (dropAutocomplete(), close()), 150));
}
