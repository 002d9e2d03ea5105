import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { PermissionFlagsBits } from 'discord.js';
import { customIdKinds, gameIdSpecs } from '../../src/bot/custom-id.ts';
import { commandDefinitions, SUBCOMMAND_WORDS, subcommandsOf } from '../../src/bot/definitions.ts';
import { CHACUN_DISCORD } from '../../src/games/chacun/discord/index.ts';
import { BOT_PERMISSIONS, inviteLink } from '../../src/bot/permissions.ts';
import { commandHandlersOf, componentHandlers, modalHandlers } from '../../src/bot/registry.ts';
import { HOSTED } from '../../src/hosted.ts';

const COMMAND_HANDLERS = commandHandlersOf(CHACUN_DISCORD);

describe('the registry', () => {
  test('has exactly one handler per subcommand of each game\'s command', () => {
    for (const discord of HOSTED.discords) {
      expect(commandHandlersOf(discord).map((h) => h.name).sort()).toEqual(subcommandsOf(discord).map((sub) => sub.name).sort());
    }
  });

  test('every hosted game has its Discord side, with its own command', () => {
    const inDiscord = HOSTED.discords.map((discord) => discord.game);
    expect(HOSTED.modules.map((game) => game.id).filter((id) => !inDiscord.includes(id))).toEqual([]);
    expect(inDiscord.every((id) => HOSTED.modules.some((game) => game.id === id))).toBe(true);
    expect(new Set(HOSTED.discords.map((discord) => discord.command.name)).size).toBe(HOSTED.discords.length);
    expect(commandDefinitions(HOSTED).map((command) => command.name)).toEqual([...HOSTED.discords.map((discord) => discord.command.name), 'games', 'settings', 'stats', 'leaderboard', 'tournament', 'lfg', 'help']);
  });

  test('has exactly one handler per kind of custom id (a component\'s, or a modal\'s)', () => {
    // The platform's kinds and the hosted games' (a test's own table of games, run earlier in the same process, adds its kinds too).
    const gameKinds = new Set<string>(gameIdSpecs().map((spec) => spec.kind));
    const hosted = new Set<string>(HOSTED.discords.flatMap((discord) => discord.customIds.map((spec) => spec.kind)));
    const kinds = customIdKinds().filter((kind) => !gameKinds.has(kind) || hosted.has(kind));
    expect([...componentHandlers(HOSTED), ...modalHandlers(HOSTED)].map((h) => h.kind).sort()).toEqual([...kinds].sort());
  });

  test('offers autocomplete exactly where the definitions ask for it', () => {
    const [chacun] = commandDefinitions(HOSTED);
    const withAutocomplete = (chacun.options ?? [])
      .filter((sub) => 'options' in sub && (sub.options ?? []).some((o) => 'autocomplete' in o && o.autocomplete === true))
      .map((sub) => sub.name)
      .sort();
    expect(COMMAND_HANDLERS.filter((h) => h.autocomplete !== undefined).map((h) => h.name).sort()).toEqual(withAutocomplete);
  });
});

describe('the /chacun command', () => {
  const [chacun] = commandDefinitions(HOSTED);
  const subcommands = chacun.options ?? [];

  test('lists every subcommand with French names and descriptions', () => {
    expect(subcommands.map((s) => s.name)).toEqual(subcommandsOf(CHACUN_DISCORD).map((s) => s.words.name.en));
    for (const sub of subcommands) {
      expect(sub.name_localizations?.fr).toMatch(/^[\p{Ll}\p{N}_-]{1,32}$/u);
      expect(sub.description_localizations?.fr?.length).toBeGreaterThan(0);
      expect(sub.description.length).toBeLessThanOrEqual(100);
      expect(sub.description_localizations!.fr!.length).toBeLessThanOrEqual(100);
    }
  });

  test('names are distinct in each language', () => {
    expect(new Set(subcommands.map((s) => s.name)).size).toBe(subcommands.length);
    expect(new Set(subcommands.map((s) => s.name_localizations?.fr)).size).toBe(subcommands.length);
  });

  test('French descriptions have no-break spaces before : ; ! ? and English ones only plain spaces', () => {
    const options = subcommands.flatMap((sub): readonly { name: string; description: string; description_localizations?: { fr?: string | null } | null }[] =>
      'options' in sub ? (sub.options ?? []) : [],
    );
    const described = [chacun, ...subcommands, ...options];
    for (const item of described) {
      expect(item.description_localizations?.fr, item.name).not.toMatch(/ [:;!?»]|« /);
      expect(item.description, item.name).not.toMatch(/[\u00a0\u202f]/);
    }
    expect(subcommands.find((s) => s.name === 'place')?.description_localizations?.fr).toBe('Poser la tuile\u00a0: une case, puis une orientation');
    expect(CHACUN_DISCORD.moves.find((move) => move.name === 'retake')?.words.description.fr).toBe('Chaman\u00a0: reprendre l’un de tes pions');
    expect(SUBCOMMAND_WORDS.new.description.fr).toBe('Ouvrir une nouvelle partie dans ce salon (ou dans un nouveau fil)');
  });

  test('every option is localised too', () => {
    for (const sub of subcommands) {
      for (const option of 'options' in sub ? (sub.options ?? []) : []) {
        expect(option.name_localizations?.fr, `${sub.name} ${option.name}`).toBeTruthy();
        expect(option.description_localizations?.fr, `${sub.name} ${option.name}`).toBeTruthy();
      }
    }
  });
});

describe('the invite link', () => {
  test('asks for the bot and applications.commands scopes and exactly the permissions the bot uses', () => {
    const url = new URL(inviteLink('123456789012345678'));
    expect(url.origin + url.pathname).toBe('https://discord.com/oauth2/authorize');
    expect(url.searchParams.get('client_id')).toBe('123456789012345678');
    expect(url.searchParams.get('scope')).toBe('bot applications.commands');
    const permissions = BigInt(url.searchParams.get('permissions')!);
    for (const needed of [
      PermissionFlagsBits.ViewChannel,
      PermissionFlagsBits.SendMessages,
      PermissionFlagsBits.EmbedLinks,
      PermissionFlagsBits.AttachFiles,
      PermissionFlagsBits.CreatePublicThreads,
      PermissionFlagsBits.SendMessagesInThreads,
      PermissionFlagsBits.ReadMessageHistory,
    ]) {
      expect(permissions & needed).toBe(needed);
    }
    expect(permissions & PermissionFlagsBits.Administrator).toBe(0n);
    expect(permissions).toBe(BOT_PERMISSIONS.bitfield);
  });

  test('the README gives the same permissions integer', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`permissions=${BOT_PERMISSIONS.bitfield}`);
  });
});
