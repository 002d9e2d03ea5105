import { describe, expect, test } from 'vitest';
import { recordJson } from '../../src/bot/views/export.ts';

describe('an exported record', () => {
  test('one top-level field a line, each action of a list of objects on its own line', () => {
    const record = { game: 'chacun', version: 1, players: ['RED', 'BLUE'], decks: { normal: [3, 1], menhir: [80] }, actions: [{ type: 'place', tile: 3 }, { type: 'occupy', occupant: null }] };
    expect(recordJson(record)).toBe(
      [
        '{',
        '  "game": "chacun",',
        '  "version": 1,',
        '  "players": ["RED","BLUE"],',
        '  "decks": {"normal":[3,1],"menhir":[80]},',
        '  "actions": [',
        '    {"type":"place","tile":3},',
        '    {"type":"occupy","occupant":null}',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
    expect(JSON.parse(recordJson(record))).toEqual(record);
  });

  test('an empty list and a list of lists (card deals) stay on one line', () => {
    const record = { game: 'jass', deals: [['SA', 'H10'], ['D7']], actions: [] };
    expect(recordJson(record)).toBe('{\n  "game": "jass",\n  "deals": [["SA","H10"],["D7"]],\n  "actions": []\n}\n');
  });
});
