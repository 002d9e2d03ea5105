import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  Client,
  DiscordAPIError,
  EmbedBuilder,
  Events,
  GatewayIntentBits,
  MessageFlags,
  ModalBuilder,
  PermissionFlagsBits,
  Routes,
  SlashCommandBuilder,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
  type ChatInputCommandInteraction,
  type Interaction,
  type Message,
  type TextChannel,
} from 'discord.js';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { shardOfGuild, startFakeDiscord, TINY_PNG, type FakeDiscord, type FakeDiscordOptions, type FakeUser } from '../../src/playground/discord/fake-discord.ts';
import { createEventLog, type LoggedEvent } from '../../src/playground/discord/fake/events.ts';
import { parseMultipart } from '../../src/playground/discord/fake/http.ts';

/** The slash commands of the tiny bot. */
const COMMANDS = [
  new SlashCommandBuilder().setName('board').setDescription('Show the board'),
  new SlashCommandBuilder().setName('slow').setDescription('Defer, then edit'),
  new SlashCommandBuilder().setName('secret').setDescription('Reply then whisper'),
  new SlashCommandBuilder()
    .setName('tile')
    .setDescription('Pick a tile')
    .addStringOption((o) => o.setName('name').setDescription('Tile name').setAutocomplete(true).setRequired(true))
    .addIntegerOption((o) => o.setName('rotation').setDescription('Quarter turns')),
  new SlashCommandBuilder()
    .setName('game')
    .setDescription('Game commands')
    .addSubcommand((s) =>
      s
        .setName('start')
        .setDescription('Start a game')
        .addUserOption((o) => o.setName('opponent').setDescription('Who plays').setRequired(true)),
    ),
  new SlashCommandBuilder().setName('thread').setDescription('Open game threads'),
  new SlashCommandBuilder().setName('post').setDescription('Post a picture in this channel'),
  new SlashCommandBuilder().setName('twice').setDescription('Answer twice'),
  new SlashCommandBuilder().setName('late').setDescription('Answer too late'),
  new SlashCommandBuilder().setName('rename').setDescription('Open a modal'),
  new SlashCommandBuilder().setName('touch').setDescription('Edit the last board message'),
  new SlashCommandBuilder().setName('redraw').setDescription('Replace the picture of the reply'),
  new SlashCommandBuilder().setName('long').setDescription('Say too much'),
  new SlashCommandBuilder().setName('oops').setDescription('Reply, read it back, delete it'),
  new SlashCommandBuilder().setName('whisper').setDescription('Follow up, then edit the follow-up'),
].map((c) => c.toJSON());

const TILES = ['river', 'meadow', 'forest', 'lake', 'river-fork'];

/** A bot small enough to read, exercising what a game bot does with discord.js. */
interface TinyBot {
  readonly client: Client;
  /** Errors the bot caught from discord.js, in order. */
  readonly errors: unknown[];
  /** Messages the bot saw through MESSAGE_CREATE. */
  readonly seen: Message[];
  /** Slash command interactions as discord.js built them. */
  readonly commands: ChatInputCommandInteraction[];
  readonly stop: () => Promise<void>;
}

