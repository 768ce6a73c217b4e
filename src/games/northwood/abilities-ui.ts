/**
 * Asking the player for an ability's choices (rules §5): which fief, which cards, which suit, in
 * what order. Every option offered comes from the rules' legal moves, so the table never offers
 * what the machine would refuse.
 */
import { type AbilityId, abilityOf, type CardId, type CharId } from '../../../machines/northwood/content';
import type { AbilityArgs, NorthwoodEvent } from '../../../machines/northwood/types';
import type { PendingView } from '../../../machines/northwood/view';
import { t } from '../../i18n';
import type { Choice } from '../../table/hud';
import type { NorthwoodTable } from './panels';
import { cardName } from './tips';

/** Cards to choose among, by name. */
const cardChoices = (cards: readonly CardId[]) => cards.map((c) => ({ label: cardName(c), value: c }));

type Use = Extract<NorthwoodEvent, { type: 'USE_ABILITY' }>;
type Pick = Extract<NorthwoodEvent, { type: 'ABILITY_CHOICE' }>;

const fiefName = (n: number) => t(`northwood.fiefs.fief-${n}`);
const pileName = (p: string) => t(`northwood.piles.${p}`);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The args of every legal use of `slot` now (unwrapped from `inner` for a mimic). */
function legalArgs(scene: NorthwoodTable, slot: number, mimic: boolean): AbilityArgs[] {
  return scene.session
    .legalMoves(0)
    .filter((e): e is Use & { type: 'USE_ABILITY' } => e.type === 'USE_ABILITY' && (e as Use).slot === slot)
    .map((e) => (mimic ? ((e.args?.inner ?? {}) as AbilityArgs) : (e.args ?? {})));
}

export async function askAbility(scene: NorthwoodTable, slot: number): Promise<NorthwoodEvent | null> {
  const v = scene.view;
  const s = v.slots[slot];
  if (!s?.active) return null;
  const who = s.active as CharId;
  const own = abilityOf(who);
  const mimic = own === 'mimic';
  const ability = (mimic ? v.fiefs[v.visit?.fief ?? -1]?.rulerAbility : own) as AbilityId | null;
  const name = t(`northwood.abilities.${own}.name`);
  const title = `${t(`northwood.characters.${who}.name`)}: ${name}`;
  const text = mimic
    ? `${t('northwood.abilities.mimic.text')} ${ability ? `(${t(`northwood.abilities.${ability}.name`)}: ${t(`northwood.abilities.${ability}.text`, { handSize: v.handSize })})` : ''}`
    : t(`northwood.abilities.${own}.text`, { handSize: v.handSize });

  if (s.noop || !ability) {
    const ok = await scene.hud.prompt({
      id: 'ability-noop',
      title,
      text: `${text} ${t('northwood.abilityNoop')}`,
      choices: [{ label: t('northwood.actions.useAnyway'), value: true, primary: true }],
      cancel: t('app.newGame.cancel'),
    });
    return ok ? { type: 'USE_ABILITY', slot } : null;
  }
  const legal = legalArgs(scene, slot, mimic);
  if (legal.length === 0) return null;
  const wrap = (args: AbilityArgs): Use => ({ type: 'USE_ABILITY', slot, args: mimic ? { inner: args } : args });
  const choose = async <T>(choices: Choice<T>[], extra?: string) =>
    scene.hud.prompt({
      id: `ability-${ability}`,
      title,
      text: extra ? `${text} ${extra}` : text,
      choices,
      cancel: t('app.newGame.cancel'),
    });
  /** Fiefs to choose among, each with its ruler. */
  const fiefChoices = (fiefs: number[]) =>
    fiefs.map((f) => ({ label: fiefName(f), value: f, detail: rulerDetail(scene, f) }));
  /** Suits (or the trump) to choose among; the one in force, if any, is the primary choice. */
  const suitChoices = <S extends string>(suits: S[], current?: S | null) =>
    suits.map((s) => ({ label: t(`northwood.suits.${s}`), value: s, primary: s === current }));

  switch (ability) {
    case 'swap-ruler': {
      const fiefs = legal.map((a) => a.fief as number);
      const n = await choose(fiefChoices(fiefs), t('northwood.ask.fief'));
      return n === null ? null : wrap({ fief: n });
    }
    case 'reseat': {
      const firsts = [...new Set(legal.map((a) => (a.fiefs as number[])[0] as number))].sort((a, b) => a - b);
      const a = await choose(fiefChoices(firsts), t('northwood.ask.firstFief'));
      if (a === null) return null;
      const seconds = legal
        .filter((x) => (x.fiefs as number[])[0] === a)
        .map((x) => (x.fiefs as number[])[1] as number);
      const b = await choose(fiefChoices(seconds), t('northwood.ask.secondFief'));
      return b === null ? null : wrap({ fiefs: [a, b] });
    }
    case 'scavenge': {
      const from = await choose(
        legal.map((a) => ({ label: (a.from ?? []).map(pileName).join(' + '), value: a.from ?? [] })),
        t('northwood.ask.piles'),
      );
      return from === null ? null : wrap({ from });
    }
    case 'discard-nine': {
      const seen = new Set<string>();
      const pairs = legal
        .map((a) => a.cards as CardId[])
        .filter((p) => {
          const k = [...p].sort().join();
          if (seen.has(k)) return false;
          seen.add(k);
          return true;
        });
      const cards = await choose(
        pairs.map((p) => ({ label: p.map(cardName).join(' + '), value: p })),
        t('northwood.ask.pair'),
      );
      return cards === null ? null : wrap({ cards });
    }
    case 'name-draw-purge': {
      const suit = await choose(
        suitChoices(legal.map((a) => a.suit as NonNullable<AbilityArgs['suit']>)),
        t('northwood.ask.suit'),
      );
      return suit === null ? null : wrap({ suit });
    }
    case 'turn-topic': {
      const trump = await choose(
        suitChoices(
          legal.map((a) => a.trump as NonNullable<AbilityArgs['trump']>),
          v.trump,
        ),
        t('northwood.ask.trump'),
      );
      return trump === null ? null : wrap({ trump });
    }
    case 'rummage': {
      const takes = [...new Set(legal.map((a) => a.take as CardId))];
      const take = await choose(cardChoices(takes), t('northwood.ask.take'));
      if (take === null) return null;
      const gives = legal.filter((a) => a.take === take).map((a) => a.give as CardId);
      const give = await choose(cardChoices(gives), t('northwood.ask.give'));
      return give === null ? null : wrap({ take, give });
    }
    case 'press': {
      const fromScores = [...new Set(legal.map((a) => a.fromScore as CardId))];
      const fromScore = await choose(cardChoices(fromScores), t('northwood.ask.fromScore'));
      if (fromScore === null) return null;
      const hand = legal.filter((a) => a.fromScore === fromScore).map((a) => a.fromHand as CardId);
      const picked = await scene.pickCards({ allowed: hand, min: 1, max: 1, title, text: t('northwood.ask.fromHand') });
      return picked ? wrap({ fromScore, fromHand: picked[0] as CardId }) : null;
    }
    case 'wilt': {
      const picked = await scene.pickCards({
        allowed: legal.map((a) => a.card as CardId),
        min: 1,
        max: 1,
        title,
        text: t('northwood.ask.wilt'),
      });
      return picked ? wrap({ card: picked[0] as CardId }) : null;
    }
    case 'prune': {
      const allowed = [...new Set(legal.flatMap((a) => a.cards ?? []))];
      const picked = await scene.pickCards({
        allowed,
        min: 1,
        max: 2,
        title,
        text: t('northwood.ask.prune'),
        valid: (ids) => legal.some((a) => same(a.cards, ids)),
      });
      return picked ? wrap({ cards: picked }) : null;
    }
    default: {
      // No choices up front (the rest are asked after what is revealed): confirm and go.
      const ok = await choose([{ label: t('northwood.actions.useAbility'), value: true, primary: true }]);
      if (!ok) return null;
      const args = legal.find((a) => Object.keys(a).length === 0) ?? legal[0] ?? {};
      return wrap(args);
    }
  }
}

