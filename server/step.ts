/**
 * One accepted event's `step` messages, as text: each viewer's view, redaction, legal moves and
 * message text are made once, however many clients share that viewer (spectators); what every viewer
 * is told alike (the head: index, seat, result, chart, clock) is written once. Byte for byte the text
 * is `JSON.stringify` of the message (`tests/unit/online/step.test.ts` holds it to that over whole games).
 */
import type { Viewer } from '../machines/core/game';
import type { Plain } from './guard';
import type { Accepted, Match } from './match';
import type { StepMsg, TurnClock } from './protocol';
import { StepDiffs } from './view-diff';

type Common = Pick<StepMsg, 'index' | 'seat' | 'by' | 'active' | 'result' | 'chart'> & TurnClock;

interface Made {
  view: unknown;
  /** `,"event":…,"emitted":…,"legal":…,"canUndo":…` of this viewer's message. */
  part: string;
  /** The message text by the view the client had (null: it takes whole views). */
  texts: Map<unknown, string>;
}

export class StepMessages {
  private readonly active: number[];
  private readonly undoSeat: number | null;
  /** The message is `{...common, ...each viewer's part}`: its text is this head and that part's text. */
  private readonly head: string;
  private readonly other: Plain;
  /** The viewers' views share most parts, whose diffs are made once. */
  private readonly diffs = new StepDiffs();
  private readonly made = new Map<Viewer, Made>();

  constructor(
    private readonly match: Match,
    private readonly step: Accepted,
    clock: TurnClock,
  ) {
    this.active = match.activeSeats();
    this.undoSeat = match.undoSeat();
    const common: Common = {
      index: step.index,
      seat: step.seat,
      by: step.by,
      active: this.active,
      result: match.result(),
      chart: match.chart(),
      ...clock,
    };
    this.head = JSON.stringify(common).slice(0, -1);
    this.other = { type: step.event.type, seat: step.seat };
  }

  /**
   * The message for a client of `viewer` whose last view was `from` (null: it takes whole views,
   * or has none yet), and the view it has once it reads it.
   */
  message(viewer: Viewer, from: unknown): { text: string; view: unknown } {
    const mine = this.made.get(viewer) ?? this.make(viewer);
    let text = mine.texts.get(from);
    if (text === undefined) {
      const diff = from === null ? null : this.diffs.diff(from, mine.view);
      const rest = diff ? field('viewDiff', JSON.stringify(diff)) : field('view', JSON.stringify(mine.view));
      text = `${this.head}${mine.part}${rest}}`;
      mine.texts.set(from, text);
    }
    return { text, view: mine.view };
  }

  private make(viewer: Viewer): Made {
    const { match, step } = this;
    const legal = viewer === 'spectator' || !this.active.includes(viewer) ? [] : match.legalMoves(viewer);
    const emitted = match.redact(step.emitted, viewer);
    const part =
      field('event', JSON.stringify(viewer === step.seat ? step.event : this.other)) +
      field('emitted', JSON.stringify(emitted)) +
      field('legal', JSON.stringify(legal)) +
      field('canUndo', this.undoSeat === viewer ? 'true' : 'false');
    const made: Made = { view: match.view(viewer), part, texts: new Map() };
    this.made.set(viewer, made);
    return made;
  }
}

/** `,"name":text` as JSON.stringify writes a field after another (nothing for an undefined value). */
const field = (name: string, text: string | undefined): string => (text === undefined ? '' : `,"${name}":${text}`);
