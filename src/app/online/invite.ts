/**
 * The waiting room's invitation: the link and the code, and the ways to pass them on. Where the
 * device has a share sheet (a phone: messengers, mail), Share the link opens it; elsewhere Copy the
 * link. Where the page may not write the clipboard (an http address on the home network), copying
 * selects the shown text instead, for the system's own Copy.
 */
import { t } from '../../i18n';
import { h } from '../dom';

/** How long a button says what it did ("Copied") before it says what it does again. */
const SAID_MS = 2500;

/** Copies the text of `shown` and says so on `button` for a while; else leaves it selected and says that. */
function copy(shown: HTMLElement, button: HTMLButtonElement): void {
  const text = shown.textContent ?? '';
  const label = button.dataset.label ?? button.textContent ?? '';
  button.dataset.label = label;
  const say = (what: string) => {
    button.textContent = what;
    window.clearTimeout(Number(button.dataset.timer));
    button.dataset.timer = String(window.setTimeout(() => (button.textContent = label), SAID_MS));
  };
  const selectIt = () => {
    window.getSelection()?.selectAllChildren(shown);
    say(t('online.selected'));
  };
  if (!navigator.clipboard) selectIt();
  else navigator.clipboard.writeText(text).then(() => say(t('online.copied')), selectIt);
}

/** The device's share sheet for `data`, if it has one that takes it. */
function shareSheet(data: ShareData): boolean {
  return typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true);
}

/**
 * The invitation's parts for room `code` of game `gameId`, with the link that joins it: the link names
 * the game too, so the page it opens can say which game it is before the room is reached.
 */
export function invitation(code: string, gameId: string): HTMLElement[] {
  const game = t(`app.games.${gameId}.title`);
  const page = `${location.origin}${location.pathname}`;
  const route = `#/join/${code}/${gameId}`;
  const url = `${page}${route}`;
  // a narrow screen breaks the address before its room, never inside the code
  const link = h('code', { dataset: { part: 'link' } }, page, h('wbr'), route);
  const codeText = h('strong', { dataset: { part: 'code' } }, code);
  const data: ShareData = { title: game, text: t('online.shareText', { game, code }), url };
  const shareLink: HTMLButtonElement = shareSheet(data)
    ? h(
        'button.gilt.small',
        {
          dataset: { action: 'share-link' },
          // the person closing the sheet is no failure; a sheet refused copies instead
          onclick: () =>
            void navigator.share(data).catch((e: unknown) => {
              if ((e as Error).name !== 'AbortError') copy(link, shareLink);
            }),
        },
        t('online.shareLink'),
      )
    : h(
        'button.gilt.small',
        { dataset: { action: 'copy-link' }, onclick: () => copy(link, shareLink) },
        t('online.copyLink'),
      );
  const copyCode: HTMLButtonElement = h(
    'button.gilt.small',
    { dataset: { action: 'copy-code' }, onclick: () => copy(codeText, copyCode) },
    t('online.copyCode'),
  );
  return [
    h('p', {}, t('online.invite')),
    h('p.invite', {}, link),
    h('p.invite', {}, `${t('online.code')}: `, codeText),
    h('div.row', {}, shareLink, copyCode),
  ];
}
