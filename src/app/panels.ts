/** The settings and about sheets, opened from the title screen and from every game's menu. */
import { getLang, LANGS, onLangChange, setLang, t } from '../i18n';
import { h } from './dom';
import { type Modal, openModal } from './modal';
import { SPEEDS, settings, speedKey, updateSettings } from './settings';

export function openSettings(host: HTMLElement, onClose?: () => void): Modal {
  const body = h('div.settings-body', {}, ...settingsRows());
  let off = () => {};
  const modal = openModal(host, {
    id: 'settings',
    title: t('app.settings.title'),
    onClose: () => {
      off();
      onClose?.();
    },
    body: [body],
  });
  // A language chosen here letters the sheet anew at once (its own words included), focus kept on it.
  off = onLangChange((l) => {
    body.replaceChildren(...settingsRows());
    modal.retitle(t('app.settings.title'));
    body.querySelector<HTMLElement>(`[data-lang="${l}"]`)?.focus();
  });
  return modal;
}

/** The sheet's rows in the current language, from the settings as they are now. */
function settingsRows(): HTMLElement[] {
  const s = settings();
  const volume = h('input', {
    type: 'range',
    min: '0',
    max: '100',
    step: '5',
    value: String(Math.round(s.volume * 100)),
    'aria-label': t('app.settings.volume'),
    dataset: { setting: 'volume' },
    oninput: (e: Event) => {
      const v = Number((e.target as HTMLInputElement).value) / 100;
      updateSettings({ volume: v });
      volumeOut.textContent = `${Math.round(v * 100)}%`;
    },
  });
  const volumeOut = h('output', {}, `${Math.round(s.volume * 100)}%`);
  /** An on/off switch for a boolean setting. */
  const toggle = (key: 'sound' | 'confirm') => {
    const b = h(
      'button.toggle',
      {
        role: 'switch',
        'aria-checked': String(s[key]),
        'aria-label': t(`app.settings.${key}`),
        dataset: { setting: key },
        onclick: () => {
          const on = !settings()[key];
          updateSettings({ [key]: on });
          b.setAttribute('aria-checked', String(on));
          b.textContent = on ? t('app.settings.on') : t('app.settings.off');
        },
      },
      s[key] ? t('app.settings.on') : t('app.settings.off'),
    );
    return b;
  };
  const speed = h(
    'select',
    {
      'aria-label': t('app.settings.speed'),
      dataset: { setting: 'speed' },
      onchange: (e: Event) => updateSettings({ speed: Number((e.target as HTMLSelectElement).value) }),
    },
    ...SPEEDS.map((v) => h('option', { value: String(v), selected: v === s.speed }, t(speedKey(v)))),
  );
  const lang = h(
    'div.segmented',
    { role: 'group', 'aria-label': t('app.menu.language') },
    ...LANGS.map((l) =>
      h(
        'button',
        { 'aria-pressed': String(getLang() === l), dataset: { lang: l }, onclick: () => setLang(l) },
        t(`app.lang.${l}`),
      ),
    ),
  );
  const row = (label: string, ...control: HTMLElement[]) =>
    h('div.row', {}, h('span.label', {}, label), h('div.control', {}, ...control));
  return [
    row(t('app.menu.language'), lang),
    row(t('app.settings.sound'), toggle('sound')),
    row(t('app.settings.volume'), volume, volumeOut),
    row(t('app.settings.speed'), speed),
    row(t('app.settings.confirm'), toggle('confirm')),
    h('p.note', {}, t('app.settings.saved')),
  ];
}

export function openAbout(host: HTMLElement, onClose?: () => void): Modal {
  return openModal(host, {
    id: 'about',
    title: t('app.about.title'),
    onClose,
    wide: true,
    body: [
      h('p', {}, t('app.about.text')),
      h('p', {}, t('app.about.credits')),
      h('p', {}, t('app.about.made')),
      h('p.note', {}, t('app.about.keys')),
    ],
  });
}
