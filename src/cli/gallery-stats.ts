/**
 * `npm run gallery:stats [-- DIR [SEED]]`: the pictures of statistics and replays, made by the
 * bot's own code from games played to their end in memory, for review by eye at full size and at
 * phone width (each PNG also comes scaled to 390 px wide, `*.phone.png`):
 *
 * - /stats cards in English and French: a person with 40 games (points by kind, a rating that
 *   rises as they start playing like the AI), their card of Jass (places), one with a single
 *   game, the answer to one with none;
 * - leaderboard pages with long names (accents, emoji), the caller's own row highlighted;
 * - the replay viewer's board of each of the four games at a move in the middle of a game;
 * - frames of the end-of-game animation (decoded from the GIF the bot sends).
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageService } from '../bot/images.ts';
import { animateGame } from '../bot/replay/animation.ts';
import { replayView } from '../bot/replay/view.ts';
import { leaderboardView, statsView } from '../bot/stats/views.ts';
import { t } from '../i18n/catalog.ts';
import type { Locale } from '../i18n/locale.ts';
import { PHONE_WIDTH } from '../render/phone.ts';
import { SessionManager } from '../session/manager.ts';
import { seatOfKey, type GameSession } from '../session/session.ts';
import { memoryStore } from '../session/store.ts';
import { StatsService } from '../stats/service.ts';
import { HOSTED } from '../hosted.ts';
import { readArguments } from '../command-line.ts';

const GUILD = '100000000000000001';

/** The people of the server; the first is the one whose card is drawn. */
const PEOPLE: readonly (readonly [string, string])[] = [
  ['200000000000000001', 'Anaïs Lefèvre-Dubois'],
  ['200000000000000002', 'Bartholomew “Bart” Featherstonehaugh'],
  ['200000000000000003', '🦖 Rex the Unstoppable 🦖'],
  ['200000000000000004', 'Zoë 🌸'],
  ['200000000000000005', 'Jean-Sébastien Bach-Müller'],
  ['200000000000000006', 'Łukasz Wiśniewski-Żółkiewski'],
  ['200000000000000007', 'Mammouth 🦣 Gourmand du Plateau'],
  ['200000000000000008', 'Björn Þórsson'],
  ['200000000000000009', 'Élodie'],
  ['200000000000000010', 'Kenji 健二'],
  ['200000000000000011', 'Marguerite-Françoise d’Orléans-Bragance'],
  ['200000000000000012', 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW'],
];
const ONE_GAME: readonly [string, string] = ['200000000000000020', 'Noé Premier-Pas'];

/** Deterministic numbers in [0, 1). */
function randomOf(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 2 ** 32;
  };
}

/** Writes a picture and its copy at phone width. */
async function writePicture(dir: string, name: string, png: Buffer): Promise<void> {
  writeFileSync(join(dir, name), png);
  const image = await loadImage(png);
  const scale = PHONE_WIDTH / image.width;
  const canvas = createCanvas(PHONE_WIDTH, Math.max(1, Math.round(image.height * scale)));
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  // JPEG scenes also as PNG, for viewers that show PNG only.
  if (name.endsWith('.jpg')) writeFileSync(join(dir, name.replace(/\.jpg$/, '.full.png')), (await fullCopy(png)).encodeSync('png'));
  const phone = name.replace(/\.(png|jpg)$/, '.phone.png');
  writeFileSync(join(dir, phone), canvas.encodeSync('png'));
  console.log(`${name}  ${image.width}×${image.height}, ${(png.length / 1024).toFixed(0)} KiB (and ${phone})`);
}

async function fullCopy(bytes: Buffer) {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return canvas;
}

/** A server whose games are played to their end in memory and counted as the bot counts them. */
class Server {
  readonly store = memoryStore();
  readonly stats = new StatsService(this.store, HOSTED);
  private clock = 1_750_000_000_000;
  private readonly random: () => number;
  readonly manager: SessionManager;
  private channel = 0;

  constructor(seed: number) {
    this.random = randomOf(seed);
    // Each reading of the clock is a few seconds later: moves take a time that varies.
    this.manager = new SessionManager(this.store, HOSTED, {
      now: () => (this.clock += 2_000 + Math.floor(this.random() * 20_000)),
      onGameEnded: async (session, state) => void (await this.stats.recordGame(session, state)),
      onWarning: (message) => console.warn(message),
    });
  }

