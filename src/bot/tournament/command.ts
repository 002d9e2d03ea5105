import { ChannelType, MessageFlags, PermissionFlagsBits, type AutocompleteInteraction, type BaseInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { resolveOptions, type AnyGameModule } from '../../games/game.ts';
import { tc } from '../../i18n/clock-catalog.ts';
import { isLocale, type Locale } from '../../i18n/locale.ts';
import { AUTO_LEVEL, DEFAULT_HAND_OVER_AFTER, LIMIT_CHOICES, REMINDER_CHOICES, type LimitChoice, type ReminderChoice } from '../../session/schedule.ts';
import type { BotContext } from '../context.ts';
import { displayName, isModerator, sayPrivately, sendPrivate, userLocale } from '../replies.ts';
import { escapeMarkdown, toEdit } from '../chrome/common.ts';
import { MAX_CAP, SIGN_UP_WINDOWS, TOURNAMENT_COMMAND, TOURNAMENT_OPTIONS, TOURNAMENT_SUBCOMMANDS, type SignUpWindow } from './definition.ts';
import { heldPlaces, isOpen, requestsOf, TOURNAMENT_FORMAT, TOURNAMENT_KINDS, type Tournament, type TournamentKind } from './record.ts';
import { decideJoin, MAX_PARTNERS_NAMED, partnersNamed, postRequest, requestLink, showEnded, tellAsker, tellPaired, withPosted, type JoinDecision, type Person } from './partners.ts';
import { finishedRounds, tableSizes } from './plan.ts';
import { gameName, joinPartnerCommand, placesShown, signUpView, standingsView } from './view.ts';
import { asLocale, tt } from './texts.ts';

export { TOURNAMENT_COMMAND } from './definition.ts';

/** The store key of a server's rule of who creates tournaments. */
function accessKey(guildId: string): string {
  return `tournament-access:${guildId}`;
}

/** Whether a member may manage the server or its events (creates tournaments, runs any of them). */
function managesEvents(interaction: BaseInteraction): boolean {
  const permissions = interaction.memberPermissions;
  return permissions !== null && (permissions.has(PermissionFlagsBits.ManageGuild) || permissions.has(PermissionFlagsBits.ManageEvents));
}

/** Whether a user may start or cancel a tournament: who created it, or a moderator. */
function organises(interaction: BaseInteraction, t: Tournament): boolean {
  return interaction.user.id === t.createdBy || managesEvents(interaction) || isModerator(interaction);
}

/** How a `/tournament` subcommand names its tournament: the option, else the newest one open in this channel (or of any status, for standings). */
async function findTournament(ctx: BotContext, interaction: ChatInputCommandInteraction, locale: Locale, openOnly: boolean): Promise<Tournament | null> {
  const tournaments = ctx.tournaments!;
  const guildId = interaction.guildId!;
  const named = interaction.options.getString(TOURNAMENT_OPTIONS.tournament);
  if (named !== null) {
    const read = /^[a-z0-9]{4,32}$/.test(named) ? await tournaments.store.get(named) : { ok: true as const, value: null };
    if (!read.ok) {
      await sayPrivately(interaction, tt(locale, 'tournament.storeFailed'));
      return null;
    }
    if (read.value === null || read.value.guildId !== guildId) {
      await sayPrivately(interaction, tt(locale, 'tournament.none', { command: '`/games`' }));
      return null;
    }
    return read.value;
  }
  const listed = await tournaments.store.list(guildId);
  if (!listed.ok) {
    await sayPrivately(interaction, tt(locale, 'tournament.storeFailed'));
    return null;
  }
  const here = interaction.channel?.isThread() === true ? (interaction.channel.parentId ?? interaction.channelId) : interaction.channelId;
  let found: Tournament | null = null;
  for (const [id, entry] of [...listed.value].reverse()) {
    if (openOnly && !isOpen(entry)) continue;
    const read = await tournaments.store.get(id);
    if (read.ok && read.value !== null && read.value.channelId === here && (found === null || read.value.createdAt > found.createdAt)) found = read.value;
  }
  if (found === null) await sayPrivately(interaction, tt(locale, 'tournament.noneHere'));
  return found;
}

/** Reads `key:value` pairs of a game's options, checked by the game's own list; null when unreadable. */
function readGameOptions(game: AnyGameModule, text: string | null, defaults: Readonly<Record<string, unknown>>): Readonly<Record<string, string | number>> | null {
  const given: Record<string, unknown> = { ...defaults };
  for (const part of (text ?? '').split(/[\s,;]+/).filter((p) => p !== '')) {
    const match = /^([\w-]+)[:=](.+)$/.exec(part);
    if (match === null) return null;
    const option = game.rules.options.find((o) => o.key === match[1]);
    if (option === undefined) return null;
    const value = option.values.find((v) => String(v).toLowerCase() === match[2].toLowerCase());
    if (value === undefined) return null;
    given[option.key] = value;
  }
  const resolved = resolveOptions(game.rules.options, given);
  return resolved.ok ? resolved.value : null;
}

async function create(interaction: ChatInputCommandInteraction, ctx: BotContext, locale: Locale): Promise<void> {
  const tournaments = ctx.tournaments!;
  const guildId = interaction.guildId!;
  const O = TOURNAMENT_OPTIONS;
  if (!managesEvents(interaction)) {
    const access = await ctx.store?.get(accessKey(guildId));
    const everyone = access?.ok === true && (access.value as { everyone?: unknown } | undefined)?.everyone === true;
    if (!everyone) {
      await sayPrivately(interaction, tt(locale, 'tournament.noPermission', { command: `\`/${locale === 'fr' ? 'tournoi accès' : 'tournament access'}\`` }));
      return;
    }
  }
  const game = ctx.games.get(interaction.options.getString(O.game));
  if (game === undefined) {
    await sayPrivately(interaction, tt(locale, 'tournament.unknownGame', { games: ctx.games.modules.map((m) => m.id).join(', ') }));
    return;
  }
  const kind = interaction.options.getString(O.format);
  if (!(TOURNAMENT_KINDS as readonly (string | null)[]).includes(kind)) {
    await sayPrivately(interaction, tt(locale, 'tournament.unknownKind'));
    return;
  }
  const limit = interaction.options.getString(O.limit);
  const limits = (Object.keys(LIMIT_CHOICES) as LimitChoice[]).filter((key) => LIMIT_CHOICES[key] !== null);
  if (limit === null || !limits.includes(limit as LimitChoice)) {
    await sayPrivately(interaction, tt(locale, 'tournament.noTimeLimit', { values: limits.join(', ') }));
    return;
  }
  const window = interaction.options.getString(O.window) ?? '24h';
  if (!Object.hasOwn(SIGN_UP_WINDOWS, window)) {
    await sayPrivately(interaction, tt(locale, 'tournament.badWindow', { values: Object.keys(SIGN_UP_WINDOWS).join(', ') }));
    return;
  }
  const reminders = interaction.options.getString(O.reminders) ?? '12h';
  if (!Object.hasOwn(REMINDER_CHOICES, reminders)) {
    await sayPrivately(interaction, tc(locale, 'clock.badChoice', { values: Object.keys(REMINDER_CHOICES).join(', ') }));
    return;
  }
  const level = interaction.options.getString(O.level) ?? game.ai.defaultLevel;
  if (!game.ai.levels.includes(level)) {
    await sayPrivately(interaction, tt(locale, 'tournament.badLevel', { values: game.ai.levels.join(', ') }));
    return;
  }
  const cap = interaction.options.getInteger(O.cap) ?? 16;
  const bots = interaction.options.getInteger(O.bots) ?? 0;
  if (cap < 2 || cap > MAX_CAP) {
    await sayPrivately(interaction, tt(locale, 'tournament.badCap', { max: MAX_CAP }));
    return;
  }
  if (bots < 0 || bots > cap) {
    await sayPrivately(interaction, tt(locale, 'tournament.tooManyBots', { cap }));
    return;
  }
  const sizes = tableSizes(game, kind as TournamentKind);
  const tableSize = interaction.options.getInteger(O.tableSize) ?? sizes.best;
  if (tableSize < sizes.min || tableSize > sizes.max) {
    // A size that cannot be chosen at all is said as such, with why (duels, teams, or the game's own count).
    const why = (game.rules.seats.teams?.length ?? 0) > 0 ? 'teams' : kind === 'round-robin' ? 'duels' : 'game';
    await sayPrivately(interaction, sizes.min === sizes.max ? tt(locale, 'tournament.fixedTableSize', { game: game.name, size: sizes.max, why }) : tt(locale, 'tournament.badTableSize', { game: game.name, min: sizes.min, max: sizes.max }));
    return;
  }
  const language = interaction.options.getString(O.language);
  const gameLocale: Locale = language !== null && isLocale(language) ? language : locale;
  const optionsText = interaction.options.getString(O.gameOptions);
  const options = readGameOptions(game, optionsText, ctx.games.discordOf(game.id).creatorDefaults?.(gameLocale) ?? {});
  if (options === null) {
    const offered = game.rules.options.map((o) => `${o.key}:${o.values.join('|')}`);
    await sayPrivately(interaction, offered.length === 0 ? tt(locale, 'tournament.noOptions', { game: game.name }) : tt(locale, 'tournament.badOptions', { given: optionsText ?? '', options: offered.join(', ') }));
    return;
  }
  const channel = interaction.channel;
  const channelId = channel?.isThread() === true ? channel.parentId : interaction.channelId;
  const permissions = interaction.appPermissions;
  if (channelId === null || (channel !== null && !channel.isThread() && channel.type !== ChannelType.GuildText) || !permissions.has(PermissionFlagsBits.CreatePublicThreads) || !permissions.has(PermissionFlagsBits.SendMessagesInThreads)) {
    await sayPrivately(interaction, tt(locale, 'tournament.noThreads'));
    return;
  }
  const id = await tournaments.store.freshId();
  if (!id.ok) {
    await sayPrivately(interaction, tt(locale, 'tournament.storeFailed'));
    return;
  }
  const now = tournaments.now();
  const draft: Tournament = {
    format: TOURNAMENT_FORMAT,
    id: id.value,
    version: 0,
    guildId,
    channelId,
    createdBy: interaction.user.id,
    createdByName: displayName(interaction).slice(0, 100),
    createdAt: now,
    locale: gameLocale,
    game: game.id,
    options,
    clock: { reminderMs: REMINDER_CHOICES[reminders as ReminderChoice], limitMs: LIMIT_CHOICES[limit as LimitChoice], level: AUTO_LEVEL, handOverAfter: DEFAULT_HAND_OVER_AFTER },
    kind: kind as TournamentKind,
    tableSize,
    cap,
    bots,
    botLevel: level,
    signUpEndsAt: now + SIGN_UP_WINDOWS[window as SignUpWindow],
    seed: tournaments.newSeed(),
    status: 'signup',
    signUps: [],
    entrants: [],
    rounds: [],
    posted: 0,
    updatedAt: now,
  };
  await interaction.deferReply();
  const saved = await tournaments.store.save(draft, now, { create: true });
  if (!saved.ok) {
    await sendPrivate(interaction, { content: tt(locale, 'tournament.storeFailed'), embeds: [], components: [] });
    return;
  }
  const reply = await interaction.editReply(toEdit(signUpView(ctx, saved.value)));
  ctx.log.info('tournament created', { tournament: saved.value.id, game: game.id, kind, by: interaction.user.id });
  const withMessage = await tournaments.change(saved.value.id, (t) => ({ ok: true, value: { next: t.messageId === undefined ? { ...t, messageId: reply.id } : null } }));
  if (!withMessage.ok) ctx.log.warn('sign-up message not recorded', { tournament: saved.value.id });
  tournaments.schedule(saved.value);
}

/**
 * /tournament join partner: asks someone to team up in a tournament of a game of teams (Jass), or
 * answers their request (see partners.ts). Refused, changing nothing: a game without teams,
 * oneself or a bot as partner, either already paired, too few places, sign-ups closed, too many
 * partners named already.
 */
async function join(interaction: ChatInputCommandInteraction, ctx: BotContext, locale: Locale): Promise<void> {
  const found = await findTournament(ctx, interaction, locale, true);
  if (found === null) return;
  const partner = interaction.options.getUser(TOURNAMENT_OPTIONS.partner, true);
  const teams = ctx.games.get(found.game)?.rules.seats.teams?.length ?? 0;
  if (teams === 0) {
    await sayPrivately(interaction, tt(locale, 'tournament.noTeams', { game: gameName(ctx, found) }));
    return;
  }
  if (partner.bot || partner.id === interaction.user.id) {
    await sayPrivately(interaction, tt(locale, 'tournament.badPartner'));
    return;
  }
  const partnerName = (interaction.options.getMember(TOURNAMENT_OPTIONS.partner) as { displayName?: string } | null)?.displayName ?? partner.displayName;
  const caller: Person = { userId: interaction.user.id, name: displayName(interaction).slice(0, 100) };
  const them: Person = { userId: partner.id, name: partnerName.slice(0, 100) };
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const tournaments = ctx.tournaments!;
  let decision: JoinDecision | null = null;
  /** The request's message, once posted (null: it could not be). */
  let posted: string | null = null;
  const changed = await tournaments.change<never>(found.id, (t) => {
    const decided = decideJoin(t, caller, them, tournaments.now());
    decision = decided;
    if (decided.kind === 'refused' || decided.kind === 'alreadyAsked') return { ok: true, value: { next: null } };
    if (decided.kind === 'paired') return { ok: true, value: { next: decided.next } };
    const { request } = decided;
    // The request is posted once stored, and its message stored with it before any click on it is judged;
    // a request that cannot be posted is taken back (the caller stays signed up alone).
    const after = async (stored: Tournament): Promise<Tournament> => {
      posted = await postRequest(ctx, stored, request);
      return withPosted(stored, request, posted);
    };
    return { ok: true, value: { next: decided.next, after } };
  });
  if (!changed.ok) {
    await sendPrivate(interaction, { content: tt(locale, 'tournament.storeFailed'), embeds: [], components: [] });
    return;
  }
  const t = changed.value;
  const decided = decision as JoinDecision | null;
  if (decided === null) return sendPrivate(interaction, { content: tt(locale, 'tournament.storeFailed'), embeds: [], components: [] });
  const say = (content: string) => sendPrivate(interaction, { content, embeds: [], components: [], mentions: [] });
  switch (decided.kind) {
    case 'refused': {
      const { refusal, name } = decided;
      if (refusal === 'tournament.full') return say(heldPlaces(t) > 0 ? tt(locale, 'tournament.fullHeld', { cap: t.cap, held: heldPlaces(t) }) : tt(locale, refusal, { cap: t.cap }));
      if (refusal === 'tournament.closed') return say(tt(locale, refusal));
      if (refusal === 'tournament.partnerLimit') {
        const signedUp = t.signUps.some((s) => s.userId === caller.userId);
        // The button as it reads: in the tournament's language, which may not be the caller's.
        const join = tt(asLocale(t.locale), 'tournament.join');
        const pending = requestsOf(t).find((r) => r.from === caller.userId);
        return say(tt(locale, refusal, { max: MAX_PARTNERS_NAMED, signedUp, command: joinPartnerCommand(locale, `@${caller.name}`), join, pending: pending === undefined ? '' : escapeMarkdown(pending.toName) }));
      }
      return say(tt(locale, refusal, { name: escapeMarkdown(name) }));
    }
    case 'alreadyAsked':
      return say(tt(locale, 'tournament.alreadyAsked', { name: escapeMarkdown(them.name), link: requestLink(t, decided.request) }));
    case 'paired':
      await showEnded(ctx, t, decided.ended);
      if (decided.accepted !== null) await tellAsker(ctx, t, decided.accepted, true);
      else await tellPaired(ctx, t, them.userId, caller.name);
      await tournaments.refreshSignUp(t);
      {
        // The caller's own request to someone else lapsed with the pairing: said to them too.
        const lapsed = decided.ended.find((e) => e.request.from === caller.userId && e.end.kind === 'teamed')?.request;
        const joined = tt(locale, 'tournament.joinedWith', { id: t.id, name: escapeMarkdown(them.name) });
        return say(lapsed === undefined ? joined : `${joined} ${tt(locale, 'tournament.earlierLapsed', { name: escapeMarkdown(lapsed.toName) })}`);
      }
    case 'asked': {
      await showEnded(ctx, t, decided.ended);
      await tournaments.refreshSignUp(t);
      // The caller's earlier request, withdrawn by this one (even if this one could not be posted), is said to them too.
      const withdrawn = decided.ended.find((e) => e.end.kind === 'withdrawn')?.request;
      const sayWithdrawn = (text: string) => say(withdrawn === undefined ? text : `${text} ${tt(locale, 'tournament.withdrawnEarlier', { name: escapeMarkdown(withdrawn.toName) })}`);
      const messageId = posted as string | null;
      if (messageId === null) return sayWithdrawn(tt(locale, 'tournament.requestNotPosted', { name: escapeMarkdown(them.name), command: joinPartnerCommand(locale, `@${caller.name}`) }));
      const left = MAX_PARTNERS_NAMED - partnersNamed(t, caller.userId);
      return sayWithdrawn(tt(locale, 'tournament.asked', { id: t.id, name: escapeMarkdown(them.name), link: requestLink(t, { ...decided.request, messageId }), joined: decided.joined, left, max: MAX_PARTNERS_NAMED }));
    }
  }
}

async function start(interaction: ChatInputCommandInteraction, ctx: BotContext, locale: Locale): Promise<void> {
  const found = await findTournament(ctx, interaction, locale, true);
  if (found === null) return;
  if (!organises(interaction, found)) {
    await sayPrivately(interaction, tt(locale, 'tournament.notOrganiser', { organiser: `<@${found.createdBy}>` }));
    return;
  }
  if (found.status !== 'signup') {
    await sayPrivately(interaction, tt(locale, found.status === 'running' ? 'tournament.notSignUp' : 'tournament.ended'));
    return;
  }
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const begun = await ctx.tournaments!.begin(found.id, interaction.user.id);
  if (!begun.ok) {
    await sendPrivate(interaction, { content: tt(locale, begun.error.code === 'NOT_SIGNUP' ? 'tournament.notSignUp' : 'tournament.storeFailed'), embeds: [], components: [] });
    return;
  }
  const text = begun.value.status === 'cancelled' ? tt(begun.value.locale === 'fr' ? 'fr' : 'en', 'tournament.cancelledTooFew', { game: gameName(ctx, found), id: found.id }) : tt(locale, 'tournament.started');
  await sendPrivate(interaction, { content: text, embeds: [], components: [] });
}

async function standings(interaction: ChatInputCommandInteraction, ctx: BotContext, locale: Locale): Promise<void> {
  const found = await findTournament(ctx, interaction, locale, false);
  if (found === null) return;
  if (found.status === 'signup') {
    // Places counted as the sign-up message counts them (a place held for a partner asked included).
    await sayPrivately(interaction, tt(locale, 'tournament.notStarted', { id: found.id, places: placesShown(found, locale) }));
    return;
  }
  // Standings come after a finished round: before one, the round under way is said rather than a table of zeros.
  if (finishedRounds(found).length === 0) {
    await sayPrivately(interaction, tt(locale, 'tournament.noRoundYet', { id: found.id, round: Math.max(1, found.rounds.length), cancelled: found.status === 'cancelled' }));
    return;
  }
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  // A private answer: in the reader's language, as every private answer is.
  await sendPrivate(interaction, await standingsView(ctx, found, { locale }));
}

async function cancel(interaction: ChatInputCommandInteraction, ctx: BotContext, locale: Locale): Promise<void> {
  const found = await findTournament(ctx, interaction, locale, true);
  if (found === null) return;
  if (!organises(interaction, found)) {
    await sayPrivately(interaction, tt(locale, 'tournament.notOrganiser', { organiser: `<@${found.createdBy}>` }));
    return;
  }
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const cancelled = await ctx.tournaments!.cancel(found.id);
  const text = cancelled.ok ? tt(locale, 'tournament.cancelledDone', { id: found.id }) : tt(locale, cancelled.error.code === 'ENDED' ? 'tournament.ended' : 'tournament.storeFailed');
  await sendPrivate(interaction, { content: text, embeds: [], components: [] });
}

async function access(interaction: ChatInputCommandInteraction, ctx: BotContext, locale: Locale): Promise<void> {
  const guildId = interaction.guildId!;
  const everyone = interaction.options.getBoolean(TOURNAMENT_OPTIONS.everyone);
  const store = ctx.store;
  if (store === undefined) {
    await sayPrivately(interaction, tt(locale, 'tournament.storeFailed'));
    return;
  }
  if (everyone !== null) {
    if (!interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild)) {
      await sayPrivately(interaction, tt(locale, 'tournament.accessOnlyManagers'));
      return;
    }
    const written = await store.set(accessKey(guildId), { everyone });
    if (!written.ok) {
      await sayPrivately(interaction, tt(locale, 'tournament.storeFailed'));
      return;
    }
    await sayPrivately(interaction, tt(locale, 'tournament.accessShown', { everyone }));
    return;
  }
  const read = await store.get(accessKey(guildId));
  if (!read.ok) {
    await sayPrivately(interaction, tt(locale, 'tournament.storeFailed'));
    return;
  }
  await sayPrivately(interaction, tt(locale, 'tournament.accessShown', { everyone: (read.value as { everyone?: unknown } | undefined)?.everyone === true }));
}

