import { afterEach, describe, expect, test, vi } from 'vitest';
import { playRandomGame as chacunGame } from '../../src/games/chacun/engine/simulate.ts';
import { replay as chacunReplay } from '../../src/games/chacun/engine/record.ts';
import { drawBoard as drawChacunBoard } from '../../src/games/chacun/render/index.ts';
import { playRandomGame as jassGame } from '../../src/games/jass/engine/simulate.ts';
import { replayRecord as jassReplay } from '../../src/games/jass/rules.ts';
import { renderTable } from '../../src/games/jass/render/index.ts';
import { randomGame as tchuGame } from '../../src/games/tchu/engine/simulate.ts';
import { replayRecord as tchuReplay } from '../../src/games/tchu/engine/record.ts';
import { renderStatus as renderTchuStatus } from '../../src/games/tchu/render/index.ts';
import { writtenTexts } from './drawn-texts.ts';


afterEach(() => vi.restoreAllMocks());

describe("a game stopped or won by forfeit is pictured as ended: nobody 'to play'", () => {
  test('ChaCuN: no tile to place in the panel, no free places named on the board', async () => {
    const { record } = chacunGame(2, 41);
    const state = chacunReplay({ ...record, actions: record.actions.slice(0, 20) }).state;
    const turn = await writtenTexts(() => drawChacunBoard(state, { locale: 'en' }));
    const stopped = await writtenTexts(() => drawChacunBoard(state, { locale: 'en', stopped: true }));
    const places = (texts: readonly string[]) => texts.filter((text) => /^[A-Z]+\d+$/.test(text));
    expect(turn).toContain('Tile to place');
    expect(places(turn).length).toBeGreaterThan(0);
    expect(stopped).not.toContain('Tile to place');
    expect(places(stopped)).toEqual([]);
    // Stopped, as its message's title says, not over.
    expect(stopped).toContain('Game stopped');
    expect(stopped).not.toContain('Game over');
    const french = await writtenTexts(() => drawChacunBoard(state, { locale: 'fr', stopped: true }));
    expect(french).toContain('Partie arrêtée');
  });

  test('Jass: no seat is marked to play', async () => {
    const { record } = jassGame(3, { variant: 'course' });
    const state = jassReplay({ ...record, actions: record.actions.slice(0, 6) });
    const names = { N: 'Alice', E: 'Gotthard', S: 'Bob', W: 'Furka' };
    const turn = await writtenTexts(() => renderTable(state, { names, locale: 'en' }));
    const stopped = await writtenTexts(() => renderTable(state, { names, locale: 'en', stopped: true }));
    expect(turn.some((text) => text.includes('to play'))).toBe(true);
    expect(stopped.some((text) => text.includes('to play'))).toBe(false);
  });

  test('tCHu: no player is tagged to play', async () => {
    const { record } = tchuGame(2, 7);
    const state = tchuReplay({ ...record, actions: record.actions.slice(0, 12) }).state;
    const names = { P1: 'Alice', P2: 'Bob' };
    // The players' tags are on the table under the map, a picture of its own.
    const turn = await writtenTexts(() => renderTchuStatus(state, { names, locale: 'en' }));
    const stopped = await writtenTexts(() => renderTchuStatus(state, { names, locale: 'en', stopped: true }));
    expect(turn).toContain('to play');
    expect(stopped).not.toContain('to play');
  });
});
