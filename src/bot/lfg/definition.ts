import { ApplicationCommandOptionType, ApplicationCommandType, InteractionContextType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { words } from '../command-words.ts';
import type { HostedGames } from '../hosting.ts';
import { WAIT_CHOICES, type WaitChoice } from './queue.ts';

/** The platform's command to wait for a game with others (fr: /chercher). */
export const LFG_COMMAND = 'lfg';

/** Its subcommand that leaves the queue, and the options beside each game's own. */
export const LFG_LEAVE = 'leave';
export const LFG_OPTIONS = { wait: 'wait', game: 'game' } as const;

const WAIT_WORDS: Readonly<Record<WaitChoice, { en: string; fr: string }>> = {
  '15m': { en: '15 minutes', fr: '15 minutes' },
  '1h': { en: '1 hour (default)', fr: '1 heure (par défaut)' },
  '6h': { en: '6 hours', fr: '6 heures' },
  '24h': { en: '1 day', fr: '1 jour' },
  never: { en: 'No AI: people only', fr: 'Pas de robots : des personnes seulement' },
};

/** The wait option of `/lfg <game>` as registered: its names and choices in both languages (refusals name it so). */
export function waitOption() {
  return {
    type: ApplicationCommandOptionType.String as const,
    ...words(LFG_OPTIONS.wait, 'attente', 'How long to wait before AI players fill the table (default: 1 hour)', 'Combien attendre avant que des robots complètent la table (par défaut : 1 heure)'),
    choices: (Object.keys(WAIT_CHOICES) as WaitChoice[]).map((key) => ({ name: WAIT_WORDS[key].en, name_localizations: { fr: WAIT_WORDS[key].fr }, value: key })),
  };
}

/**
 * /lfg <game> [the game's options] [wait], /lfg leave [game]: one subcommand per hosted game,
 * taking the options its `new` takes (its own choices), and the wait before AI players fill the table.
 */
export function lfgCommandDefinition(games: HostedGames): RESTPostAPIChatInputApplicationCommandsJSONBody {
  return {
    type: ApplicationCommandType.ChatInput,
    ...words(LFG_COMMAND, 'chercher', 'Wait for other players of a game on this server', 'Attendre d’autres joueurs d’un jeu sur ce serveur'),
    contexts: [InteractionContextType.Guild],
    options: [
      ...games.plugins.map((plugin) => ({
        type: ApplicationCommandOptionType.Subcommand as const,
        ...words(plugin.discord.command.name, plugin.discord.command.name, `Join the queue for ${plugin.module.name}`, `Rejoindre la file d’attente de ${plugin.module.name}`),
        options: [
          ...plugin.discord.newOptions,
          waitOption(),
        ],
      })),
      {
        type: ApplicationCommandOptionType.Subcommand,
        ...words(LFG_LEAVE, 'quitter', 'Leave the queue', 'Quitter la file d’attente'),
        options: [
          {
            type: ApplicationCommandOptionType.String,
            ...words(LFG_OPTIONS.game, 'jeu', 'Which game’s queue (default: every one)', 'La file de quel jeu (par défaut : toutes)'),
            choices: games.modules.map((game) => ({ name: game.name, value: game.id })),
          },
        ],
      },
    ],
  };
}
