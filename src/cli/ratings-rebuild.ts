/**
 * `npm run ratings:rebuild [-- --store <url>]`: counts the ended games that the statistics
 * missed (ended before they existed, or their counting failed), then computes every server's
 * ratings and statistics again from the stored records of its counted games, and writes them
 * over the stored ones, with today's rules of counting: games they no longer count (resigned
 * before two people had played) leave the index, the ratings and the statistics.
 * The store is STORE_URL (or `.env`, or the default SQLite file) unless `--store` names another.
 * Stop the bot first: it is the only writer of the store.
 */
import 'dotenv/config';
import { DEFAULT_STORE_URL } from '../config.ts';
import { openStore, redactStoreUrl } from '../session/store.ts';
import { StatsService } from '../stats/service.ts';
import { HOSTED } from '../hosted.ts';
import { readOptions } from '../command-line.ts';

async function main(argv: readonly string[]): Promise<number> {
  // Before anything is read or written: any other argument (a mistyped option, --help) stops here.
  const { store: given } = readOptions('npm run ratings:rebuild [-- --store <url>]', { store: { type: 'string' } }, argv);
  const url = given ?? (process.env.STORE_URL?.trim() || DEFAULT_STORE_URL);
  const store = await openStore(url);
  if (!store.ok) {
    process.stderr.write(`cannot open the store ${redactStoreUrl(url)}: ${store.error.message}\n`);
    return 1;
  }
  try {
    const stats = new StatsService(store.value, HOSTED);
    const started = performance.now();
    const missed = await stats.countMissed();
    if (!missed.ok) {
      process.stderr.write(`the store failed: ${missed.error.message}\n`);
      return 1;
    }
    process.stdout.write(`${missed.value.games} ended games counted for the first time (${missed.value.scanned} stored games read)\n`);
    const report = await stats.rebuild((guildId, games) => process.stdout.write(`server ${guildId}: ${games} games\n`));
    if (!report.ok) {
      process.stderr.write(`the store failed: ${report.error.message}\n`);
      return 1;
    }
    for (const { gameId, why } of report.value.skipped) process.stdout.write(`left out ${gameId}: ${why}\n`);
    for (const { gameId, why } of report.value.dropped) process.stdout.write(`no longer counted ${gameId}: ${why}\n`);
    process.stdout.write(`${report.value.games} games of ${report.value.guilds} servers counted again in ${Math.round(performance.now() - started)} ms\n`);
    return 0;
  } finally {
    await store.value.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