/** /tournament: create, join, start, standings, cancel, access (see docs/tournaments.md). */
export const tournamentCommand = {
  name: TOURNAMENT_COMMAND,
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> => {
    const locale = userLocale(interaction);
    if (!interaction.inGuild()) {
      await sayPrivately(interaction, tt(locale, 'game.guildOnly'));
      return;
    }
    if (ctx.tournaments === undefined) {
      await sayPrivately(interaction, tt(locale, 'tournament.storeFailed'));
      return;
    }
    const S = TOURNAMENT_SUBCOMMANDS;
    switch (interaction.options.getSubcommand(false)) {
      case S.create:
        return create(interaction, ctx, locale);
      case S.join:
        return join(interaction, ctx, locale);
      case S.start:
        return start(interaction, ctx, locale);
      case S.standings:
        return standings(interaction, ctx, locale);
      case S.cancel:
        return cancel(interaction, ctx, locale);
      case S.access:
        return access(interaction, ctx, locale);
      default:
        await sayPrivately(interaction, tt(locale, 'router.unknownComponent'));
    }
  },
  /** The server's tournaments, newest first, those whose id or game matches what is typed. */
  autocomplete: async (interaction: AutocompleteInteraction, ctx: BotContext): Promise<void> => {
    const tournaments = ctx.tournaments;
    if (tournaments === undefined || interaction.guildId === null) return interaction.respond([]);
    const listed = await tournaments.store.list(interaction.guildId);
    if (!listed.ok) return interaction.respond([]);
    const typed = String(interaction.options.getFocused()).toLowerCase();
    const openOnly = interaction.options.getSubcommand(false) !== TOURNAMENT_SUBCOMMANDS.standings;
    const locale = userLocale(interaction);
    const choices: { name: string; value: string }[] = [];
    for (const [id, entry] of [...listed.value].reverse()) {
      if (choices.length >= 25) break;
      if (openOnly && !isOpen(entry)) continue;
      const read = await tournaments.store.get(id);
      if (!read.ok || read.value === null) continue;
      const name = `${gameName(ctx, read.value)} · ${tt(locale, `tournament.format.${read.value.kind}`)} · ${id}`;
      if (typed === '' || name.toLowerCase().includes(typed)) choices.push({ name: name.slice(0, 100), value: id });
    }
    await interaction.respond(choices);
  },
};