  /**
   * Plays a game of these people to its end, or to `moves` moves: everyone plays the game's
   * automatic move, but the seats of `strong` play as the AI of that level would.
   */
  async play(game: string, people: readonly (readonly [string, string])[], seed: number, options: { readonly strong?: ReadonlyMap<string, string>; readonly moves?: number } = {}): Promise<GameSession> {
    const channelId = String(300000000000000000n + BigInt(++this.channel));
    const [creator, ...others] = people;
    const manager = this.manager;
    const lobby = await manager.createLobby({ game, guildId: GUILD, channelId, creator: { userId: creator[0], name: creator[1] }, locale: 'en', ais: [] });
    if (!lobby.ok) throw new Error(lobby.error.message);
    for (const [userId, name] of others) {
      const joined = await manager.join(channelId, { userId, name });
      if (!joined.ok) throw new Error(joined.error.message);
    }
    const started = await manager.start(channelId, { userId: creator[0], seed });
    if (!started.ok) throw new Error(started.error.message);
    const hosted = HOSTED.get(game)!;
    for (;;) {
      const loaded = await manager.getGame(started.value.session.id);
      if (!loaded.ok) throw new Error(loaded.error.message);
      const { session, state } = loaded.value;
      if (session.status !== 'playing' || state === null || session.moveNumber >= (options.moves ?? Infinity)) return session;
      const seat = seatOfKey(session, hosted.rules.toAct(state)[0])!;
      if (seat.player.type !== 'human') throw new Error('people only');
      const level = options.strong?.get(seat.player.userId);
      const action = level === undefined ? hosted.rules.autoAction(state, seat.seat) : (await hosted.ai.planTurn(hosted.rules.seatView(session.record, seat.seat), seat.seat, level, { seed: seed + session.moveNumber }))[0];
      const played = await manager.move(channelId, { gameId: session.id, moveNumber: session.moveNumber, userId: seat.player.userId, action });
      if (!played.ok) throw new Error(`${played.error.code} ${played.error.message}`);
    }
  }
}

