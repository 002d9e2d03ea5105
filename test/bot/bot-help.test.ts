import { afterEach, describe, expect, test } from 'vitest';
import { HOSTED } from '../../src/hosted.ts';
import { act, startHarness, type Harness } from './harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('/help', () => {
  test('says privately, in the reader’s language, every game with how to open it and its own help, and every other command but itself', async () => {
    h = await startHarness();
    const alice = h.discord.createMember({ username: 'alice' });
    const ask = async (locale: string) => {
      const handle = await act(h!, h!.discord.slashCommand({ user: alice, name: 'help', options: {}, locale }));
      const message = handle.original()!;
      expect(message.flags & 64).toBe(64);
      return message.embeds[0];
    };
    const en = await ask('en-GB');
    expect(en.title).toBe('What I can do');
    const [gamesField, serverField] = en.fields!;
    expect(gamesField.name).toBe('The games');
    for (const discord of HOSTED.discords) expect(gamesField.value).toContain(`Open a game: /${discord.command.name} new · how to play it: /${discord.command.name} help`);
    for (const game of HOSTED.modules) expect(gamesField.value).toContain(`**${game.name}** — `);
    expect(serverField.value.split('\n').map((line) => line.split(' — ')[0])).toEqual(['**/games**', '**/settings**', '**/stats**', '**/leaderboard**', '**/tournament**', '**/lfg**']);
    const fr = await ask('fr');
    expect(fr.title).toBe('Ce que je sais faire');
    expect(fr.fields![0].value).toContain('Ouvrir une partie\u00a0: /chacun nouvelle · comment y jouer\u00a0: /chacun aide');
    expect(fr.fields![1].value).toContain('**/parties** — Les parties en cours sur ce serveur');
    expect(fr.fields![1].value).not.toContain('/aide');
    // Discord's limits: a field's value holds 1,024 characters at most.
    for (const embed of [en, fr]) for (const field of embed.fields!) expect(field.value.length).toBeLessThanOrEqual(1024);
  });
});