/** Logs a tiny bot in on the stand-in and waits until its guilds are cached and its commands registered. */
async function startTinyBot(discord: FakeDiscord): Promise<TinyBot> {
  const client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages], rest: discord.restOptions });
  const errors: unknown[] = [];
  const seen: Message[] = [];
  const commands: ChatInputCommandInteraction[] = [];
  let lastBoardMessageId: string | null = null;

  const handle = async (interaction: Interaction): Promise<void> => {
    if (interaction.isAutocomplete()) {
      const typed = interaction.options.getFocused();
      await interaction.respond(TILES.filter((t) => t.startsWith(typed)).map((t) => ({ name: t, value: t })));
      return;
    }
    if (interaction.isButton() && interaction.customId === 'board:refresh') {
      await interaction.update({ content: `refreshed by ${interaction.user.username}`, components: [] });
      return;
    }
    if (interaction.isStringSelectMenu() && interaction.customId === 'board:pick') {
      await interaction.update({ content: `picked ${interaction.values.join('+')}` });
      return;
    }
    if (interaction.isModalSubmit()) {
      await interaction.reply({ content: `renamed to ${interaction.fields.getTextInputValue('name')}` });
      return;
    }
    if (!interaction.isChatInputCommand()) return;
    commands.push(interaction);
    switch (interaction.commandName) {
      case 'board': {
        const file = new AttachmentBuilder(Buffer.from(TINY_PNG), { name: 'board.png' });
        const embed = new EmbedBuilder().setTitle('Board').setDescription('Turn 1').setImage('attachment://board.png');
        const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId('board:refresh').setLabel('Refresh').setStyle(ButtonStyle.Primary),
        );
        const select = new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
          new StringSelectMenuBuilder()
            .setCustomId('board:pick')
            .setMaxValues(2)
            .addOptions(TILES.slice(0, 3).map((t) => ({ label: t, value: t }))),
        );
        const response = await interaction.reply({ embeds: [embed], files: [file], components: [row, select], withResponse: true });
        lastBoardMessageId = response.resource?.message?.id ?? null;
        return;
      }
      case 'slow':
        await interaction.deferReply();
        await interaction.editReply({ content: 'done thinking' });
        return;
      case 'secret':
        await interaction.reply({ content: 'public part' });
        await interaction.followUp({ content: 'just for you', flags: MessageFlags.Ephemeral });
        return;
      case 'tile':
        await interaction.reply({
          content: `tile ${interaction.options.getString('name', true)} turned ${interaction.options.getInteger('rotation') ?? 0}`,
        });
        return;
      case 'game': {
        const opponent = interaction.options.getUser('opponent', true);
        await interaction.reply({ content: `${interaction.options.getSubcommand()} vs ${opponent.username}` });
        return;
      }
      case 'thread': {
        const channel = interaction.channel as TextChannel;
        const response = await interaction.reply({ content: 'game on', withResponse: true });
        const message = response.resource?.message;
        if (!message) throw new Error('no reply message');
        const fromMessage = await message.startThread({ name: 'game-1' });
        const standalone = await channel.threads.create({ name: 'game-2', type: ChannelType.PrivateThread });
        await fromMessage.send('first move');
        await standalone.send('second game');
        return;
      }
      case 'post': {
        await interaction.deferReply({ flags: MessageFlags.Ephemeral });
        try {
          const channel = interaction.channel as TextChannel;
          await channel.send({ content: 'picture', files: [new AttachmentBuilder(Buffer.from(TINY_PNG), { name: 'p.png' })] });
          await interaction.editReply('posted');
        } catch (error) {
          errors.push(error);
          await interaction.editReply(`could not post: ${error instanceof DiscordAPIError ? error.code : 'unknown'}`);
        }
        return;
      }
      case 'twice': {
        await interaction.reply({ content: 'once' });
        try {
          // discord.js refuses a second reply itself, so go around it to see what Discord says.
          await client.rest.post(Routes.interactionCallback(interaction.id, interaction.token), {
            body: { type: 4, data: { content: 'twice' } },
            auth: false,
          });
        } catch (error) {
          errors.push(error);
        }
        return;
      }
      case 'late':
        await new Promise((resolve) => setTimeout(resolve, discord.options.ackTimeoutMs + 50));
        try {
          await interaction.reply({ content: 'too late' });
        } catch (error) {
          errors.push(error);
        }
        return;
      case 'rename':
        await interaction.showModal(
          new ModalBuilder()
            .setCustomId('rename')
            .setTitle('Rename the game')
            .addComponents(
              new ActionRowBuilder<TextInputBuilder>().addComponents(
                new TextInputBuilder().setCustomId('name').setLabel('New name').setStyle(TextInputStyle.Short),
              ),
            ),
        );
        return;
      case 'redraw':
        await interaction.reply({ content: 'v1', files: [new AttachmentBuilder(Buffer.from(TINY_PNG), { name: 'v1.png' })] });
        await interaction.editReply({
          content: 'v2',
          files: [new AttachmentBuilder(Buffer.from([...TINY_PNG, 0]), { name: 'v2.png' })],
          attachments: [],
        });
        return;
      case 'oops': {
        await interaction.reply({ content: 'oops' });
        const fetched = await interaction.fetchReply();
        await interaction.deleteReply();
        await interaction.followUp({ content: `deleted ${fetched.content}` });
        return;
      }
      case 'whisper': {
        await interaction.deferReply({ flags: MessageFlags.Ephemeral });
        await interaction.editReply('thinking done');
        const whisper = await interaction.followUp({ content: 'psst', flags: MessageFlags.Ephemeral });
        await interaction.editReply({ message: whisper, content: 'psst (edited)' });
        return;
      }
      case 'long':
        try {
          await interaction.reply({ content: 'x'.repeat(2001) });
        } catch (error) {
          errors.push(error);
          await interaction.reply({ content: 'shorter' });
        }
        return;
      case 'touch': {
        await interaction.deferReply({ flags: MessageFlags.Ephemeral });
        try {
          const channel = interaction.channel as TextChannel;
          await channel.messages.edit(lastBoardMessageId ?? '0', { content: 'touched' });
          await interaction.editReply('edited');
        } catch (error) {
          errors.push(error);
          await interaction.editReply(`could not edit: ${error instanceof DiscordAPIError ? error.code : 'unknown'}`);
        }
        return;
      }
    }
  };

  client.on(Events.MessageCreate, (message) => seen.push(message));
  client.on(Events.InteractionCreate, (interaction) => {
    handle(interaction).catch((error: unknown) => errors.push(error));
  });
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(discord.botToken);
  await ready;
  await client.application?.commands.set(COMMANDS, discord.guildId);
  return {
    client,
    errors,
    seen,
    commands,
    stop: async () => {
      await client.destroy();
    },
  };
}

