/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * The installed app: registers the service worker (vite.config.ts precaches the whole build), says
 * once when the app has been kept for offline play, and asks before switching to a newly deployed
 * version (games are saved after every move, so reloading loses nothing). The dev server has no
 * service worker: the virtual module registers nothing there.
 */
import { registerSW } from 'virtual:pwa-register';
import { t } from '../i18n';
import { h } from './dom';

/** Checks for a new version this often while the app stays open. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

function toast(body: (HTMLElement | string)[], id: string): HTMLElement {
  document.querySelector(`.pwa-toast[data-toast="${id}"]`)?.remove();
  const el = h('div.pwa-toast', { role: 'status', dataset: { toast: id } }, ...body);
  document.body.append(el);
  return el;
}

export function registerPwa(): void {
  window.__scriptorium ??= {};
  const hooks = window.__scriptorium;
  hooks.offlineReady = false;
  const update = registerSW({
    onOfflineReady() {
      hooks.offlineReady = true;
      const el = toast([h('p', {}, t('app.offline.ready'))], 'offline');
      setTimeout(() => el.remove(), 6000);
    },
    onNeedRefresh() {
      hooks.updateWaiting = true;
      const el = toast(
        [
          h('p', {}, t('app.update.ready'), ' ', h('span.note', {}, t('app.update.saved'))),
          h(
            'div.actions',
            {},
            h(
              'button.gilt.quiet',
              { onclick: () => el.remove(), dataset: { action: 'update-later' } },
              t('app.update.later'),
            ),
            h(
              'button.gilt.primary',
              { onclick: () => void update(), dataset: { action: 'update-now' } },
              t('app.update.reload'),
            ),
          ),
        ],
        'update',
      );
    },
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => navigator.onLine && void registration.update(), UPDATE_CHECK_MS);
    },
    // Storage blocked (some private windows): the app works online as before.
    onRegisterError() {},
  });
}
