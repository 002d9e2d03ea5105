import { fittingPositions } from '../../../../src/games/chacun/engine/fitting.ts';
import { HOSTED } from '../../../../src/hosted.ts';
import { describe, expect, test } from 'vitest';
import type { APIButtonComponentWithCustomId, APIStringSelectComponent } from 'discord.js';
import { decodeCustomId, type CustomId } from '../../../../src/bot/custom-id.ts';
import { adaptToChannel, type View } from '../../../../src/bot/chrome/common.ts';
import { endedEarlyView, endOfGameView } from '../../../../src/games/chacun/discord/views/end.ts';
import { recordJson } from '../../../../src/bot/export/view.ts';
import { helpView, rulesView } from '../../../../src/games/chacun/discord/views/info.ts';
import { CHACUN_DISCORD } from '../../../../src/games/chacun/discord/index.ts';
import { lobbyView } from '../../../../src/bot/lobby/view.ts';
import { logView } from '../../../../src/games/chacun/discord/views/log.ts';
import { occupantView, positionsView, retakeView, rotationView } from '../../../../src/games/chacun/discord/views/panel.ts';
import { turnView } from '../../../../src/games/chacun/discord/views/turn.ts';
import { abortConfirmView } from '../../../../src/bot/stop/confirm-view.ts';
import { setAsideTiles } from '../../../../src/games/chacun/engine/set-aside.ts';
import { PLAYER_COLORS, ROTATIONS } from '../../../../src/games/chacun/engine/basics.ts';
import { applyAction } from '../../../../src/games/chacun/engine/actions.ts';
import { resultOf } from '../../../../src/stats/result.ts';
import { lastTilePotentialOccupants, ownPawnsOnBoard, type GameState } from '../../../../src/games/chacun/engine/game.ts';
import { parseRecord, recordStart, replay, type GameRecord } from '../../../../src/games/chacun/engine/record.ts';
import { playRandomGame } from '../../../../src/games/chacun/engine/simulate.ts';
import { LOCALES, type Locale } from '../../../../src/i18n/locale.ts';
import type { GameSession } from '../../../../src/session/session.ts';
import { storedSession } from '../../../session/helpers.ts';

const NAMES = ['Alice', 'Bob', 'Chloé', 'Dan', 'Eve'];

function sessionFor(record: GameRecord, locale: Locale, moveNumber = record.actions.length): GameSession {
  return storedSession({
    game: 'chacun',
    id: 'viewtest01',
    locale,
    seats: record.players.map((color, i) => ({ seat: color, player: { type: 'human', userId: String(1000 + i), name: NAMES[i] }, joinedAt: i })),
    record: { ...record, actions: record.actions.slice(0, moveNumber) },
    moveNumber,
  });
}