describe('fake Discord with the real discord.js client', () => {
  let discord: FakeDiscord;
  let bot: TinyBot | null = null;
  let alice: FakeUser;

  const start = async (options: FakeDiscordOptions = {}): Promise<TinyBot> => {
    await discord.close();
    discord = await startFakeDiscord(options);
    alice = discord.createMember({ username: 'alice' });
    bot = await startTinyBot(discord);
    return bot;
  };

  beforeEach(async () => {
    discord = await startFakeDiscord();
    alice = discord.createMember({ username: 'alice' });
    bot = await startTinyBot(discord);
  });

  afterEach(async () => {
    await bot?.stop();
    bot = null;
    try {
      discord.assertNoUnexpectedRequests();
    } finally {
      await discord.close();
    }
  });

  test('login makes the client ready with the guild, channel, bot member and application cached', () => {
    const client = bot!.client;
    const guild = client.guilds.cache.get(discord.guildId);
    expect(client.user?.id).toBe(discord.botUser.id);
    expect(client.application?.id).toBe(discord.applicationId);
    expect(guild?.name).toBe('Test Guild');
    expect(guild?.channels.cache.get(discord.channelId)?.name).toBe('general');
    expect(guild?.members.me?.permissions.has(PermissionFlagsBits.AttachFiles)).toBe(true);
    expect(discord.sessions()).toHaveLength(1);
  });

  test('direct messages reach a user, and one who closed them makes discord.js throw 50007', async () => {
    const client = bot!.client;
    const sent = await client.users.send(alice.id, { content: 'your turn' });
    expect(sent.content).toBe('your turn');
    expect(discord.directMessages(alice).map((m) => m.content)).toEqual(['your turn']);
    discord.closeDirectMessages(alice);
    const refused = await client.users.send(alice.id, { content: 'again' }).catch((error: unknown) => error);
    expect(refused instanceof DiscordAPIError && refused.code).toBe(50007);
    expect(discord.directMessages(alice)).toHaveLength(1);
    discord.closeDirectMessages(alice, false);
    await client.users.send(alice.id, { content: 'open again' });
    expect(discord.directMessages(alice)).toHaveLength(2);
  });

  test('the bot registers its guild commands with a bulk overwrite', () => {
    const names = discord.commands(discord.guildId).map((c) => c.name);
    expect(names).toEqual(COMMANDS.map((c) => c.name));
    expect(discord.commands()).toEqual([]);
    expect(discord.requests().some((r) => r.route === 'commands.guild.overwrite' && r.status === 200)).toBe(true);
  });

  test('a reply with an embed, a PNG attachment, a button and a select is stored as Discord would', async () => {
    const message = await discord.slashCommand({ user: alice, name: 'board' }).reply();
    expect(message.interaction).toMatchObject({ name: 'board', userId: alice.id, type: 2 });
    expect(message.type).toBe(20);
    expect(message.embeds[0]?.title).toBe('Board');
    expect(message.attachments).toHaveLength(1);
    expect(message.attachments[0]).toMatchObject({ filename: 'board.png', contentType: 'image/png', width: 1, height: 1 });
    expect(message.embeds[0]?.image?.url).toBe(message.attachments[0]?.url);
    expect(discord.attachmentBytes(message, 'board.png')).toEqual(Buffer.from(TINY_PNG));
    const served = await fetch(message.attachments[0]!.url);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(TINY_PNG));
    expect(discord.lastMessage()?.id).toBe(message.id);
    expect(JSON.stringify(message.components)).toContain('board:refresh');
  });

  test('a deferred reply is a loading message until the bot edits it', async () => {
    const interaction = discord.slashCommand({ user: alice, name: 'slow' });
    expect((await interaction.callback()).kind).toBe('deferredReply');
    const reply = await interaction.reply();
    expect(reply.content).toBe('done thinking');
    expect(reply.flags & MessageFlags.Loading).toBe(0);
    expect(interaction.edits().map((m) => m.content)).toEqual(['done thinking']);
  });

  test('an ephemeral follow-up is kept apart from the channel messages', async () => {
    const interaction = discord.slashCommand({ user: alice, name: 'secret' });
    expect((await interaction.reply()).content).toBe('public part');
    const whisper = await interaction.followUp(0);
    expect(whisper.content).toBe('just for you');
    expect(whisper.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    expect(discord.messages().map((m) => m.content)).toEqual(['public part']);
    expect(discord.messages(discord.channelId, { includeEphemeral: true })).toHaveLength(2);
  });

  test('a button click updates the message it belongs to', async () => {
    const board = await discord.slashCommand({ user: alice, name: 'board' }).reply();
    const click = discord.clickButton({ user: alice, messageId: board.id, customId: 'board:refresh' });
    expect((await click.callback()).kind).toBe('update');
    const updated = await click.reply();
    expect(updated.id).toBe(board.id);
    expect(updated.content).toBe('refreshed by alice');
    expect(updated.components).toEqual([]);
    expect(updated.revision).toBe(1);
    expect(() => discord.clickButton({ user: alice, messageId: board.id, customId: 'board:refresh' })).toThrow(/no component/);
  });

  test('a string select sends the chosen values', async () => {
    const board = await discord.slashCommand({ user: alice, name: 'board' }).reply();
    const updated = await discord.selectMenu({ user: alice, messageId: board.id, customId: 'board:pick', values: ['river', 'forest'] }).reply();
    expect(updated.content).toBe('picked river+forest');
    expect(() => discord.selectMenu({ user: alice, messageId: board.id, customId: 'board:pick', values: ['volcano'] })).toThrow(/no option/);
  });

  test('autocomplete answers with choices for the focused option', async () => {
    const choices = await discord.autocomplete({ user: alice, name: 'tile', options: { name: 'riv' }, focused: 'name' }).choices();
    expect(choices).toEqual([
      { name: 'river', value: 'river' },
      { name: 'river-fork', value: 'river-fork' },
    ]);
  });

  test('options are typed from the registered command, subcommands and users included', async () => {
    const tile = await discord.slashCommand({ user: alice, name: 'tile', options: { name: 'lake', rotation: 3 } }).reply();
    expect(tile.content).toBe('tile lake turned 3');
    const bob = discord.createMember({ username: 'bob' });
    const game = await discord.slashCommand({ user: alice, name: 'game', subcommand: 'start', options: { opponent: bob.id } }).reply();
    expect(game.content).toBe('start vs bob');
  });

  test('a modal opened by the bot can be submitted', async () => {
    const opener = discord.slashCommand({ user: alice, name: 'rename' });
    const modal = await opener.modal();
    expect(modal).toMatchObject({ customId: 'rename', title: 'Rename the game' });
    const submitted = await discord.submitModal({ user: alice, from: opener, fields: { name: 'Lascaux' } }).reply();
    expect(submitted.content).toBe('renamed to Lascaux');
  });

  test('threads made from a message and without one reach the client and hold messages', async () => {
    const interaction = discord.slashCommand({ user: alice, name: 'thread' });
    const second = await interaction.waitForChannelMessage((m) => m.content === 'second game');
    const threads = discord.threads();
    expect(threads.map((t) => [t.name, t.kind])).toEqual([
      ['game-1', 'publicThread'],
      ['game-2', 'privateThread'],
    ]);
    const fromMessage = threads[0]!;
    expect(fromMessage.id).toBe(interaction.original()?.id);
    expect(discord.lastMessage(fromMessage.id)?.content).toBe('first move');
    expect(second.channelId).toBe(threads[1]!.id);
    expect(bot!.client.channels.cache.get(fromMessage.id)?.isThread()).toBe(true);
    expect(bot!.client.channels.cache.get(threads[1]!.id)?.type).toBe(ChannelType.PrivateThread);
  });

  test('posting a file where the bot may not attach files fails with 50013 in the bot', async () => {
    const channel = discord.createTextChannel({ name: 'no-files', botDeny: PermissionFlagsBits.AttachFiles });
    const reply = await discord.slashCommand({ user: alice, name: 'post', channelId: channel.id }).reply();
    expect(reply.content).toBe('could not post: 50013');
    const error = bot!.errors[0];
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect((error as DiscordAPIError).status).toBe(403);
    expect(discord.messages(channel.id)).toEqual([]);
    // In a normal channel the same command works.
    expect((await discord.slashCommand({ user: alice, name: 'post' }).reply()).content).toBe('posted');
    // Where the bot may not send at all, or not even see the channel.
    discord.setBotPermissions(channel.id, { deny: PermissionFlagsBits.SendMessages });
    expect((await discord.slashCommand({ user: alice, name: 'post', channelId: channel.id }).reply()).content).toBe('could not post: 50013');
    discord.setBotPermissions(channel.id, { deny: PermissionFlagsBits.ViewChannel });
    expect((await discord.slashCommand({ user: alice, name: 'post', channelId: channel.id }).reply()).content).toBe('could not post: 50001');
  });

  test('a second callback for the same interaction is refused with 40060', async () => {
    const interaction = discord.slashCommand({ user: alice, name: 'twice' });
    expect((await interaction.reply()).content).toBe('once');
    await vi.waitFor(() => expect(bot!.errors).toHaveLength(1));
    expect(bot!.errors[0]).toMatchObject({ code: 40060, status: 400 });
  });

  test('a first callback after the ack timeout gets 10062 Unknown interaction', async () => {
    await start({ ackTimeoutMs: 80 });
    const interaction = discord.slashCommand({ user: alice, name: 'late' });
    await expect(interaction.callback(300)).rejects.toThrow(/callback/);
    await vi.waitFor(() => expect(bot!.errors[0]).toMatchObject({ code: 10062, status: 404 }));
  });

  test('edits of old messages can be made to fail', async () => {
    const board = await discord.slashCommand({ user: alice, name: 'board' }).reply();
    const failure = discord.failMessageEdits({ messageId: board.id, status: 403 });
    expect((await discord.slashCommand({ user: alice, name: 'touch' }).reply()).content).toBe('could not edit: 50013');
    expect(failure.hits()).toBe(1);
    failure.remove();
    expect((await discord.slashCommand({ user: alice, name: 'touch' }).reply()).content).toBe('edited');
    expect(discord.message(board.id)?.content).toBe('touched');
  });

  test('a restarted bot (new client) logs in on the same stand-in and takes the interactions', async () => {
    await bot!.stop();
    const restarted = await startTinyBot(discord);
    bot = restarted;
    expect(discord.sessions().map((s) => s.state)).toEqual(['ended', 'live']);
    const interaction = discord.slashCommand({ user: alice, name: 'tile', options: { name: 'forest' } });
    expect(interaction.delivered).toBe(1);
    expect((await interaction.reply()).content).toBe('tile forest turned 0');
  });

  test('a dropped connection is resumed and interactions sent meanwhile are replayed', async () => {
    const resumed = discord.waitForSession({ action: 'resume', timeoutMs: 5000 });
    expect(discord.disconnect()).toBe(1);
    const interaction = discord.slashCommand({ user: alice, name: 'tile', options: { name: 'lake' } });
    expect(interaction.delivered).toBe(0);
    await resumed;
    expect((await interaction.reply(5000)).content).toBe('tile lake turned 0');
  });

  test('with a bounded event log, only the newest events are kept, seq numbers go on, and a dropped connection still resumes', async () => {
    await bot!.stop();
    bot = await start({ eventLogLimit: 20 });
    for (let i = 0; i < 30; i++) discord.postMessage({ user: alice, content: `message ${i}` });
    const kept = discord.events();
    expect(kept.length).toBeGreaterThanOrEqual(20);
    expect(kept.length).toBeLessThan(30);
    expect(kept.at(-1)!.seq).toBe(discord.nextSeq() - 1);
    expect(kept.map((e) => e.seq)).toEqual(kept.map((_, i) => kept[0].seq + i));
    // An unknown route is reported even once its event has left the log.
    await expect(bot.client.rest.get('/nowhere/at/all')).rejects.toMatchObject({ status: 404 });
    for (let i = 0; i < 30; i++) discord.postMessage({ user: alice, content: `more ${i}` });
    expect(discord.unexpectedRequests().map((r) => r.path)).toEqual(['/api/v10/nowhere/at/all']);
    discord.acknowledgeUnexpectedRequests();
    // The gateway's replay is its own: interactions sent while the bot was away arrive on resume.
    const resumed = discord.waitForSession({ action: 'resume', timeoutMs: 5000 });
    expect(discord.disconnect()).toBe(1);
    const interaction = discord.slashCommand({ user: alice, name: 'tile', options: { name: 'lake' } });
    for (let i = 0; i < 30; i++) discord.postMessage({ user: alice, content: `meanwhile ${i}` });
    await resumed;
    expect((await interaction.reply(5000)).content).toBe('tile lake turned 0');
  });

  test('with a limit of private messages, each user keeps only their newest in a channel; public messages stay', async () => {
    await bot!.stop();
    bot = await start({ ephemeralLimit: 2 });
    const bob = discord.createMember({ username: 'bob' });
    const whispers = [];
    for (let i = 0; i < 4; i++) {
      const secret = discord.slashCommand({ user: alice, name: 'secret' });
      await secret.reply();
      whispers.push(await secret.followUp());
    }
    const bobs = discord.slashCommand({ user: bob, name: 'secret' });
    await bobs.reply();
    const bobWhisper = await bobs.followUp();
    const privateIds = discord.messages(discord.channelId, { includeEphemeral: true }).filter((m) => (m.flags & MessageFlags.Ephemeral) !== 0).map((m) => m.id);
    expect(privateIds).toEqual([whispers[2].id, whispers[3].id, bobWhisper.id]);
    expect(discord.messages(discord.channelId).filter((m) => m.content === 'public part')).toHaveLength(5);
  });

  test('an expired token is refused, then forgotten two lifetimes on: its webhook is unknown, a newer one still answers', async () => {
    await bot!.stop();
    bot = await start({ tokenLifetimeMs: 200 });
    const old = discord.slashCommand({ user: alice, name: 'board' });
    const reply = await old.reply();
    const opener = discord.slashCommand({ user: alice, name: 'rename' });
    await opener.modal();
    const edit = (token: string) => fetch(`${discord.apiUrl}/v10/webhooks/${discord.applicationId}/${token}/messages/@original`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content: 'late' }) });
    await new Promise((done) => setTimeout(done, 250));
    // A new interaction lets the stand-in slim the expired ones: a late edit is refused all the same,
    // the test's handle keeps its answer, and the modal opened then can still be submitted.
    await discord.slashCommand({ user: alice, name: 'board' }).reply();
    expect(await (await edit(old.token)).json()).toMatchObject({ code: 50027 });
    expect(await old.callback()).toMatchObject({ kind: 'reply', message: { id: reply.id } });
    expect((await discord.submitModal({ user: alice, from: opener, fields: { name: 'Lascaux' } }).reply()).content).toContain('Lascaux');
    await new Promise((done) => setTimeout(done, 200));
    const fresh = discord.slashCommand({ user: alice, name: 'board' });
    await fresh.reply();
    expect(await (await edit(old.token)).json()).toMatchObject({ code: 10015 });
    expect((await edit(fresh.token)).status).toBe(200);
  });

  test('a 429 on an edit is waited out and retried by discord.js', async () => {
    const board = await discord.slashCommand({ user: alice, name: 'board' }).reply();
    const failure = discord.failMessageEdits({ messageId: board.id, status: 429, times: 1 });
    expect((await discord.slashCommand({ user: alice, name: 'touch' }).reply()).content).toBe('edited');
    expect(failure.hits()).toBe(1);
    expect(discord.requests().filter((r) => r.route === 'message.edit').map((r) => r.status)).toEqual([429, 200]);
  });

  test('an edit with new files and an empty attachment list replaces the picture', async () => {
    const interaction = discord.slashCommand({ user: alice, name: 'redraw' });
    const final = await interaction.waitForOriginal((m) => m.content === 'v2');
    expect(final.attachments.map((a) => a.filename)).toEqual(['v2.png']);
    expect(discord.attachmentBytes(final).length).toBe(TINY_PNG.length + 1);
    expect(interaction.edits()).toHaveLength(1);
  });

  test("Discord's limits are enforced: 2001 characters give 50035 Invalid Form Body", async () => {
    expect((await discord.slashCommand({ user: alice, name: 'long' }).reply()).content).toBe('shorter');
    expect(bot!.errors[0]).toMatchObject({ code: 50035, status: 400 });
    expect(JSON.stringify((bot!.errors[0] as DiscordAPIError).rawError)).toContain('BASE_TYPE_MAX_LENGTH');
  });

  test('a create with enforce_nonce repeating a recent nonce of the bot in the channel gives the earlier message back and makes none', async () => {
    const channel = bot!.client.channels.cache.get(discord.channelId) as TextChannel;
    const first = await channel.send({ content: 'turn 3', nonce: 'game-1:turn-3', enforceNonce: true });
    await channel.messages.edit(first.id, { content: 'turn 3 (played)' });
    const again = await channel.send({ content: 'turn 3', nonce: 'game-1:turn-3', enforceNonce: true });
    expect(again.id).toBe(first.id);
    expect(again.content).toBe('turn 3 (played)');
    // Another nonce, or the same one without enforce_nonce, makes a message.
    const other = await channel.send({ content: 'turn 4', nonce: 'game-1:turn-4', enforceNonce: true });
    const loose = await channel.send({ content: 'turn 3', nonce: 'game-1:turn-3', enforceNonce: false });
    expect(new Set([first.id, other.id, loose.id]).size).toBe(3);
    expect(discord.messages(discord.channelId).map((m) => m.content)).toEqual(['turn 3 (played)', 'turn 4', 'turn 3']);
    // Discord's limit: 25 characters.
    await expect(channel.send({ content: 'x', nonce: 'n'.repeat(26), enforceNonce: true })).rejects.toMatchObject({ code: 50035 });
  });

  test('an edit may not leave a message empty (50006): a message of text alone keeps its text, one with an embed may lose it', async () => {
    const channel = bot!.client.channels.cache.get(discord.channelId) as TextChannel;
    const text = await channel.send({ content: 'your turn' });
    await expect(channel.messages.edit(text.id, { content: '' })).rejects.toMatchObject({ code: 50006 });
    expect(discord.message(text.id)!.content).toBe('your turn');
    const withEmbed = await channel.send({ content: 'your turn', embeds: [{ title: 'Turn 3' }] });
    await channel.messages.edit(withEmbed.id, { content: '' });
    expect(discord.message(withEmbed.id)!.content).toBe('');
    // Nor may the embed go then.
    await expect(channel.messages.edit(withEmbed.id, { embeds: [] })).rejects.toMatchObject({ code: 50006 });
  });

  test('a nonce is forgotten after the window: the same create then makes a new message', async () => {
    const client = (await start({ nonceWindowMs: 0 })).client;
    const channel = client.channels.cache.get(discord.channelId) as TextChannel;
    const first = await channel.send({ content: 'end', nonce: 'game-1:end', enforceNonce: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await channel.send({ content: 'end', nonce: 'game-1:end', enforceNonce: true });
    expect(second.id).not.toBe(first.id);
  });

  test('member permissions reach discord.js both in the payload and through roles', async () => {
    const mod = discord.createMember({ username: 'mod', permissions: PermissionFlagsBits.ManageChannels | PermissionFlagsBits.ViewChannel });
    await discord.slashCommand({ user: mod, name: 'tile', options: { name: 'lake' } }).reply();
    await discord.slashCommand({ user: alice, name: 'tile', options: { name: 'lake' } }).reply();
    const [fromMod, fromAlice] = bot!.commands;
    expect(fromMod!.memberPermissions?.has(PermissionFlagsBits.ManageChannels)).toBe(true);
    expect(fromMod!.inCachedGuild() && fromMod!.member.permissions.has(PermissionFlagsBits.ManageChannels)).toBe(true);
    expect(fromAlice!.memberPermissions?.has(PermissionFlagsBits.ManageChannels)).toBe(false);
    expect(fromAlice!.appPermissions.has(PermissionFlagsBits.AttachFiles)).toBe(true);
    expect(fromAlice!.locale).toBe('en-US');
  });

  test('a guild given to another member: discord.js hears of it, the new owner acts with every right, the former one with their roles only', async () => {
    const client = bot!.client;
    const former = discord.owner;
    expect(() => discord.setGuildOwner({ user: discord.createUser({ username: 'stranger' }) })).toThrow(/not a member/);
    discord.setGuildOwner({ user: alice });
    expect(discord.owner.id).toBe(alice.id);
    await vi.waitFor(() => expect(client.guilds.cache.get(discord.guildId)?.ownerId).toBe(alice.id));
    await discord.slashCommand({ user: alice, name: 'tile', options: { name: 'lake' } }).reply();
    await discord.slashCommand({ user: former, name: 'tile', options: { name: 'lake' } }).reply();
    const [fromAlice, fromFormer] = bot!.commands;
    expect(fromAlice!.memberPermissions?.has(PermissionFlagsBits.ManageGuild)).toBe(true);
    expect(fromAlice!.inCachedGuild() && fromAlice!.member.permissions.has(PermissionFlagsBits.ManageGuild)).toBe(true);
    expect(fromFormer!.memberPermissions?.has(PermissionFlagsBits.ManageGuild)).toBe(false);
  });

  test('a user option resolves the user and their member, with their permissions in the channel, as Discord does', async () => {
    const mod = discord.createMember({ username: 'mod', permissions: PermissionFlagsBits.ManageChannels | PermissionFlagsBits.ViewChannel });
    const handle = discord.slashCommand({ user: alice, name: 'game', subcommand: 'start', options: { opponent: mod.id } });
    expect((await handle.reply()).content).toBe('start vs mod');
    const resolved = (handle.payload.data as { resolved: { users: Record<string, { username: string }>; members: Record<string, { permissions: string; user?: unknown }> } }).resolved;
    expect(resolved.users[mod.id]?.username).toBe('mod');
    expect(resolved.members[mod.id]?.user).toBeUndefined();
    expect(resolved.members[mod.id]?.permissions).toBe(discord.permissionsIn(discord.channelId, mod).toString());
    expect(BigInt(resolved.members[mod.id]!.permissions) & PermissionFlagsBits.ManageChannels).toBe(PermissionFlagsBits.ManageChannels);
  });

  test('members, roles, channels and messages can be fetched over REST', async () => {
    const client = bot!.client;
    const guild = client.guilds.cache.get(discord.guildId)!;
    const board = await discord.slashCommand({ user: alice, name: 'board' }).reply();
    const member = await guild.members.fetch({ user: alice.id, force: true });
    expect(member.user.username).toBe('alice');
    const roles = await guild.roles.fetch();
    expect(roles.has(discord.guildId)).toBe(true);
    const channel = await client.channels.fetch(discord.channelId, { force: true });
    expect(channel?.type).toBe(ChannelType.GuildText);
    const messages = await (channel as TextChannel).messages.fetch({ limit: 10 });
    expect([...messages.keys()]).toEqual([board.id]);
    const fetched = await (channel as TextChannel).messages.fetch(board.id);
    expect(fetched.attachments.first()?.name).toBe('board.png');
    await expect(guild.members.fetch({ user: '1', force: true })).rejects.toMatchObject({ code: 10007 });
  });

  test("a channel's messages are its own, in order, and its last_message_id is its newest, after deletions too", async () => {
    const client = bot!.client;
    const other = discord.createTextChannel({ name: 'other' });
    const posted = ['one', 'two', 'three'].map((content, i) => discord.postMessage({ user: alice, channelId: i === 1 ? other.id : discord.channelId, content }));
    expect(discord.messages(discord.channelId).map((m) => m.content)).toEqual(['one', 'three']);
    expect(discord.messages(other.id).map((m) => m.content)).toEqual(['two']);
    const lastOf = async (channelId: string): Promise<string | null> =>
      ((await client.rest.get(Routes.channel(channelId))) as { last_message_id: string | null }).last_message_id;
    expect(await lastOf(discord.channelId)).toBe(posted[2].id);
    expect(await lastOf(other.id)).toBe(posted[1].id);
    await client.rest.delete(Routes.channelMessage(discord.channelId, posted[2].id));
    expect(discord.messages(discord.channelId).map((m) => m.content)).toEqual(['one']);
    expect(await lastOf(discord.channelId)).toBe(posted[0].id);
    discord.deleteChannel(other.id);
    expect(discord.messages(other.id)).toEqual([]);
  });

  test('messages posted by users reach a bot with the GuildMessages intent', async () => {
    discord.postMessage({ user: alice, content: 'hello bot', files: [{ filename: 'save.json', bytes: Buffer.from('{}'), contentType: 'application/json' }] });
    await vi.waitFor(() => expect(bot!.seen.map((m) => m.content)).toContain('hello bot'));
    const message = bot!.seen.find((m) => m.content === 'hello bot')!;
    expect(message.author.id).toBe(alice.id);
    const attachment = message.attachments.first()!;
    expect(await (await fetch(attachment.url)).text()).toBe('{}');
  });

  test('the original response can be fetched and deleted, follow-ups edited', async () => {
    const oops = discord.slashCommand({ user: alice, name: 'oops' });
    const first = await oops.reply();
    expect((await oops.followUp(0)).content).toBe('deleted oops');
    expect(discord.message(first.id)).toBeUndefined();
    expect(oops.original()).toBeNull();
    const whisper = discord.slashCommand({ user: alice, name: 'whisper' });
    expect((await whisper.reply()).flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    await discord.waitFor((e) => e.kind === 'messageUpdate' && e.source === 'followUp' && e.message.content === 'psst (edited)');
    expect(whisper.followUps().map((m) => m.content)).toEqual(['psst (edited)']);
    expect(discord.messages().map((m) => m.content)).toEqual(['deleted oops']);
  });

  test('a guild and a channel created after login reach the client', async () => {
    const { guild, channel } = discord.createGuild({ name: 'Second' });
    const extra = discord.createTextChannel({ name: 'extra' });
    await vi.waitFor(() => {
      expect(bot!.client.guilds.cache.get(guild.id)?.channels.cache.get(channel.id)?.name).toBe('general');
      expect(bot!.client.channels.cache.get(extra.id)?.isTextBased()).toBe(true);
    });
    const bob = discord.createMember({ username: 'bob', guildId: guild.id });
    expect((await discord.slashCommand({ user: bob, channelId: channel.id, name: 'tile', options: { name: 'lake' } }).reply()).channelId).toBe(channel.id);
  });

  test('unknown routes are answered 404 and recorded', async () => {
    await expect(bot!.client.rest.get('/nowhere/at/all')).rejects.toMatchObject({ status: 404, code: 0 });
    expect(discord.unexpectedRequests().map((r) => r.path)).toEqual(['/api/v10/nowhere/at/all']);
    expect(() => discord.assertNoUnexpectedRequests()).toThrow(/nowhere/);
    expect(discord.acknowledgeUnexpectedRequests()).toHaveLength(1);
    expect(discord.unexpectedRequests()).toEqual([]);
  });
});

describe('sharding on the stand-in', () => {
  test('two shards each get the guilds Discord would route to them ((guild_id >> 22) % 2), in READY and in every event', async () => {
    const discord = await startFakeDiscord({ recommendedShards: 2 });
    const clients: Client[] = [];
    try {
      // A second guild on the other shard (ids carry their creation millisecond, hence the wait).
      let other = discord.createGuild({ name: 'Other' });
      while (shardOfGuild(other.guild.id, 2) === shardOfGuild(discord.guildId, 2)) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        other = discord.createGuild({ name: 'Other' });
      }
      const gateway = (await (await fetch(`${discord.apiUrl}/v10/gateway/bot`, { headers: { Authorization: `Bot ${discord.botToken}` } })).json()) as { shards: number };
      expect(gateway.shards).toBe(2);
      const seen: string[][] = [[], []];
      for (const shard of [0, 1]) {
        const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: discord.restOptions, shards: [shard], shardCount: 2 });
        client.on(Events.InteractionCreate, (interaction) => void seen[shard].push(interaction.guildId ?? 'none'));
        const ready = new Promise((resolve) => client.once(Events.ClientReady, resolve));
        await client.login(discord.botToken);
        await ready;
        clients.push(client);
      }
      const home = shardOfGuild(discord.guildId, 2);
      const away = shardOfGuild(other.guild.id, 2);
      expect(clients[home].guilds.cache.has(discord.guildId)).toBe(true);
      expect(clients[home].guilds.cache.has(other.guild.id)).toBe(false);
      expect(clients[away].guilds.cache.has(other.guild.id)).toBe(true);
      expect(clients[away].guilds.cache.has(discord.guildId)).toBe(false);
      expect(discord.sessions().map((session) => session.shard).sort()).toEqual([[0, 2], [1, 2]]);
      // An interaction reaches only the shard of its guild.
      const bob = discord.createMember({ username: 'bob', guildId: other.guild.id });
      discord.slashCommand({ user: bob, channelId: other.channel.id, name: 'board' });
      discord.slashCommand({ user: discord.owner, name: 'board' });
      await vi.waitFor(() => expect(seen[home].length + seen[away].length).toBe(2));
      expect(seen[away]).toEqual([other.guild.id]);
      expect(seen[home]).toEqual([discord.guildId]);
    } finally {
      for (const client of clients) await client.destroy();
      discord.acknowledgeUnexpectedRequests();
      await discord.close();
    }
  });
});