function rulerDetail(scene: NorthwoodTable, f: number): string {
  const r = scene.view.fiefs[f]?.ruler;
  return r ? `${t(`northwood.characters.${r}.name`)} · ${t(`northwood.suits.${r.split('-')[0]}`)}` : '';
}

/** A follow-up choice after an ability revealed or drew cards. */
export async function askFollowUp(scene: NorthwoodTable, p: PendingView): Promise<NorthwoodEvent | null> {
  const title = t(`northwood.abilities.${p.ability}.name`);
  const text = t(`northwood.pending.${p.kind}`);
  const pick = (fields: Omit<Pick, 'type'>): Pick => ({ type: 'ABILITY_CHOICE', ...fields });
  const must = async <T>(choices: Choice<T>[]) => {
    for (;;) {
      const v = await scene.hud.prompt({ id: `choice-${p.kind}`, title, text, choices });
      if (v !== null) return v;
    }
  };
  const mustPick = async (o: { min: number; max: number; allowed: CardId[]; valid?: (ids: CardId[]) => boolean }) => {
    for (;;) {
      const ids = await scene.pickCards({ ...o, title, text });
      if (ids) return ids;
    }
  };
  switch (p.kind) {
    case 'discardTwo': {
      const ids = await mustPick({ min: 2, max: 2, allowed: scene.view.hand });
      return pick({ cards: ids });
    }
    case 'stockpile': {
      const ids = await mustPick({ min: 1, max: 1, allowed: scene.view.hand });
      return pick({ card: ids[0] as CardId });
    }
    case 'peekSwap': {
      const ids = await mustPick({ min: 0, max: 1, allowed: scene.view.hand });
      return pick({ swapWith: ids[0] ?? null });
    }
    case 'acknowledge':
      await must([{ label: t('northwood.pendingMore.seen'), value: true, primary: true }]);
      return pick({});
    case 'purgeOrder':
      return pick({});
    case 'glimpse': {
      const toBottom = await must([
        { label: t('northwood.pending.keep'), value: false, primary: true },
        { label: t('northwood.pending.toBottom'), value: true },
      ]);
      return pick({ toBottom });
    }
    case 'insight': {
      const keep = await must(cardChoices(p.cards));
      return pick({ keep });
    }
    case 'foresee': {
      const left = p.cards.slice();
      const order: CardId[] = [];
      while (left.length > 1) {
        const next = await scene.hud.prompt({
          id: 'choice-foresee',
          title,
          text: `${text} ${t('northwood.pendingMore.orderSoFar', { n: order.length + 1 })}`,
          choices: cardChoices(left),
        });
        if (next === null) continue;
        order.push(next);
        left.splice(left.indexOf(next), 1);
      }
      order.push(...left);
      return pick({ order });
    }
    default:
      return null;
  }
}
