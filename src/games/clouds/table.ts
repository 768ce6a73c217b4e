/** What the Cloud Marches panel uses of its table scene (so the panel need not import the scene). */
import type clouds from '../../../machines/clouds';
import type { CardId } from '../../../machines/clouds/content';
import type { CloudsEvent } from '../../../machines/clouds/types';
import type { CardView, CloudsView } from '../../../machines/clouds/view';
import { t } from '../../i18n';
import type { GameEvent } from '../../session/session';
import type { TableScene } from '../../table/table-scene';
import type { Layout } from './layout';

/** An ability or class action waiting for its targets: the legal events still matching the choices. */
export interface Targeting {
  title: string;
  moves: GameEvent[];
}

export interface CloudsTable extends TableScene<typeof clouds> {
  view: CloudsView;
  L: Layout;
  /** Portrait: the seat whose drawer is open, and the seat whose area lies under the tabs. */
  drawer: number | null;
  dockSeat(): number;
  openDrawer(seat: number | null): void;
  /** The card chosen to place next (setup). */
  pick: CardId | null;
  targeting: Targeting | null;
  /** True while a prompt asks which variant of a move. */
  asking: boolean;
  send(event: CloudsEvent): boolean;
  humanSeat(): number | null;
  seatName(seat: number): string;
  seatShortName(seat: number): string;
  viewOf(id: CardId): CardView;
  startTargeting(title: string, moves: GameEvent[]): void;
  /** Opens (or closes) the whole chronicle: a sheet over the seats, upright a drawer. */
  openChronicle(open: boolean): void;
  cancelTargeting(): void;
}

export const cardName = (id: string) => t(`clouds.cards.${id}`);
