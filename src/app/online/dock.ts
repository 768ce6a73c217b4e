/**
 * Where an online room's extras stand beside the table's own buttons (Undo, Menu, Rules…). On a
 * landscape table there is room: the record (once the game is over) and Talk in the toolbar, the
 * turn clock before them. On a phone held upright the toolbar has 390 CSS px for thumb-sized
 * buttons in either language, so Talk, the record and the developer's chart go under one More
 * (with the unread count on it: talk is the one thing there that calls for the player), and the
 * clock reads at the end of the status line, where the player looks to see whose turn it is.
 */
export type Extra = 'talk' | 'record' | 'chart';

export interface DockPlan {
  /** The room's buttons in the toolbar, in order, before the table's own; `more`: one More button last. */
  toolbar: Extra[];
  /** What the More button's menu lists, in order; empty: no More button. */
  more: Extra[];
  clock: 'toolbar' | 'status';
}

/** `over`: the game has ended (the record may be downloaded). */
export function dockPlan(portrait: boolean, over: boolean): DockPlan {
  const record: Extra[] = over ? ['record'] : [];
  if (!portrait) return { toolbar: [...record, 'talk'], more: [], clock: 'toolbar' };
  return { toolbar: [], more: ['talk', ...record, 'chart'], clock: 'status' };
}