/** Every state a random game goes through, with its session. */
function statesOfGame(players: number, seed: number, locale: Locale = 'en'): { session: GameSession; state: GameState }[] {
  const { record } = playRandomGame(players, seed);
  const result = [];
  let state = recordStart(record);
  for (let i = 0; ; i++) {
    result.push({ session: sessionFor(record, locale, i), state });
    if (i === record.actions.length) break;
    const next = applyAction(state, record.actions[i]);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return result;
}

function buttons(view: View): { component: APIButtonComponentWithCustomId; id: CustomId }[] {
  return (view.components ?? []).flatMap((row) =>
    row.components
      .filter((c): c is APIButtonComponentWithCustomId => c.type === 2 && 'custom_id' in c)
      .map((component) => ({ component, id: decodeCustomId(component.custom_id)! })),
  );
}

function select(view: View): APIStringSelectComponent | undefined {
  return (view.components ?? []).flatMap((row) => row.components).find((c): c is APIStringSelectComponent => c.type === 3);
}

/** Discord's limits on components, and our own rule that every custom id decodes and is unique in its message. */
function expectWithinLimits(view: View): void {
  const rows = view.components ?? [];
  expect(rows.length).toBeLessThanOrEqual(5);
  const ids: string[] = [];
  for (const row of rows) {
    expect(row.components.length).toBeGreaterThan(0);
    expect(row.components.length).toBeLessThanOrEqual(5);
    for (const component of row.components) {
      if (component.type === 2 && 'custom_id' in component) {
        expect((component.label ?? '').length).toBeLessThanOrEqual(80);
        ids.push(component.custom_id);
      }
      if (component.type === 3) {
        expect(row.components).toHaveLength(1);
        expect(component.options.length).toBeGreaterThan(0);
        expect(component.options.length).toBeLessThanOrEqual(25);
        ids.push(component.custom_id);
      }
    }
  }
  for (const id of ids) expect(decodeCustomId(id), id).not.toBeNull();
  expect(new Set(ids).size).toBe(ids.length);
  for (const embed of view.embeds ?? []) {
    expect((embed.description ?? '').length).toBeLessThanOrEqual(4096);
    expect(embed.title ?? '').not.toMatch(/\{|undefined/);
    expect(embed.description ?? '').not.toMatch(/\{\w+\}|undefined|NaN/);
  }
  expect((view.content ?? '').length).toBeLessThanOrEqual(2000);
}

describe('the placing panel', () => {
  const states = statesOfGame(3, 11).filter(({ state }) => state.nextAction === 'PLACE_TILE');

  test('reaches every legal placement with its menus and buttons alone, and nothing else', () => {
    let paged = 0;
    for (const { session, state } of states.filter((_, i) => i % 3 === 0)) {
      const reached = new Set<string>();
      for (let page = 0; ; page++) {
        const view = positionsView({ session, state, page, image: null, locale: 'en' });
        expectWithinLimits(view);
        const menu = select(view)!;
        for (const option of menu.options) {
          const [x, y] = option.value.split(',').map(Number);
          const shown = fittingPositions(state).find((p) => p.pos.x === x && p.pos.y === y)!.rotations[0];
          const first = rotationView({ session, state, pos: { x, y }, rotation: shown, image: null, locale: 'en' });
          // The rotation shown first, and those its buttons offer (none when it is the only one).
          const rotations = new Set([shown, ...buttons(first).flatMap(({ id }) => (id.kind === 'rotate' ? [ROTATIONS[id.rotation]] : []))]);
          for (const rotation of rotations) {
            const view2 = rotationView({ session, state, pos: { x, y }, rotation, image: null, locale: 'en' });
            expectWithinLimits(view2);
            const confirm = buttons(view2).find(({ id }) => id.kind === 'place')!.id;
            if (confirm.kind !== 'place') throw new Error('no confirm');
            expect(confirm.move).toBe(session.moveNumber);
            reached.add(`${confirm.x},${confirm.y},${ROTATIONS[confirm.rotation]}`);
          }
        }
        const next = buttons(view).find(({ id, component }) => id.kind === 'page' && component.disabled !== true && id.page > page);
        if (next === undefined) break;
        paged++;
      }
      const legal = new Set(state.board.legalPlacements(state.tileToPlace!).map((p) => `${p.x},${p.y},${p.rotation}`));
      expect(reached).toEqual(legal);
    }
    expect(paged, 'some boards needed more than one page of positions').toBeGreaterThan(0);
  });

  test('the current rotation is shown but cannot be clicked again', () => {
    const { session, state } = states[5];
    const position = fittingPositions(state).find((p) => p.rotations.length > 1)!;
    const view = rotationView({ session, state, pos: position.pos, rotation: position.rotations[0], image: null, locale: 'fr' });
    const current = buttons(view).filter(({ component }) => component.disabled === true);
    expect(current).toHaveLength(1);
    expect(current[0].id).toMatchObject({ kind: 'rotate', rotation: ROTATIONS.indexOf(position.rotations[0]) });
  });

  test.each(LOCALES)('the preview tells to click the place button by its label, never to "confirm" (%s)', (locale) => {
    // A board where the tile fits somewhere in several orientations and somewhere in one only.
    const { session, state } = states.find(({ state }) => {
      const counts = fittingPositions(state).map((p) => p.rotations.length);
      return counts.includes(1) && counts.some((count) => count > 1);
    })!;
    const positions = fittingPositions(state);
    for (const position of [positions.find((p) => p.rotations.length > 1)!, positions.find((p) => p.rotations.length === 1)!]) {
      const view = rotationView({ session, state, pos: position.pos, rotation: position.rotations[0], image: null, locale });
      const place = buttons(view).find(({ id }) => id.kind === 'place')!.component.label!;
      expect(place).toMatch(/^(Poser en|Place at) [A-Y]\d+$/);
      expect(view.embeds![0].description).toContain(`**${place}**`);
      expect(view.embeds![0].description).not.toMatch(/confirm/i);
    }
  });
});

describe('a step with one choice is not offered as a choice', () => {
  /** The first state of a two-player game of a seed waiting for a tile placement whose positions pass a test. */
  const placing = (seed: number, test: (positions: ReturnType<typeof fittingPositions>) => boolean) =>
    statesOfGame(2, seed).find(({ state }) => state.nextAction === 'PLACE_TILE' && test(fittingPositions(state)))!;

  test.each(LOCALES)('one orientation at a square: no rotation buttons, the place button and the way to another square (%s)', (locale) => {
    const { session, state } = placing(11, (positions) => positions.length > 1 && positions.some((p) => p.rotations.length === 1));
    const position = fittingPositions(state).find((p) => p.rotations.length === 1)!;
    const view = rotationView({ session, state, pos: position.pos, rotation: position.rotations[0], image: null, locale });
    expectWithinLimits(view);
    expect(buttons(view).map(({ id }) => id.kind)).toEqual(['place', 'page']);
    expect(view.embeds![0].description).toContain(locale === 'fr' ? 'choisis une autre case' : 'choose another square');
  });

  test.each(LOCALES)('one square: no way back to a menu of one; its orientations are still offered (%s)', (locale) => {
    // Seed 4: the first tile fits on one side of the start tile only, in several orientations.
    const { session, state } = placing(4, (positions) => positions.length === 1);
    const [only] = fittingPositions(state);
    expect(only.rotations.length).toBeGreaterThan(1);
    const view = rotationView({ session, state, pos: only.pos, rotation: only.rotations[1], image: null, locale, note: '🗿 note' });
    expectWithinLimits(view);
    expect(buttons(view).filter(({ id }) => id.kind === 'rotate')).toHaveLength(only.rotations.length);
    expect(buttons(view).some(({ id }) => id.kind === 'page')).toBe(false);
    const text = view.embeds![0].description!;
    expect(text.split('\n')[0]).toBe('🗿 note');
    expect(text).toContain(locale === 'fr' ? 'Aucune autre case ne peut recevoir ta tuile.' : 'No other square takes your tile.');
    expect(text).not.toMatch(/choose another square|choisis une autre case/);
  });

  test.each(LOCALES)('one square and one orientation: the place button alone (%s)', (locale) => {
    // Seed 209: the third tile fits in one square, in one orientation.
    const { session, state } = placing(209, (positions) => positions.length === 1 && positions[0].rotations.length === 1);
    const [only] = fittingPositions(state);
    const view = rotationView({ session, state, pos: only.pos, rotation: only.rotations[0], image: null, locale });
    expectWithinLimits(view);
    const [place, ...others] = buttons(view);
    expect(others).toEqual([]);
    expect(place.id).toMatchObject({ kind: 'place', x: only.pos.x, y: only.pos.y, rotation: ROTATIONS.indexOf(only.rotations[0]), move: session.moveNumber });
    expect(view.embeds![0].description).toContain(`**${place.component.label!}**`);
    expect(view.embeds![0].description).not.toMatch(/choose another square|choisis une autre case|turn it|tourne-la/);
  });
});

describe('the occupant and shaman panels', () => {
  const all = [...statesOfGame(2, 24), ...statesOfGame(3, 13), ...statesOfGame(4, 20), ...statesOfGame(5, 21)];

  test('offer one numbered button per possible occupant, plus "no occupant"', () => {
    const occupying = all.filter(({ state }) => state.nextAction === 'OCCUPY_TILE');
    expect(occupying.length).toBeGreaterThan(50);
    for (const { session, state } of occupying) {
      const view = occupantView({ session, state, image: null, locale: 'en' });
      expectWithinLimits(view);
      const choices = buttons(view).flatMap(({ id, component }) => (id.kind === 'occupy' ? [{ choice: id.choice, label: component.label }] : []));
      const expected = lastTilePotentialOccupants(state);
      expect(choices.map((c) => c.choice)).toEqual([...expected.map((_, i) => i), -1]);
      expected.forEach((_, i) => expect(choices[i].label).toMatch(new RegExp(`^${i + 1} · `)));
    }
  });

  test('offer one numbered button per own pawn, plus "keep all"', () => {
    const retaking = all.filter(({ state }) => state.nextAction === 'RETAKE_PAWN');
    expect(retaking.length).toBeGreaterThan(0);
    for (const { session, state } of retaking) {
      const view = retakeView({ session, state, image: null, locale: 'fr' });
      expectWithinLimits(view);
      const choices = buttons(view).flatMap(({ id }) => (id.kind === 'retake' ? [id.choice] : []));
      expect(choices).toEqual([...ownPawnsOnBoard(state).map((_, i) => i), -1]);
    }
  });
});

describe('public messages', () => {
  test.each(LOCALES)('turn messages mention the player to move and fit Discord (%s)', (locale) => {
    for (const { session, state } of statesOfGame(5, 4, locale).filter(({ state }) => state.nextAction === 'PLACE_TILE')) {
      const view = turnView({ session, state, newMessages: state.messages.slice(-6), image: Buffer.from('png') });
      expectWithinLimits(view);
      const seat = session.seats.find((s) => s.seat === state.players[state.current])!;
      const userId = seat.player.type === 'human' ? seat.player.userId : '';
      expect(view.content).toContain(`<@${userId}>`);
      expect(view.mentions).toEqual([userId]);
      expect(buttons(view).map(({ id }) => id.kind)).toEqual(['play', 'log']);
    }
  });

  test.each(LOCALES)('the end of a game ranks everyone and lists the final scoring (%s)', (locale) => {
    const { record, state } = playRandomGame(4, 77);
    const session = { ...sessionFor(record, locale), status: 'finished' as const };
    const view = endOfGameView({ session, state, newMessages: state.messages, ranking: Buffer.from('a'), board: Buffer.from('b') });
    expectWithinLimits(view);
    const text = view.embeds![0].description!;
    for (const name of NAMES.slice(0, 4)) expect(text).toContain(name);
    expect(view.files!.map((f) => f.name)).toEqual(['ranking.png', 'board.jpg']);
  });

  test('player names are escaped in the turn title and in the congratulations', () => {
    const { record, state } = playRandomGame(2, 5);
    const named = (session: GameSession): GameSession => ({
      ...session,
      seats: session.seats.map((seat, i) => ({ ...seat, player: { type: 'ai' as const, level: 'easy' as const, name: i === 0 ? '*Star*' : '_Under_' } })),
    });
    const playing = statesOfGame(2, 5).find(({ state: s }) => s.nextAction === 'PLACE_TILE')!;
    const title = turnView({ session: named(playing.session), state: playing.state, newMessages: [], image: null }).embeds![0].title!;
    expect(title).toMatch(/\\\*Star\\\*|\\_Under\\_/);
    const ended = { ...named(sessionFor(record, 'en')), status: 'finished' as const };
    const end = endOfGameView({ session: ended, state, newMessages: [], ranking: null, board: null });
    expect(end.content).toMatch(/\\\*Star\\\*|\\_Under\\_/);
    expect(end.content).not.toMatch(/(^|[^\\])\*Star|(^|[^\\])_Under/);
  });

  test.each(LOCALES)('tiles set aside are counted in the turn message and at the end (%s)', (locale) => {
    const { session, state } = statesOfGame(2, 4, locale).find(({ state: s }) => s.nextAction === 'PLACE_TILE')!;
    const expected = locale === 'fr' ? '2 tuiles n’allaient nulle part\u00a0: elles ont été mises de côté.' : '2 tiles fitted nowhere and were set aside.';
    expect(turnView({ session, state, newMessages: [], setAside: [61, 12], image: null }).embeds![0].description).toContain(expected);
    expect(turnView({ session, state, newMessages: [], image: null }).embeds![0].description).not.toMatch(/set aside|mises? de côté/);
    const { record, state: last } = playRandomGame(2, 5);
    const end = endOfGameView({ session: { ...sessionFor(record, locale), status: 'finished' }, state: last, newMessages: [], setAside: [61, 12], ranking: null, board: null });
    expect(end.embeds![0].description).toContain(expected);
  });

  test.each(LOCALES)('a game played out after the leader resigned ranks them last, marked so, and congratulates the best of the others, as the statistics rank them (%s)', (locale) => {
    const { record, state } = playRandomGame(3, 7);
    const byPoints = [...state.players].sort((a, b) => state.points[PLAYER_COLORS.indexOf(b)] - state.points[PLAYER_COLORS.indexOf(a)]);
    const [leader, second] = byPoints;
    expect(state.points[PLAYER_COLORS.indexOf(leader)]).toBeGreaterThan(state.points[PLAYER_COLORS.indexOf(second)]);
    const finished = { ...sessionFor(record, locale), status: 'finished' as const };
    const session = { ...finished, seats: finished.seats.map((seat) => (seat.seat === leader ? { ...seat, resignedAt: 5 } : seat)) };
    const name = (color: string) => session.seats.find((seat) => seat.seat === color)!.player.name;
    const view = endOfGameView({ session, state, newMessages: [], ranking: null, board: null });
    const lines = view.embeds![0].description!.split('\n').filter((line) => line.includes('**'));
    const tag = locale === 'fr' ? ' · a abandonné' : ' · resigned';
    expect(lines[lines.length - 1]).toMatch(new RegExp(`^🥉 .*\\*\\*${name(leader)}\\*\\* — .*${tag}$`));
    expect(lines[0]).toMatch(new RegExp(`^🥇 .*\\*\\*${name(second)}\\*\\*`));
    expect(lines.filter((line) => line.includes(tag))).toHaveLength(1);
    expect(view.content).toContain(`<@${(session.seats.find((seat) => seat.seat === second)!.player as { userId: string }).userId}>`);
    expect(view.embeds![0].description!.split('\n')[0]).toContain(name(second));
    expect(view.embeds![0].description!.split('\n')[0]).not.toContain(name(leader));
    // The statistics count the same ranks.
    const withMoves = { ...session, moveTimes: record.actions.map((_, i) => i + 1) };
    const result = resultOf(HOSTED.get('chacun')!, withMoves, state);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const rankOf = (color: string) => result.value.participants.find((p) => p.seat === color)!.rank;
    expect(rankOf(second)).toBe(1);
    expect(rankOf(leader)).toBe(3);
    // Without the resignation, the leader wins, unmarked.
    const plain = endOfGameView({ session: finished, state, newMessages: [], ranking: null, board: null }).embeds![0].description!;
    expect(plain).not.toContain(tag);
    expect(plain).toMatch(new RegExp(`🥇 .*\\*\\*${name(leader)}\\*\\*`));
  });

  test('a game stopped early says by whom, or who wins by forfeit', () => {
    const { record, state } = playRandomGame(2, 5);
    const aborted = { ...sessionFor(record, 'en'), status: 'aborted' as const, endReason: 'aborted' as const };
    expect(endedEarlyView(aborted, state, 'Mod').embeds![0].description).toContain('stopped by Mod');
    const resigned = {
      ...aborted,
      endReason: 'resigned' as const,
      seats: aborted.seats.map((seat, i) => (i === 0 ? { ...seat, resignedAt: 5 } : seat)),
    };
    expect(endedEarlyView(resigned, state, null).embeds![0].description).toContain('Bob wins by forfeit: too few players were left to go on.');
  });

  test.each(LOCALES)('the lobby lists players and colours (%s)', (locale) => {
    const { record } = playRandomGame(3, 1);
    const session: GameSession = { ...sessionFor(record, locale, 0), status: 'lobby', record: null, seed: null };
    const view = lobbyView(HOSTED.pluginOf('chacun'), session, { missingFiles: true });
    expectWithinLimits(view);
    const menu = select(view)!;
    expect(menu.options.map((o) => o.value)).toEqual(['RED', 'BLUE', 'GREEN', 'YELLOW', 'PURPLE']);
    expect(menu.options.filter((o) => o.description?.includes('Alice'))).toHaveLength(1);
    expect(view.embeds![0].description).toContain('Chloé');
  });
});

describe('tiles set aside', () => {
  test('are the tiles drawn that are neither on the board nor to place, per deck, in the order drawn', () => {
    // Seed 58, two players: tile 61 fitted nowhere when drawn after the sixth action; nothing before.
    const states = statesOfGame(2, 58).map(({ state }) => state);
    expect(setAsideTiles(states[5])).toEqual({ normal: [], menhir: [] });
    expect(setAsideTiles(states[6])).toEqual({ normal: [61], menhir: [] });
    expect(setAsideTiles(states[12]).normal.slice(0, 1)).toEqual([61]);
    // Along whole games the lists only grow at their end, and at the end no normal tile is left unaccounted for.
    for (const seed of [58, 3]) {
      const all = statesOfGame(2, seed).map(({ state }) => setAsideTiles(state));
      for (let i = 1; i < all.length; i++) {
        expect(all[i].normal.slice(0, all[i - 1].normal.length)).toEqual(all[i - 1].normal);
        expect(all[i].menhir.slice(0, all[i - 1].menhir.length)).toEqual(all[i - 1].menhir);
      }
    }
  });
});

describe('confirmations', () => {
  test.each([
    ['en', 'lobby', ['Yes, cancel it', 'No, keep it']],
    ['fr', 'lobby', ['Oui, l’annuler', 'Non, la garder']],
    ['en', 'playing', ['Yes, stop the game', 'No, keep playing']],
  ] as const)('/chacun abort in %s, for a game in status %s, has fitting buttons', (locale, status, labels) => {
    const { record } = playRandomGame(2, 1);
    const session: GameSession = { ...sessionFor(record, locale, 0), status, ...(status === 'lobby' ? { record: null, seed: null } : {}) };
    const view = abortConfirmView(session, locale);
    expectWithinLimits(view);
    expect(buttons(view).map(({ component }) => component.label)).toEqual(labels);
    expect(buttons(view).every(({ id }) => id.kind === 'abort' && (id.lobby === true) === (status === 'lobby'))).toBe(true);
  });
});

describe('private views', () => {
  test.each(LOCALES)('the message board pages hold ten entries and turn with buttons (%s)', (locale) => {
    const { record, state } = playRandomGame(3, 9);
    const session = sessionFor(record, locale);
    const pages = Math.ceil(state.messages.length / 10);
    expect(pages).toBeGreaterThan(1);
    const first = logView(session, state, 0, locale);
    expectWithinLimits(first);
    expect(buttons(first).map(({ component }) => component.disabled === true)).toEqual([true, false]);
    const last = logView(session, state, 999, locale);
    expect(last.embeds![0].description).toContain(`**${state.messages.length}.**`);
  });

  test.each(LOCALES)('rules and help fit in embeds (%s)', (locale) => {
    for (const view of [rulesView(locale), helpView(CHACUN_DISCORD, locale)]) {
      const embed = view.embeds![0];
      for (const field of embed.fields ?? []) {
        expect(field.value.length).toBeLessThanOrEqual(1024);
        expect(field.value).not.toMatch(/\{\w+\}/);
      }
    }
    expect(helpView(CHACUN_DISCORD, locale).embeds![0].fields!.map((f) => f.value).join('\n')).toContain(locale === 'fr' ? '/chacun nouvelle' : '/chacun new');
  });

  test('an exported record is the engine format and replays to the same state', () => {
    const { record, state } = playRandomGame(2, 31);
    const parsed = parseRecord(JSON.parse(recordJson(record)));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(replay(parsed.value).state.points).toEqual(state.points);
  });
});

describe('channels without rights', () => {
  const view: View = {
    content: 'hello',
    embeds: [{ title: 'T', description: 'D', image: { url: 'attachment://board.png' }, fields: [{ name: 'N', value: 'V' }] }],
    files: [{ name: 'board.png', data: Buffer.from('x') }],
  };

  test('without Attach Files the image goes and a note says why', () => {
    const adapted = adaptToChannel(view, { files: false, embeds: true }, 'no files here');
    expect(adapted.files).toEqual([]);
    expect(adapted.embeds![0].image).toBeUndefined();
    expect(adapted.content).toContain('no files here');
  });

  test('without Embed Links everything is written as text', () => {
    const adapted = adaptToChannel(view, { files: false, embeds: false }, 'no files here');
    expect(adapted.embeds).toEqual([]);
    expect(adapted.content).toContain('**T**');
    expect(adapted.content).toContain('V');
  });

  test('with every right, nothing changes', () => {
    expect(adaptToChannel(view, { files: true, embeds: true }, 'x')).toBe(view);
  });
});
