// usage: tsx screen.ts ROOT VARIANT FROM TO OUT
import { appendFileSync } from 'node:fs';
const [root, variant, from, to, out] = process.argv.slice(2);
const { playDuelDeal } = await import(`${root}/src/games/jass/tools/reference-duel.ts`);
for (let deal = Number(from); deal < Number(to); deal++) {
  const setup = { level: 'hard', variant, seed: 2031, iterations: 10000 };
  const a = playDuelDeal(setup, deal, 0);
  const b = playDuelDeal(setup, deal, 1);
  const share = (a.points[0] + b.points[0]) / (a.points[0] + a.points[1] + b.points[0] + b.points[1]);
  appendFileSync(out, JSON.stringify({ deal, share, ms: [...a.levelMs, ...b.levelMs] }) + '\n');
}
