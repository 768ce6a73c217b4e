/** The search bot's pieces (§10): what it infers about opponents' face-down potions. */
import { afterEach, describe, expect, it } from 'vitest';
import { Rng } from '../../../machines/core/rng';
import { botView } from '../../../machines/temperaments/botview';
import { Determinizer, humourOdds } from '../../../machines/temperaments/determinize';
import { buildSearch } from '../../../machines/temperaments/ismcts';
import { RoundSim } from '../../../machines/temperaments/roundsim';
import { TUNING } from '../../../machines/temperaments/values';
import { viewFor } from '../../../machines/temperaments/view';
import { ctx, game, humours, module, place, send } from './helpers';

const saved = { ...TUNING };
afterEach(() => Object.assign(TUNING, saved));

/** Seat 0 has put one face-down potion on the Fairy Dance's minstrel (S or M): seat 1 is to guess which. */
function minstrelGuess() {
  const r = game(2, {
    deck: ['scene-glade', 'scene-mill', 'scene-manor', 'scene-keep'],
    supplies: humours('MSPC', 'CPSS'),
    firstPlayer: 0,
  });
  send(r, place(0, 't0-M1', 'scene-glade', 0));
  const bv = botView(viewFor(ctx(r), 1), 1);
  const card = bv.row.find((c) => c.id === 'scene-glade');
  if (!card) throw new Error('no glade');
  return { bv, card };
}

describe('the search bot reads opponents’ placements (§10 step 2)', () => {
  it('a lone minstrel potion on the Fairy Dance (MCSP) is likelier M (escapes) than S (discarded alone)', () => {
    const { bv, card } = minstrelGuess();
    expect(card.slots[0]?.h).toBe(-1); // face down: seat 1 does not see it
    expect(humourOdds(bv, card, 0, 0, 0, Rng.from('o'))).toBe(1);
    expect(humourOdds(bv, card, 0, 0, 1.5, Rng.from('o'))).toBeGreaterThan(1.5);
  });

  it('the determinizations follow the likelihood: M in most samples with β, about half without', () => {
    const share = (beta: number) => {
      TUNING.beta = beta;
      const { bv } = minstrelGuess();
      const s = buildSearch(bv);
      const det = new Determinizer(bv, s.setup, s.template);
      const sim = new RoundSim(s.setup);
      const rng = Rng.from('d');
      const slot = (s.setup.cards.find((c) => c.id === 'scene-glade')?.base ?? -1) + 0;
      let m = 0;
      for (let i = 0; i < 400; i++) {
        det.sample(sim, rng);
        if (sim.hum[slot] === 2) m++;
      }
      return m / 400;
    };
    expect(share(0)).toBeGreaterThan(0.35);
    expect(share(0)).toBeLessThan(0.65);
    expect(share(1.5)).toBeGreaterThan(0.7);
  });
});

describe('the search bot finds the move that wins', () => {
  it('its third shrine for Triptych: a phlegmatic on the Hermit’s Vigil (PMSC), which no reply can beat', () => {
    const r = game(3, {
      goals: ['goal-triptych', 'goal-crossroads', 'goal-bridges', 'goal-six-realms'],
      deck: ['scene-tourney', 'scene-mill', 'scene-hermitage', 'scene-wolves'],
      supplies: humours('CSMM', 'PSSS', 'CCSS'),
      board: [
        { seat: 1, h: 'C', loc: 'loc-cathedral', resType: 'nun' },
        { seat: 1, h: 'C', loc: 'loc-chapel', resType: 'nun' },
      ],
      firstPlayer: 1,
    });
    for (const openLoop of [false, true]) {
      TUNING.openLoop = openLoop;
      const ev = module.bots.ismcts?.({ seed: 'w', iterations: 400 }).choose(r.snapshot, 1);
      expect({ openLoop, ev }).toMatchObject({
        openLoop,
        ev: { type: 'PLACE', tokenId: 't1-P1', target: { id: 'scene-hermitage' } },
      });
    }
  });
});
