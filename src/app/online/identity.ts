/** Who this browser is online: a secret identity that reclaims its seat, a name, and the room to come back to after a reload. */
const ID_KEY = 'scriptorium.online.identity';
const NAME_KEY = 'scriptorium.online.name';
const ROOM_KEY = 'scriptorium.online.room';

function store(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

export function identity(): string {
  const s = store();
  let id = s?.getItem(ID_KEY) ?? '';
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
    const bytes = crypto.getRandomValues(new Uint8Array(18));
    id = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
    s?.setItem(ID_KEY, id);
  }
  return id;
}

export function savedName(): string {
  return store()?.getItem(NAME_KEY) ?? '';
}

/** Whether this browser has been given a name (an empty one counts: the person chose it). */
export function hasSavedName(): boolean {
  return store()?.getItem(NAME_KEY) != null;
}

export function saveName(name: string): void {
  store()?.setItem(NAME_KEY, name);
}

/** The room this tab is in (sessionStorage: a reload reconnects; another tab does not). */
export function rememberRoom(code: string, token: string): void {
  try {
    sessionStorage.setItem(ROOM_KEY, JSON.stringify({ code, token }));
  } catch {
    // private mode: a reload rejoins by link instead
  }
}

export function rememberedToken(code: string): string | null {
  try {
    const r = JSON.parse(sessionStorage.getItem(ROOM_KEY) ?? 'null') as { code?: string; token?: string } | null;
    return r?.code === code && typeof r.token === 'string' ? r.token : null;
  } catch {
    return null;
  }
}

/** The app's own origin: the game server answers under /online on the same port. */
export function endpoint(): string {
  return `${location.origin}/online`;
}
