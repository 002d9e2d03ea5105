/**
 * Fits the model of card choices (`ai/play-model.ts`) on recorded turns (`play-model-data.ts`)
 * by Newton's method on the penalised log-likelihood (a convex problem: the same data give the
 * same weights), and prints the weights as the TypeScript table of `ai/play-model-weights.ts`.
 *
 *   npx tsx src/games/jass/tools/play-model-fit.ts fit FILE.jsonl… [--penalty 1]
 *   npx tsx src/games/jass/tools/play-model-fit.ts score FILE.jsonl…   (mean log-probability of the cards played)
 *
 * To refit from scratch, record the training turns with their seeds first (the commands are in
 * docs/performance.md, "Jass hard: deals weighed by the fitted model of the cards played, kept").
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { cardId, cardsOfMasks, TurnSim } from '../ai/turn-sim.ts';
import { FEATURE_COUNT, FEATURES, featuresOf, indexOf, logProbabilities } from '../ai/play-model.ts';
import { PLAY_WEIGHTS } from '../ai/play-model-weights.ts';
import type { RecordedTurn } from './play-model-data.ts';
import { hashNumbers } from '../../../hash.ts';
import { Dealer, dealTests, knowledgeOf } from '../ai/deals.ts';
import { playLikelihood } from '../ai/play-inference.ts';
import { applyAction, initialState, seatToAct } from '../engine/game.ts';
import { newJassRecord, SEATS, type Variant } from '../engine/record.ts';
import { viewOf } from '../engine/view.ts';
import { JassRandom } from '../../random.ts';
import { referenceAction } from './reference-uct.ts';

/** One choice: the features of each playable card and the index of the card played. */
interface Choice {
  readonly features: Float64Array;
  readonly n: number;
  readonly chosen: number;
}

/** A recorded turn at its first card: its trump, leader and hands (no target: the turn is played to its end). */
function dealtTurn(turn: RecordedTurn): TurnSim {
  const sim = new TurnSim();
  sim.setMode(turn.trump, 1);
  sim.leader = turn.leader;
  sim.target = Number.POSITIVE_INFINITY;
  turn.hands.forEach((hand, seat) => hand.forEach((card) => sim.give(seat, cardId(card))));
  return sim;
}

/** The choices of a recorded turn with more than one playable card. */
export function choicesOf(turn: RecordedTurn): Choice[] {
  const sim = dealtTurn(turn);
  const masks = new Int32Array(4);
  const legal = new Int32Array(9);
  const choices: Choice[] = [];
  for (const { seat, card } of turn.plays) {
    if (sim.toPlay !== seat) throw new Error('out of turn');
    sim.playableMasks(masks);
    const n = cardsOfMasks(masks, legal);
    const id = cardId(card);
    const chosen = indexOf(legal, n, id);
    if (chosen < 0) throw new Error(`${card} not playable`);
    if (n > 1) {
      const features = new Float64Array(n * FEATURE_COUNT);
      featuresOf(sim, legal, n, features);
      choices.push({ features, n, chosen });
    }
    sim.play(id);
  }
  return choices;
}

function read(files: readonly string[]): RecordedTurn[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as RecordedTurn),
  );
}

/** Weights maximising Σ log p(chosen) − penalty/2 · |w|². */
export function fit(choices: readonly Choice[], penalty: number): number[] {
  const F = FEATURE_COUNT;
  const w = new Float64Array(F);
  const p = new Float64Array(9);
  for (let step = 0; step < 50; step++) {
    const gradient = new Float64Array(F);
    const hessian = Array.from({ length: F }, () => new Float64Array(F));
    for (let k = 0; k < F; k++) {
      gradient[k] -= penalty * w[k];
      hessian[k][k] += penalty;
    }
    for (const { features, n, chosen } of choices) {
      let top = -Infinity;
      for (let j = 0; j < n; j++) {
        let u = 0;
        for (let k = 0; k < F; k++) u += w[k] * features[j * F + k];
        p[j] = u;
        top = Math.max(top, u);
      }
      let sum = 0;
      for (let j = 0; j < n; j++) sum += (p[j] = Math.exp(p[j] - top));
      const mean = new Float64Array(F);
      for (let j = 0; j < n; j++) {
        p[j] /= sum;
        for (let k = 0; k < F; k++) mean[k] += p[j] * features[j * F + k];
      }
      for (let k = 0; k < F; k++) gradient[k] += features[chosen * F + k] - mean[k];
      for (let j = 0; j < n; j++) {
        for (let a = 0; a < F; a++) {
          const da = features[j * F + a] - mean[a];
          if (da === 0) continue;
          for (let b = 0; b < F; b++) hessian[a][b] += p[j] * da * (features[j * F + b] - mean[b]);
        }
      }
    }
    // Newton step: solve hessian · d = gradient (Gaussian elimination with partial pivoting).
    const m = hessian.map((row, i) => [...row, gradient[i]]);
    for (let c = 0; c < F; c++) {
      let pivot = c;
      for (let r = c + 1; r < F; r++) if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) pivot = r;
      [m[c], m[pivot]] = [m[pivot], m[c]];
      for (let r = c + 1; r < F; r++) {
        const f = m[r][c] / m[c][c];
        for (let k = c; k <= F; k++) m[r][k] -= f * m[c][k];
      }
    }
    const d = new Float64Array(F);
    for (let r = F - 1; r >= 0; r--) {
      let v = m[r][F];
      for (let k = r + 1; k < F; k++) v -= m[r][k] * d[k];
      d[r] = v / m[r][r];
    }
    let size = 0;
    for (let k = 0; k < F; k++) {
      w[k] += d[k];
      size = Math.max(size, Math.abs(d[k]));
    }
    if (size < 1e-9) break;
  }
  return [...w];
}