describe('the event log', () => {
  const callback = (interactionId: string): Parameters<ReturnType<typeof createEventLog>['append']>[0] =>
    ({ kind: 'interactionCallback', interactionId, callback: { kind: 'deferredUpdate' } }) as never;

  test('a wait about one interaction is shown its events only, and resolves on the first, past or future', async () => {
    const log = createEventLog();
    log.append(callback('1'));
    const shown: string[] = [];
    const test = (e: LoggedEvent): boolean => {
      shown.push(e.kind === 'interactionCallback' ? e.interactionId : e.kind);
      return e.kind === 'interactionCallback' && e.interactionId === '2';
    };
    const waiting = log.waitFor(test, { since: log.nextSeq(), kinds: ['interactionCallback'], about: '2' });
    for (const id of ['1', '3', '4']) log.append(callback(id));
    log.append({ kind: 'commandsUpdate', guildId: null, commands: [] } as never);
    expect(shown).toEqual([]);
    const event = log.append(callback('2'));
    await expect(waiting).resolves.toBe(event);
    expect(shown).toEqual(['2']);
    // Already in the log: found at once.
    await expect(log.waitFor(test, { kinds: ['interactionCallback'], about: '2' })).resolves.toBe(event);
  });

  test('a wait that ended leaves nothing behind: a long session waits on thousands of interactions', async () => {
    const log = createEventLog();
    const waits = ['1', '2', '3'].map((id) =>
      log.waitFor((e) => e.kind === 'interactionCallback' && e.interactionId === id, { since: log.nextSeq(), kinds: ['interactionCallback'], about: id, timeoutMs: 50 }),
    );
    const any = log.waitFor((e) => e.kind === 'commandsUpdate', { since: log.nextSeq() });
    expect(log.waitedOn()).toBe(4);
    for (const id of ['1', '2']) log.append(callback(id));
    await Promise.all(waits.slice(0, 2));
    // The third times out; the wait on any kind is still pending.
    await expect(waits[2]).rejects.toThrow(/timed out/);
    expect(log.waitedOn()).toBe(1);
    log.append({ kind: 'commandsUpdate', guildId: null, commands: [] } as never);
    await any;
    expect(log.waitedOn()).toBe(0);
  });

  test('a wait without a subject sees every event of its kinds', async () => {
    const log = createEventLog();
    const shown: string[] = [];
    const waiting = log.waitFor(
      (e) => {
        shown.push(e.kind === 'interactionCallback' ? e.interactionId : e.kind);
        return e.kind === 'interactionCallback' && e.interactionId === '9';
      },
      { kinds: ['interactionCallback'] },
    );
    for (const id of ['7', '8', '9']) log.append(callback(id));
    await waiting;
    expect(shown).toEqual(['7', '8', '9']);
  });
});

