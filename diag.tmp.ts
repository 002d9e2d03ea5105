import { aiAction } from './src/games/jass/ai/index.ts';
import { signalCheck } from './src/games/jass/ai/signals.ts';
import { TurnSim, cardId } from './src/games/jass/ai/turn-sim.ts';
import { Dealer, knowledgeOf } from './src/games/jass/ai/deals.ts';
import { JassRandom } from './src/games/random.ts';
import { applyAction, initialState, seatToAct } from './src/games/jass/engine/game.ts';
import { newJassRecord, SEATS } from './src/games/jass/engine/record.ts';
import { viewOf } from './src/games/jass/engine/view.ts';
let n = 0, all = 0, cond = 0, allP = 0, condP = 0;
for (let g = 0; g < 16; g++) {
  let state = initialState(newJassRecord(SEATS, 500 + g, { variant: 'course' }));
  for (let d = 0; state.turn === 0 && state.phase !== 'over'; d++) {
    const seat = seatToAct(state)!;
    const view = viewOf(state, SEATS[seat]);
    const test = view.phase === 'play' ? signalCheck(view) : null;
    if (test) {
      const k = knowledgeOf(view);
      const partner = (k.me + 2) & 3;
      const truthSeat = new Map<number, number>();
      state.hands.forEach((h, s) => h.forEach((c) => truthSeat.set(cardId(c), s)));
      const dealer = new Dealer(k); const sim = new TurnSim(); const r = new JassRandom(d + g * 100);
      let a = 0, c = 0, na = 0, nc = 0, ap = 0, cp = 0;
      for (let i = 0; i < 3000; i++) {
        dealer.deal(r, sim);
        let hit = 0, hitP = 0;
        for (const card of k.unseen) { const s = truthSeat.get(card)!; const held = (sim.hands[s * 4 + ((card / 9) | 0)] >> (card % 9)) & 1; hit += held; if (s === partner) hitP += held; }
        const frac = k.unseen.length ? hit / k.unseen.length : 0; const fp = k.counts[partner] ? hitP / k.counts[partner] : 0;
        a += frac; ap += fp; na++;
        if (test(sim)) { c += frac; cp += fp; nc++; }
      }
      if (nc > 0) { n++; all += a / na; cond += c / nc; allP += ap / na; condP += cp / nc; }
    }
    const next = applyAction(state, SEATS[seat], aiAction(view, 'hard', g * 1000 + d, 40, 'hard'));
    if (!next.ok) throw new Error('refused');
    state = next.value;
  }
}
console.log({ n, uncond: all / n, cond: cond / n, partnerUncond: allP / n, partnerCond: condP / n });
