/**
 * The inspector at an online table (F2, "Chart"): the game runs on the server, so this shows what
 * this seat knows — where the chart is (the server sends its state with every move) and the seat's
 * own view — never the whole state. The local inspector (src/debug) needs the machine itself.
 */
import { t } from '../../i18n';
import type { RemoteSession } from '../../session/remote';
import type { TableScene } from '../../table/table-scene';
import { h } from '../dom';
import { dockPanel } from './panel';

/** Returns its toolbar button (an upright table's dock moves it under More). */
export function attachSeatInspector(scene: TableScene, s: RemoteSession): HTMLButtonElement {
  const chart = h('ul.seat-chart', { dataset: { part: 'chart-state' } });
  const view = h('pre.seat-view', { dataset: { part: 'seat-view' } });
  const moves = h('p.note');
  const panel = dockPanel(
    {
      title: t('online.inspector.title'),
      part: 'seat-inspector',
      className: 'seat-inspector',
      close: () => toggle(false),
    },
    moves,
    h('h4', {}, t('online.inspector.chart')),
    chart,
    h('h4', {}, t('online.inspector.view')),
    view,
  );
  const fill = () => {
    if (panel.hidden) return;
    moves.textContent = t('online.inspector.moves', { count: s.eventCount });
    chart.replaceChildren(...(s.chart?.paths ?? []).map((p) => h('li', {}, h('code', {}, p))));
    view.textContent = JSON.stringify(s.view(), null, 1);
  };
  const toggle = (open = panel.hidden) => {
    panel.hidden = !open;
    button.setAttribute('aria-pressed', String(open));
    fill();
  };
  const button = scene.hud.button(t('debug.button'), () => toggle(), {
    action: 'inspector',
    title: t('debug.buttonTitle'),
    key: 'F2',
  });
  button.setAttribute('aria-pressed', 'false');
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'F2' || !scene.sys.isActive()) return;
    e.preventDefault();
    toggle();
  };
  document.addEventListener('keydown', onKey, true);
  document.body.append(panel);
  const offs = [s.on('step', fill), s.on('reset', fill)];
  scene.own(() => {
    document.removeEventListener('keydown', onKey, true);
    for (const off of offs) off();
    panel.remove();
  });
  return button;
}
