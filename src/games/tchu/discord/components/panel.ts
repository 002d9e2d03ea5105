/**
 * The components of tCHu's private panel: each opens a part of the panel or plays one action,
 * through the one path of a click. What a button offers was drawn for its move number: a
 * click on an older panel is refused by the platform, and the engine refuses (with its reason)
 * anything that does not fit the state.
 */
import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { countsBag } from '../../engine/cards.ts';
import { MAP_ROUTES } from '../../engine/map.ts';
import { STATIONS } from '../../data/stations.ts';
import { DECK_SLOT } from '../custom-ids.ts';
import { t } from '../texts.ts';
import { say, show, showPanel, tchuTurn } from '../turn-flow.ts';
import { additionalFor, parsePaymentValue, paymentsFor, type PanelMode } from '../views/panel.ts';

function selected(interaction: ComponentInteraction): readonly string[] {
  return interaction.isStringSelectMenu() ? interaction.values : [];
}

/** A part of the panel (the main choices, the cards, the routes): nothing is played. */
export const openButtons = {
  kind: 'tchu-open',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'tchu-open'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    await tchuTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, () =>
      show((turn) => showPanel(ctx, interaction, { ...turn, seat: turn.seat.seat }, locale, { page: id.page })),
    );
  },
} satisfies ComponentHandler<'tchu-open'>;

/** Draw tickets: the three drawn then show in the panel to choose from. */
export const ticketsButton = {
  kind: 'tchu-tickets',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'tchu-tickets'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    await tchuTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, userLocale(interaction), () => ({ action: { type: 'drawTickets' } }));
  },
} satisfies ComponentHandler<'tchu-tickets'>;

/**
 * The tickets kept: the first ones (both players at once, in any order) or those just drawn.
 * The first choice does not depend on the other player's, so its menu works whatever the move
 * number (the other may have chosen meanwhile); the engine refuses a choice made already or
 * tickets not offered.
 */
export const keepMenu = {
  kind: 'tchu-keep',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'tchu-keep'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    const keep = selected(interaction).map(Number);
    if (!keep.every((n) => Number.isInteger(n))) {
      await tchuTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, () => say(t(locale, 'tchu.error.BAD_CHOICE')));
      return;
    }
    // The move number is not checked here: the engine checks the tickets against those offered
    // to this player now, which no older menu can name (tickets are drawn once).
    await tchuTurn(ctx, interaction, { gameId: id.gameId }, locale, ({ state }) =>
      state.step === 'INITIAL_TICKETS' ? { action: { type: 'chooseTickets', keep } } : { action: { type: 'keepTickets', keep } },
    );
  },
} satisfies ComponentHandler<'tchu-keep'>;

/** A card drawn: a face-up slot or the deck. */
export const cardButtons = {
  kind: 'tchu-card',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'tchu-card'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    await tchuTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, userLocale(interaction), () => ({
      action: { type: 'drawCard', slot: id.slot === DECK_SLOT ? 'deck' : id.slot },
    }));
  },
} satisfies ComponentHandler<'tchu-card'>;

/** A station chosen: the panel lists its claimable routes. */
export const stationMenu = {
  kind: 'tchu-station',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'tchu-station'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    const station = Number(selected(interaction)[0]);
    await tchuTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, () => {
      if (!Number.isInteger(station) || station < 0 || station >= STATIONS.length) return say(t(locale, 'tchu.error.BAD_CHOICE'));
      return show((turn) => showPanel(ctx, interaction, { ...turn, seat: turn.seat.seat }, locale, { page: 'station', station }));
    });
  },
} satisfies ComponentHandler<'tchu-station'>;

/** A route chosen: the panel lists the ways to pay it. */
export const routeMenu = {
  kind: 'tchu-route',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'tchu-route'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    const route = Number(selected(interaction)[0]);
    await tchuTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, () => {
      if (!Number.isInteger(route) || route < 0 || route >= MAP_ROUTES.length) return say(t(locale, 'tchu.error.UNKNOWN_ROUTE'));
      const mode: PanelMode = { page: 'pay', route };
      return show((turn) => showPanel(ctx, interaction, { ...turn, seat: turn.seat.seat }, locale, mode));
    });
  },
} satisfies ComponentHandler<'tchu-route'>;

/** A payment chosen: the route is claimed (a tunnel turns over its three cards). */
export const payMenu = {
  kind: 'tchu-pay',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'tchu-pay'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    const counts = parsePaymentValue(selected(interaction)[0] ?? '');
    await tchuTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, () => {
      if (counts === null || id.route >= MAP_ROUTES.length) return say(t(locale, 'tchu.error.BAD_CHOICE'));
      return { action: { type: 'claim', route: MAP_ROUTES[id.route].id, cards: countsBag(counts) } };
    });
  },
} satisfies ComponentHandler<'tchu-pay'>;

/**
 * The one way to pay a route, as a button: the route is claimed with it. The button was drawn
 * for its move number (an older one is refused by the platform); the way is worked out again
 * from the hand, and refused unless it is still the only one.
 */
export const payOneButton = {
  kind: 'tchu-payone',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'tchu-payone'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    await tchuTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, ({ state, seat }) => {
      const payments = id.route < MAP_ROUTES.length ? paymentsFor(state, seat.seat, id.route) : [];
      if (payments.length !== 1) return say(t(locale, 'tchu.error.BAD_CHOICE'));
      return { action: { type: 'claim', route: MAP_ROUTES[id.route].id, cards: countsBag(payments[0]) } };
    });
  },
} satisfies ComponentHandler<'tchu-payone'>;

/** A tunnel's additional cards paid, as offered in the panel. */
export const extraButtons = {
  kind: 'tchu-extra',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'tchu-extra'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    await tchuTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, ({ state, seat }) => {
      const option = additionalFor(state, seat.seat)[id.option];
      if (option === undefined) return say(t(locale, 'tchu.error.BAD_CHOICE'));
      return { action: { type: 'additional', cards: countsBag(option) } };
    });
  },
} satisfies ComponentHandler<'tchu-extra'>;

/** A tunnel given up: its cards go back to hand, the turn ends. */
export const giveUpButton = {
  kind: 'tchu-giveup',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'tchu-giveup'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    await tchuTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, userLocale(interaction), () => ({ action: { type: 'giveUp' } }));
  },
} satisfies ComponentHandler<'tchu-giveup'>;

/** No move left: the turn passes. */
export const passButton = {
  kind: 'tchu-pass',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'tchu-pass'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    await tchuTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, userLocale(interaction), () => ({ action: { type: 'pass' } }));
  },
} satisfies ComponentHandler<'tchu-pass'>;