async function statsPictures(dir: string, seed: number): Promise<void> {
  const server = new Server(seed);
  const random = randomOf(seed + 1);
  const [ana, ...others] = PEOPLE;
  const started = performance.now();
  // Ana's 40 games, against one or two others: she plays the automatic move at first, then as the
  // AI would (her rating rises).
  for (let g = 0; g < 40; g++) {
    const count = random() < 0.6 ? 1 : 2;
    const picked = new Set<number>();
    while (picked.size < count) picked.add(Math.floor(random() * others.length));
    const table = [ana, ...[...picked].map((i) => others[i])];
    const strong = new Map<string, string>(g < 12 ? [] : [[ana[0], g < 26 ? 'easy' : 'normal']]);
    await server.play('chacun', table, seed * 1000 + g, { strong });
  }
  // The others among themselves, so that everyone is ranked; and one person with a single game.
  for (let g = 0; g < others.length; g++) await server.play('chacun', [others[g], others[(g + 1) % others.length]], seed * 1000 + 100 + g);
  await server.play('chacun', [ONE_GAME, others[0]], seed * 1000 + 200, { strong: new Map([[ONE_GAME[0], 'easy']]) });
  // Games without kinds of points: the card shows the places instead.
  for (let g = 0; g < 6; g++) await server.play('jass', [ana, ...others.slice(g, g + 3)], seed * 1000 + 300 + g);
  console.log(`${40 + others.length + 1} ChaCuN games and 6 Jass games played and counted in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const table = await server.stats.ratings(GUILD, 'chacun');
  if (!table.ok) throw new Error(table.error.message);
  for (const locale of ['en', 'fr'] as const) {
    for (const [person, label] of [
      [ana, 'forty'],
      [ONE_GAME, 'one'],
      [others[others.length - 1], 'longname'],
    ] as const) {
      const stats = await server.stats.userStats(GUILD, person[0]);
      if (!stats.ok || stats.value === null) throw new Error(`no statistics for ${person[1]}`);
      const view = await statsView({ stats: stats.value, userId: person[0], name: stats.value.name, self: true, game: 'chacun', table: table.value, games: HOSTED, images: imageService(), locale });
      await writePicture(dir, `stats-${label}-${locale}.png`, view.files![0].data);
      writeFileSync(join(dir, `stats-${label}-${locale}.txt`), `${view.embeds![0].title}\n${view.embeds![0].description}\n`);
    }
    const stats = await server.stats.userStats(GUILD, ana[0]);
    const jass = await server.stats.ratings(GUILD, 'jass');
    if (!stats.ok || stats.value === null || !jass.ok) throw new Error('no Jass statistics');
    const places = await statsView({ stats: stats.value, userId: ana[0], name: stats.value.name, self: true, game: 'jass', table: jass.value, games: HOSTED, images: imageService(), locale });
    await writePicture(dir, `stats-jass-${locale}.png`, places.files![0].data);
    // Someone without a counted game gets a sentence and no picture.
    writeFileSync(join(dir, `stats-none-${locale}.txt`), `${t(locale, 'stats.noneSelf', { game: t(locale, 'stats.ofGame', { game: 'ChaCuN' }) })}\n`);
    for (const page of [0, 1]) {
      for (const caller of [ana, others[others.length - 1]]) {
        const view = await leaderboardView({ game: 'chacun', games: HOSTED, images: imageService(), table: table.value, page, userId: caller[0], locale });
        await writePicture(dir, `leaderboard-p${page + 1}-${caller === ana ? 'ana' : 'last'}-${locale}.png`, view.files![0].data);
      }
    }
  }
}

/** A middle move of a game of each kind, as the replay viewer shows it. */
async function replayPictures(dir: string, seed: number): Promise<GameSession> {
  const server = new Server(seed);
  const images = imageService({ cacheSize: 1 });
  let chacunGame: GameSession | null = null;
  for (const [game, moves, locale] of [
    ['chacun', 60, 'fr'],
    ['scrabble', 24, 'en'],
    ['jass', 20, 'fr'],
    ['tchu', 40, 'fr'],
  ] as const) {
    const people = game === 'jass' ? PEOPLE.slice(0, 4) : game === 'chacun' ? PEOPLE.slice(1, 4) : PEOPLE.slice(0, 2);
    // Scrabble's automatic move passes: its players play as its weakest AI, for words on the board.
    const strong = new Map(game === 'scrabble' ? people.map(([userId]) => [userId, HOSTED.get(game)!.ai.levels[0]]) : []);
    const session = await server.play(game, people, seed, { moves, strong });
    if (game === 'chacun') chacunGame = session;
    for (const at of [Math.floor(session.moveNumber / 2), session.moveNumber]) {
      const view = await replayView({ game: HOSTED.get(game)!, discord: HOSTED.discordOf(game), session, move: at, images, image: async (draw) => draw(), locale: locale as Locale });
      const file = view.files?.[0];
      if (file === undefined) {
        console.log(`${game} at move ${at}: no picture`);
        continue;
      }
      await writePicture(dir, `replay-${game}-${at}-${locale}.${file.name.endsWith('.jpg') ? 'jpg' : 'png'}`, file.data);
    }
  }
  return chacunGame!;
}

/** A few frames of the animation of a game, as a GIF player shows them (each frame over the ones before). */
async function animationPictures(dir: string, session: GameSession): Promise<void> {
  const animation = await animateGame(HOSTED.get('chacun')!, HOSTED.discordOf('chacun'), session, 'fr', { images: imageService({ cacheSize: 1 }) });
  writeFileSync(join(dir, 'animation.gif'), animation.data);
  console.log(`animation.gif  ${animation.frames} frames ${animation.width}×${animation.height}, ${(animation.data.length / 1024).toFixed(0)} KiB`);
  const frames = decodeGif(animation.data);
  const wanted = new Set([0, Math.floor(frames.length / 3), Math.floor((2 * frames.length) / 3), frames.length - 1]);
  for (const i of wanted) {
    const canvas = createCanvas(frames[i].width, frames[i].height);
    const ctx = canvas.getContext('2d');
    const data = ctx.createImageData(frames[i].width, frames[i].height);
    data.data.set(frames[i].rgba);
    ctx.putImageData(data, 0, 0);
    await writePicture(dir, `animation-frame-${String(i).padStart(3, '0')}.png`, canvas.encodeSync('png'));
  }
}

/**
 * The frames of a GIF as shown (every frame drawn over the ones before, transparent pixels keeping
 * them): enough of the format for the bot's own animations (global or local palettes, no interlace).
 */
export function decodeGif(bytes: Buffer): { width: number; height: number; rgba: Uint8ClampedArray }[] {
  const width = bytes.readUInt16LE(6);
  const height = bytes.readUInt16LE(8);
  let p = 13;
  const packed = bytes[10];
  let globalPalette: Uint8Array | null = null;
  if (packed & 0x80) {
    const size = 3 * 2 ** ((packed & 7) + 1);
    globalPalette = bytes.subarray(p, p + size);
    p += size;
  }
  const screen = new Uint8ClampedArray(width * height * 4);
  const frames: { width: number; height: number; rgba: Uint8ClampedArray }[] = [];
  let transparent = -1;
  const subBlocks = (): Uint8Array => {
    const parts: Buffer[] = [];
    while (bytes[p] !== 0) {
      parts.push(bytes.subarray(p + 1, p + 1 + bytes[p]));
      p += 1 + bytes[p];
    }
    p++;
    return Buffer.concat(parts);
  };
  while (p < bytes.length) {
    const block = bytes[p++];
    if (block === 0x3b) break;
    if (block === 0x21) {
      const label = bytes[p++];
      if (label === 0xf9) transparent = bytes[p + 1] & 1 ? bytes[p + 4] : -1;
      subBlocks();
      continue;
    }
    if (block !== 0x2c) throw new Error(`unknown GIF block ${block} at ${p - 1}`);
    const left = bytes.readUInt16LE(p);
    const top = bytes.readUInt16LE(p + 2);
    const w = bytes.readUInt16LE(p + 4);
    const h = bytes.readUInt16LE(p + 6);
    const flags = bytes[p + 8];
    p += 9;
    let palette = globalPalette;
    if (flags & 0x80) {
      const size = 3 * 2 ** ((flags & 7) + 1);
      palette = bytes.subarray(p, p + size);
      p += size;
    }
    const minCode = bytes[p++];
    const indices = lzw(subBlocks(), minCode, w * h);
    for (let i = 0; i < w * h; i++) {
      const index = indices[i];
      if (index === transparent || palette === null) continue;
      const o = ((top + Math.floor(i / w)) * width + left + (i % w)) * 4;
      screen[o] = palette[3 * index];
      screen[o + 1] = palette[3 * index + 1];
      screen[o + 2] = palette[3 * index + 2];
      screen[o + 3] = 255;
    }
    frames.push({ width, height, rgba: screen.slice() });
    transparent = -1;
  }
  return frames;
}

/** GIF's variable-length LZW. */
function lzw(data: Uint8Array, minCode: number, count: number): Uint8Array {
  const out = new Uint8Array(count);
  const clear = 1 << minCode;
  const end = clear + 1;
  let size = minCode + 1;
  let prefix: number[] = [];
  let suffix: number[] = [];
  let first: number[] = [];
  const reset = () => {
    prefix = [];
    suffix = [];
    first = [];
    for (let i = 0; i < clear; i++) {
      prefix[i] = -1;
      suffix[i] = i;
      first[i] = i;
    }
    // The clear and end codes hold places in the table.
    for (const code of [clear, end]) {
      prefix[code] = -1;
      suffix[code] = 0;
      first[code] = 0;
    }
    size = minCode + 1;
  };
  reset();
  let bits = 0;
  let buffer = 0;
  let at = 0;
  let previous = -1;
  const stack: number[] = [];
  for (let i = 0; i < data.length && at < count; ) {
    while (bits < size && i < data.length) {
      buffer |= data[i++] << bits;
      bits += 8;
    }
    if (bits < size) break;
    const code = buffer & ((1 << size) - 1);
    buffer >>>= size;
    bits -= size;
    if (code === clear) {
      reset();
      previous = -1;
      continue;
    }
    if (code === end) break;
    let c = code;
    if (code >= prefix.length) {
      // The code being defined: the previous string and its own first value.
      stack.push(first[previous]);
      c = previous;
    }
    while (c >= 0) {
      stack.push(suffix[c]);
      c = prefix[c];
    }
    const head = stack[stack.length - 1];
    while (stack.length > 0 && at < count) out[at++] = stack.pop()!;
    stack.length = 0;
    if (previous >= 0 && prefix.length < 4096) {
      prefix.push(previous);
      suffix.push(head);
      first.push(first[previous]);
      if (prefix.length === 1 << size && size < 12) size++;
    }
    previous = code;
  }
  return out;
}

/** Draws everything into `dir` (a folder of the OS's temporary one by default). */
async function statsGallery(dirArg: string | undefined, seed: number): Promise<void> {
  const dir = dirArg ?? join(tmpdir(), 'chacun-gallery-stats');
  mkdirSync(dir, { recursive: true });
  console.log(`writing into ${dir}`);
  await statsPictures(dir, seed);
  const chacun = await replayPictures(dir, seed);
  await animationPictures(dir, chacun);
}

const [dirArg, seedText] = readArguments('npm run gallery:stats [-- DIR [SEED]]', {}).positionals;
await statsGallery(dirArg, Number(seedText ?? 7));