/** Mean log-probability of the cards played under `weights`, and under a uniform choice. */
export function score(turns: readonly RecordedTurn[], weights: readonly number[]): { model: number; uniform: number; choices: number } {
  let model = 0;
  let uniform = 0;
  let count = 0;
  const scratch = new Float64Array(9 * FEATURE_COUNT);
  const logs = new Float64Array(9);
  for (const turn of turns) {
    const sim = dealtTurn(turn);
    const masks = new Int32Array(4);
    const legal = new Int32Array(9);
    for (const { card } of turn.plays) {
      sim.playableMasks(masks);
      const n = cardsOfMasks(masks, legal);
      const id = cardId(card);
      if (n > 1) {
        logProbabilities(sim, legal, n, weights, scratch, logs);
        model += logs[indexOf(legal, n, id)];
        uniform -= Math.log(n);
        count++;
      }
      sim.play(id);
    }
  }
  return { model: model / count, uniform: uniform / count, choices: count };
}

/**
 * How well deals place the unseen cards: over every `every`-th card played (from the second trick
 * on) in reference turns recorded with `seed` and `variant`, the mean log-probability, over the
 * cards the seat to play has not seen, that 2,000 deals of its dealer put each at its true seat;
 * for the dealer without and with the cards played as weights.
 */
export function placement(turns: readonly RecordedTurn[], variant: Variant, seed: number, every: number): { plain: number; weighed: number; positions: number } {
  let plain = 0;
  let weighed = 0;
  let cards = 0;
  let positions = 0;
  turns.forEach((turn, deal) => {
    let state = initialState(newJassRecord(SEATS, hashNumbers(seed, deal), { variant }));
    for (let decision = 0; state.phase === 'trump'; decision++) {
      const seat = seatToAct(state) as number;
      const action = referenceAction(viewOf(state, SEATS[seat]), hashNumbers(seed, deal, 7, decision));
      const next = applyAction(state, SEATS[seat], action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
    turn.plays.forEach(({ seat, card }, e) => {
      if (e >= 4 && e < 32 && e % every === 0) {
        const view = viewOf(state, SEATS[seat]);
        const k = knowledgeOf(view);
        const likelihood = playLikelihood(view);
        const dealers = [new Dealer(k, dealTests(view)), new Dealer(k, dealTests(view), likelihood)];
        const logs = dealers.map((dealer) => {
          const sim = new TurnSim();
          const random = new JassRandom(hashNumbers(seed, deal, e));
          const counts = new Float64Array(k.unseen.length);
          for (let i = 0; i < 2000; i++) {
            dealer.deal(random, sim);
            k.unseen.forEach((id, u) => {
              const s = state.hands.findIndex((hand) => hand.some((c) => cardId(c) === id));
              if ((sim.hands[s * 4 + ((id / 9) | 0)] & (1 << id % 9)) !== 0) counts[u]++;
            });
          }
          let sum = 0;
          for (const c of counts) sum += Math.log((c + 0.5) / 2001);
          return sum;
        });
        plain += logs[0];
        weighed += logs[1];
        cards += k.unseen.length;
        positions++;
      }
      const next = applyAction(state, SEATS[seat], { type: 'play', card });
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    });
  });
  return { plain: plain / cards, weighed: weighed / cards, positions };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { penalty: { type: 'string', default: '1' }, variant: { type: 'string', default: 'course' }, seed: { type: 'string', default: '202' }, every: { type: 'string', default: '3' } } });
  const [command, ...files] = positionals;
  const turns = read(files);
  if (command === 'fit') {
    const choices = turns.flatMap(choicesOf);
    const weights = fit(choices, Number(values.penalty));
    const s = score(turns, weights);
    console.log(`// ${turns.length} turns, ${choices.length} choices; mean log-probability ${s.model.toFixed(4)} (uniform ${s.uniform.toFixed(4)})`);
    console.log('export const PLAY_WEIGHTS: readonly number[] = [');
    FEATURES.forEach((name, k) => console.log(`  ${weights[k].toFixed(4)}, // ${name}`));
    console.log('];');
  } else if (command === 'score') {
    const s = score(turns, PLAY_WEIGHTS);
    console.log(`${turns.length} turns, ${s.choices} choices: mean log-probability ${s.model.toFixed(4)}, uniform ${s.uniform.toFixed(4)}`);
  } else if (command === 'place') {
    const p = placement(turns, values.variant as Variant, Number(values.seed), Number(values.every));
    console.log(`${p.positions} positions: mean log-probability of an unseen card at its seat ${p.plain.toFixed(4)} as dealt, ${p.weighed.toFixed(4)} weighed`);
  } else {
    throw new Error('fit, score or place');
  }
}