describe('multipart bodies', () => {
  /** A body as discord.js's HTTP client writes it (undici's FormData), with its content type. */
  async function encode(form: FormData): Promise<{ raw: Buffer; type: string }> {
    const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
    return { raw: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' };
  }

  test('text fields and files are read as the WHATWG parser reads them, names with quotes and line breaks included', async () => {
    const form = new FormData();
    form.append('payload_json', JSON.stringify({ content: 'héllo\r\n--not a boundary', attachments: [{ id: 0 }] }));
    form.append('files[0]', new Blob([TINY_PNG], { type: 'image/png' }), 'board "final".png');
    form.append('files[1]', new Blob([Buffer.from('line one\r\n\r\nline two')]), 'notes\nv2.txt');
    form.append('empty', '');
    const { raw, type } = await encode(form);
    const parts = parseMultipart(raw, type)!;
    const reference = [...(await new Request('http://127.0.0.1/', { method: 'POST', headers: { 'content-type': type }, body: raw }).formData()).entries()];
    expect(parts.map((p) => p.name)).toEqual(reference.map(([name]) => name));
    for (const [i, [, value]] of reference.entries()) {
      if (typeof value === 'string') {
        expect(parts[i].filename).toBeNull();
        expect(Buffer.from(parts[i].bytes).toString('utf8')).toBe(value);
      } else {
        expect(parts[i].filename).toBe(value.name);
        expect(parts[i].contentType ?? '').toBe(value.type === '' ? 'application/octet-stream' : value.type);
        expect(Buffer.from(parts[i].bytes).equals(Buffer.from(await value.arrayBuffer()))).toBe(true);
      }
    }
  });

  test('a body without its boundary, cut short, or with a part without a name is refused (null)', async () => {
    const form = new FormData();
    form.append('payload_json', '{}');
    const { raw, type } = await encode(form);
    expect(parseMultipart(raw, 'multipart/form-data')).toBeNull();
    expect(parseMultipart(raw.subarray(0, raw.length - 10), type)).toBeNull();
    expect(parseMultipart(Buffer.from(raw.toString('latin1').replace('name="payload_json"', 'id="x"'), 'latin1'), type)).toBeNull();
    expect(parseMultipart(raw, type)).toHaveLength(1);
  });
});
