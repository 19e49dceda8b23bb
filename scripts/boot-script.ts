import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { ROUTES, type PictureKind, type RouteRow } from '../src/ui/route-manifest';
import { PATHS } from '../src/domain/route-paths';
import { LOCALES } from '../src/domain/locale';

/**
 * A route whose first API call the boot script starts: the route pattern, the API path below
 * /api (`:name` takes the route's parameter of that name, `{a.b}` the text of config.json's field
 * `a.b`) and the picture it paints, if any. The paths are the ones the gateways ask for
 * (tests/adapters/build/boot-script.test.ts).
 */
export type EarlyCall = [pattern: string, api: string, picture?: PictureKind];

/** The early calls of the manifest's rows (RouteRow.earlyCall), as plain data the inline script reads. */
export const earlyCalls = (routes: readonly RouteRow[]): EarlyCall[] =>
  routes.flatMap(({ path, earlyCall }) =>
    earlyCall ? [earlyCall.picture ? [path, earlyCall.api, earlyCall.picture] : [path, earlyCall.api]] : [],
  );

export const EARLY_CALLS: EarlyCall[] = earlyCalls(ROUTES);

/**
 * The intrinsic size React gives each picture (trailers-row.tsx, game-hero.tsx, game-card.tsx,
 * tournament-details.tsx).
 */
const PICTURE_SIZE: Record<PictureKind, [number, number]> = {
  trailer: [480, 200],
  banner: [1200, 500],
  card: [320, 240],
  'tournament-banner': [640, 240],
};

/** The config.json fields the early calls' paths name (`{a.b}`). */
export const configFieldsOf = (calls: readonly EarlyCall[]): string[] => [
  ...new Set(calls.flatMap(([, api]) => [...api.matchAll(/\{([\w.]+)\}/g)].map((match) => match[1]!))),
];

/** The text of config.json's field `a.b`, or undefined when it is not a text. */
export function configText(config: unknown, name: string): string | undefined {
  const value = name
    .split('.')
    .reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), config);
  return typeof value === 'string' ? value : undefined;
}

/**
 * How the portal's own code starts (the entry module, which Vite's script tag would have started
 * with the HTML; the build takes that tag out, see bootEarlyAnswer).
 */
export interface BootStart {
  /** The entry module's URL. */
  entry: string;
  /**
   * This build's config.json names this origin's API (apiBaseUrl ''): the first call starts with
   * config.json instead of after it. Never guessed for another origin, which would receive the
   * player's token without config.json having named it.
   */
  sameOriginApi: boolean;
  /**
   * This build's config.json fields that the early calls' paths name (`{a.b}`, configFieldsOf): the
   * call beside config.json is asked for with them, and counts only when config.json has the same.
   */
  configFields?: Record<string, string>;
  /** The latest the portal's code waits for the largest picture to be painted. */
  holdMs: number;
  /** /home's hero Play control, painted beside the hero poster (bootPlayLink); none without it. */
  play?: BootPlay;
  /**
   * The shell's catalogue of each language (its file in this build), which the first render waits
   * for: the portal's language's starts with the entry instead of after the entry has run.
   */
  words?: Record<string, string>;
  /** The lazy screens' catalogue of each language, which the play screen waits for: a Play's first touch starts it. */
  screenWords?: Record<string, string>;
}

/**
 * The hero trailer's Play control: the play route's pattern (src/domain/route-table.ts) and the
 * accessible name "Play {0}" in each of the portal's languages, from the catalogues (playLabels).
 */
export interface BootPlay {
  path: string;
  labels: Record<string, string>;
}

/** The picture is painted (or will not be): the portal's code starts. Later tasks wait for it. */
export const AFTER_PICTURE_GLOBAL = '__portalAfterPicture';

/** The longest the entry waits for the boot picture: a slow picture never holds the portal back longer. */
export const PICTURE_HOLD_MS = 2000;

interface BootWindow {
  fetch: typeof fetch;
  location: Pick<Location, 'pathname' | 'origin'>;
  document: Document;
  localStorage: Pick<Storage, 'getItem'>;
  sessionStorage: Pick<Storage, 'getItem'>;
  setTimeout: (task: () => void, ms: number) => unknown;
  history: Pick<History, 'pushState'>;
  dispatchEvent: (event: Event) => boolean;
  PopStateEvent: typeof PopStateEvent;
  PerformanceObserver?: typeof PerformanceObserver;
  navigator?: { connection?: { saveData?: unknown; effectiveType?: unknown }; languages?: readonly string[] };
  __portalEarly?: unknown;
  /** A queued task runs for the page's address, or for the address a Play link's first touch names. */
  __portalAfterPicture?: (task: (pathname?: string) => void) => void;
}

/**
 * Runs inline in index.html, before the portal's code has arrived: for a page with an early call,
 * it asks for the page's first API call, with the player's token when there is one (beside
 * config.json when this build's API is on this origin, otherwise after it), and leaves the answers
 * on `window.__portalEarly` for the HTTP client (src/adapters/http/early-answer.ts,
 * EARLY_ANSWERS_GLOBAL), which counts each as the first attempt of its call (decision 0053). When
 * the answer names the page's largest picture and React has not rendered yet, it puts that picture
 * into the static first paint, in the place and at the size React gives it (the rules of
 * bootPictureStyle); React then takes over that very element (src/ui/hooks/use-boot-picture.ts).
 *
 * It also starts the portal's code (`start.entry`), with the shell's words of the portal's language
 * (`start.words`, which the first render waits for) beside it, and runs the tasks queued on
 * `window.__portalAfterPicture` (the deep link's screen files, scripts/route-preload.ts): at once
 * on a page without a picture to paint, otherwise once the picture has been painted, when it
 * cannot be (no answer, a refused URL, a failed download), and at the latest after `start.holdMs`.
 *
 * On /home, with `start.play` (decision 0060), it paints the hero trailer's Play control beside the poster, in the
 * place and at the size of the trailer card's own (home.module.css): a link to the play screen of
 * the trailer's game, which the server answers like every address, named "Play <title>" in the
 * portal's language (the player's choice on this device, otherwise the browser's), its text set as
 * text, its address the game's name encoded as one segment and passed through the same guard as
 * the pictures. Only for a trailer with a title and a game, and never with data saver on (no
 * picture either: nothing is painted before the portal's code then). Its first touch starts the
 * portal's code at once. A plain tap stays on this page, where the portal's code is already on its
 * way, instead of loading it again: the address becomes the play screen's, which React Router reads
 * when the portal's code runs, or follows (a popstate) when it is running already, and the play
 * screen's files start downloading beside the entry (the queued tasks run again for its address). A tap with a
 * modifier, or a new tab, is the plain link's. React's trailer card takes the control's place with
 * its own link (src/ui/hooks/use-boot-picture.ts).
 * Any Play link's first touch (pointerdown on a link to the play route, React's game cards and
 * trailer cards as well as the hero's), from config.json's answer on and before the portal's own
 * first-touch code has arrived, starts what the play screen will wait for: the game's details (an
 * early call the play screen's gateway takes as its first attempt, dropped after 30 s if no play
 * screen took it) and the play screen's files (the queued tasks, for the link's address, and the
 * lazy screens' words of the portal's language, `start.screenWords`). With
 * data saver on, this starts on the click instead: nothing is fetched ahead of a tap.
 * On slow mobile data the entry's download would otherwise share the line with the picture, and
 * its evaluation would hold the picture's paint. Self-contained, because it is inlined as text.
 * Anything unexpected leaves the page as it was, with the portal's code started.
 */
export function bootEarlyCall(
  calls: EarlyCall[],
  sizes: Record<string, [number, number]>,
  start: BootStart,
  win: BootWindow,
): void {
  // The portal's language (src/domain/locale.ts, restated): the player's choice on this device,
  // otherwise the browser's first language the portal speaks, otherwise English.
  const localeOf = (spoken: string[]): string => {
    let locale: string | null = null;
    try {
      locale = win.localStorage.getItem('locale');
    } catch {
      locale = null;
    }
    if (locale && spoken.includes(locale)) return locale;
    return (
      (win.navigator?.languages ?? [])
        .map((tag) => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '')
        .find((primary) => spoken.includes(primary)) ?? 'en'
    );
  };
  const waiting: Array<() => void> = [
    () => {
      const script = win.document.createElement('script');
      script.type = 'module';
      script.src = start.entry;
      win.document.head.appendChild(script);
      // The shell's words, which the first render waits for, beside the entry: a round trip less.
      const words = start.words?.[localeOf(Object.keys(start.words))];
      if (words) {
        const preload = win.document.createElement('link');
        preload.rel = 'modulepreload';
        preload.href = words;
        win.document.head.appendChild(preload);
      }
    },
  ];
  let started = false;
  const startPortal = () => {
    if (started) return;
    started = true;
    for (const task of waiting.splice(0)) task();
  };
  // The queued tasks start the files of the page's address (scripts/route-preload.ts): a tap on the
  // hero's Play changes the address, and they run again for the play screen's.
  const queued: Array<(pathname?: string) => void> = [];
  win.__portalAfterPicture = (task) => {
    queued.push(task);
    if (started) task();
    else waiting.push(task);
  };
  // The early call of an address, its API path below /api with the route's parameters filled in.
  const callFor = (pathname: string): [call: EarlyCall, path: string] | undefined => {
    const parts = pathname.split('/');
    const params: Record<string, string> = {};
    const found = calls.find(([pattern]) => {
      const wanted = pattern.split('/');
      return (
        wanted.length === parts.length &&
        wanted.every((part, i) => {
          if (!part.startsWith(':')) return part === parts[i];
          try {
            params[part] = encodeURIComponent(decodeURIComponent(parts[i]!));
          } catch {
            return false;
          }
          return parts[i] !== '';
        })
      );
    });
    return found && [found, found[1].replace(/:\w+/g, (name) => params[name] ?? '')];
  };
  const early = callFor(win.location.pathname);
  // Data saver (src/domain/data-saver.ts, restated): the player's own choice, otherwise the
  // browser's Save-Data or a 2g line. With it on, the screens show fewer and smaller pictures, so
  // none is painted here, and the portal starts at once.
  const savingNow = () => {
    let choice: string | null = null;
    try {
      choice = win.localStorage.getItem('data-saver');
    } catch {
      choice = null;
    }
    const line = win.navigator?.connection;
    return (
      choice === 'on' ||
      (choice !== 'off' && (line?.saveData === true || /^(slow-)?2g$/i.test(String(line?.effectiveType ?? ''))))
    );
  };
  const saving = savingNow();
  const picture = saving ? undefined : early?.[0][2];
  // Family mode hides the tournament ("Premium and tournaments hidden"): while it may guard
  // the player on this device (src/adapters/storage/family-mode-hint.ts, restated), nothing of the
  // tournament is asked for or painted, and the screen says it is not available.
  let familyMode = false;
  try {
    familyMode = /"on":true/.test(win.localStorage.getItem('family-mode') ?? '');
  } catch {
    familyMode = false;
  }
  const hidden = familyMode && early?.[0][2] === 'tournament-banner';
  if (!picture || hidden) startPortal();
  else win.setTimeout(startPortal, start.holdMs);
  if (!early || hidden) return;
  // The config.json fields a path names: this build's beside config.json, then config.json's own.
  const withConfig = (apiPath: string, field: (name: string) => unknown): string | undefined => {
    let complete = true;
    const filled = apiPath.replace(/\{([\w.]+)\}/g, (_, name: string) => {
      const value = field(name);
      if (typeof value !== 'string' || value === '') complete = false;
      return encodeURIComponent(complete ? (value as string) : '');
    });
    return complete ? filled : undefined;
  };
  const path = early[1];
  const answers: Record<string, { answer: Promise<Response>; token: string | null; settledAt?: number }> = {};
  win.__portalEarly = answers;
  const ask = (url: string, token: string | null, accept: boolean) => {
    const headers: Record<string, string> = accept ? { Accept: 'application/json' } : {};
    if (token) headers.Authorization = `Bearer ${token}`;
    const answer = win.fetch(url, { headers });
    const early: (typeof answers)[string] = { answer, token };
    answers[url] = early;
    // The HTTP client counts this call as the first attempt (decision 0053): a failed one is
    // retried 1 s after it settled, so when it settled is noted.
    const settled = () => void (early.settledAt = Date.now());
    answer.then(settled, settled);
    // Read a copy: the body itself is the HTTP client's.
    return answer.then((response) => (response.ok ? response.clone().json() : undefined)).catch(() => undefined);
  };
  const tokenNow = (): string | null => {
    try {
      return win.localStorage.getItem('auth-token');
    } catch {
      try {
        return win.sessionStorage.getItem('auth-token');
      } catch {
        return null;
      }
    }
  };
  const token = tokenNow();
  const besidePath = withConfig(path, (name) => start.configFields?.[name]);
  const beside = start.sameOriginApi && besidePath ? ask(`/api${besidePath}`, token, true) : undefined;
  void ask('/config.json', null, false)
    .then((config?: { apiBaseUrl?: unknown; allowedRedirectOrigins?: unknown }) => {
      const base = typeof config?.apiBaseUrl === 'string' ? config.apiBaseUrl.replace(/\/$/, '') : '';
      const allowed = Array.isArray(config?.allowedRedirectOrigins) ? config.allowedRedirectOrigins : [];
      // A Play link's first touch (see playOnFirstTouch above), from now on: the API's address is known.
      const playing = new Set<string>();
      const playRoute = start.play?.path;
      const playFrom = (event: Event, touch: boolean) => {
        // With data saver on nothing is fetched ahead of a tap: a touch may be the start of a scroll.
        if (!playRoute || touch === savingNow()) return;
        const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null | undefined;
        const next = link && link.origin === win.location.origin ? callFor(link.pathname) : undefined;
        if (!link || next?.[0][0] !== playRoute) return;
        const url = `${base}/api${next[1]}`;
        // Once per address while its answer is on its way or waiting for the play screen.
        if (answers[url]) return;
        // No game page is fetched here: the game's sandboxed frame does not take a prefetched copy, and
        // the page would be downloaded twice. The play screen frames it as soon as it may.
        void ask(url, tokenNow(), true);
        const asked = answers[url];
        // A touch that was a scroll leaves no answer for a later visit of the game to take: the
        // play screen takes it within seconds of a tap, or it is dropped after half a minute.
        win.setTimeout(() => {
          if (answers[url] === asked) delete answers[url];
        }, 30_000);
        if (!playing.has(link.pathname)) {
          playing.add(link.pathname);
          queued.forEach((task) => task(link.pathname));
          // The lazy screens' words, which the play screen renders with (asked otherwise on the click).
          const words = start.screenWords?.[localeOf(Object.keys(start.screenWords))];
          if (words && !playing.has(words)) {
            playing.add(words);
            const preload = win.document.createElement('link');
            preload.rel = 'modulepreload';
            preload.href = words;
            win.document.head.appendChild(preload);
          }
        }
      };
      win.document.addEventListener('pointerdown', (event) => playFrom(event, true), { capture: true, passive: true });
      win.document.addEventListener('click', (event) => playFrom(event, false), { capture: true, passive: true });
      // configText, restated: config.json's field `a.b`.
      const configured = withConfig(path, (name) =>
        name
          .split('.')
          .reduce<unknown>(
            (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
            config,
          ),
      );
      if (configured === undefined) return;
      // The call made beside config.json counts only when config.json names this origin's API, and
      // the same fields as this build's.
      return (base === '' && beside && besidePath === configured ? beside : ask(`${base}/api${configured}`, token, true)).then(
        (envelope?: { data?: Record<string, unknown> }) => {
          const data = envelope?.data;
          if (!picture || !data) return;
          let raw: unknown;
          const hero = picture === 'trailer' ? (data.trailers as Array<Record<string, unknown>> | undefined)?.[0] : undefined;
          if (picture === 'trailer') raw = hero?.posterUrl;
          else if (picture === 'tournament-banner') raw = (data.tournament as { bannerUrl?: unknown } | undefined)?.bannerUrl;
          else if (picture === 'card') {
            // A genre page: the first game's thumbnail, the grid's first card.
            const games = data.games;
            const first = Array.isArray(games) ? games.find((entry) => entry && typeof entry === 'object') : undefined;
            raw = (first as { thumbnailUrl?: unknown } | undefined)?.thumbnailUrl;
          } else {
            const games = data.games as { bannerUrl?: unknown; thumbnailUrl?: unknown } | unknown[] | undefined;
            const game = (Array.isArray(games) ? games.find((entry) => entry && typeof entry === 'object') : games) as
              { bannerUrl?: unknown; thumbnailUrl?: unknown } | undefined;
            raw = game?.bannerUrl ?? game?.thumbnailUrl;
          }
          // The portal's URL guard (src/domain/url-guard.ts), in short: a path of this origin, or http(s)
          // on this origin or an allowed one, with no credentials and no control characters.
          const guard = (value: unknown, origins: unknown[]): URL | undefined => {
            if (typeof value !== 'string' || value.length > 2048) return undefined;
            const text = value.trim();
            // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
            if (/[\u0000-\u0020\u007f-\u009f\\\u2028\u2029\u00a0\ufeff]/.test(text)) return undefined;
            if (text.startsWith('//') || !(text.startsWith('/') || /^https?:\/\/[^/]/i.test(text))) return undefined;
            let url: URL;
            try {
              url = new URL(text, win.location.origin);
            } catch {
              return undefined;
            }
            if (url.username || url.password || (url.origin !== win.location.origin && !origins.includes(url.origin)))
              return undefined;
            return url;
          };
          const url = guard(raw, allowed);
          if (!url) return;
          // React has taken over the page already: it shows the picture itself.
          if (!win.document.querySelector('#root > .boot-bar')) return;
          const img = win.document.createElement('img');
          img.className = 'boot-picture';
          img.dataset.picture = picture;
          img.alt = '';
          [img.width, img.height] = sizes[picture]!;
          img.fetchPriority = 'high';
          img.decoding = 'async';
          img.onerror = startPortal;
          // Painted is what counts (a largest-contentful-paint entry for this picture); a browser
          // without that entry type starts the portal once the picture has loaded.
          const Observer = win.PerformanceObserver;
          if (Observer?.supportedEntryTypes?.includes('largest-contentful-paint'))
            new Observer((list) => {
              if (list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: unknown }).element === img))
                startPortal();
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          else img.onload = startPortal;
          img.src = url.href;
          if (picture === 'card') {
            // The grid's first cell: a grid of the page's columns around it, so the browser computes
            // the card's width as it will for React's grid, and a thumbnail box around the picture as
            // the card's (bootPictureStyle): the same box, painted the same way, is no larger
            // largest-contentful-paint candidate once React has it.
            const grid = win.document.createElement('div');
            const cell = win.document.createElement('span');
            grid.className = 'boot-grid';
            cell.className = 'boot-thumb';
            cell.appendChild(img);
            grid.appendChild(cell);
            win.document.body.appendChild(grid);
          } else win.document.body.appendChild(img);
          // /home's hero Play control (see above).
          const play = start.play;
          const title = typeof hero?.title === 'string' ? hero.title.trim() : '';
          const game = hero?.gameUniqueName;
          const playPath = play && typeof game === 'string' ? play.path.replace(/:\w+/, () => encodeURIComponent(game)) : '';
          // A name the address would not keep ('.', '..') leads nowhere.
          const address = play && title && game !== '' ? guard(playPath, []) : undefined;
          if (!play || !address || address.pathname !== playPath) return true;
          const locale = localeOf(Object.keys(play.labels));
          const link = win.document.createElement('a');
          link.className = 'boot-play';
          link.href = address.pathname;
          link.setAttribute(
            'aria-label',
            (play.labels[locale] ?? '').replace('{0}', () => title),
          );
          // The play triangle of src/ui/components/icons.tsx.
          const svg = 'http://www.w3.org/2000/svg';
          const icon = win.document.createElementNS(svg, 'svg');
          const shape = win.document.createElementNS(svg, 'path');
          for (const [name, value] of [
            ['width', '18'],
            ['height', '18'],
            ['viewBox', '0 0 24 24'],
            ['fill', 'currentColor'],
            ['stroke', 'currentColor'],
            ['stroke-width', '2'],
            ['stroke-linejoin', 'round'],
            ['aria-hidden', 'true'],
          ])
            icon.setAttribute(name!, value!);
          shape.setAttribute('d', 'M8 5v14l11-7Z');
          icon.appendChild(shape);
          link.appendChild(icon);
          link.onpointerdown = startPortal;
          link.onclick = (event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            img.remove();
            link.remove();
            // The play screen's own first call (the game's details) starts now, beside the portal's
            // code, as it would have on a cold start at that address.
            const next = callFor(address.pathname);
            if (next && !answers[`${base}/api${next[1]}`]) void ask(`${base}/api${next[1]}`, token, true);
            win.history.pushState(null, '', address.pathname);
            win.dispatchEvent(new win.PopStateEvent('popstate'));
            if (started) queued.forEach((task) => task());
            else startPortal();
          };
          win.document.body.appendChild(link);
          return true;
        },
      );
    })
    .catch(() => undefined)
    .then((painting) => {
      if (!painting) startPortal();
    });
}

/** The inline script: the calls as data and the function above, called with the page's window. */
export function bootScript(start: BootStart, calls: EarlyCall[] = EARLY_CALLS): string {
  return `(${bootEarlyCall.toString()})(${JSON.stringify(calls)}, ${JSON.stringify(PICTURE_SIZE)}, ${JSON.stringify(start)}, window);`;
}

/** The message of a Play control's accessible name (game-card.tsx, trailers-row.tsx: t`Play ${…}`). */
const PLAY_MESSAGE = 'Play {0}';

/**
 * The hero Play control's accessible name in each of the portal's languages, as the catalogues
 * translate it (src/ui/i18n/locales/*.po), for the boot script to name the control as React will.
 */
export function playLabels(): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const locale of LOCALES) {
    const lines = readFileSync(new URL(`../src/ui/i18n/locales/${locale}.po`, import.meta.url), 'utf8').split(/\r?\n/);
    const at = lines.indexOf(`msgid ${JSON.stringify(PLAY_MESSAGE)}`);
    const translated = at < 0 ? '' : (lines[at + 1] ?? '');
    const text = translated.startsWith('msgstr "') ? (JSON.parse(translated.slice('msgstr '.length)) as string) : '';
    if (!text.includes('{0}')) throw new Error(`boot-script: the ${locale} catalogue does not translate "${PLAY_MESSAGE}"`);
    labels[locale] = text;
  }
  return labels;
}

/** The boot Play control of this build: the play route and its names from the catalogues. */
export const bootPlay = (): BootPlay => ({ path: PATHS.play, labels: playLabels() });

/**
 * Where React puts each picture, for the boot picture to be painted in the same place at the same
 * size (nothing moves when React takes it over; tests/e2e/early-answer.e2e.ts compares the two at
 * phone and desktop widths). Positioned in the page, below the top bar (56 px); the sidebar
 * (232 px) from 1024 px; the page's content at most 1200 px wide, centred, with 16 px padding.
 */
export function bootPictureStyle(): string {
  const side = (sidebar: number) => `calc(${sidebar}px + max(0px, (100% - ${sidebar}px - 1200px) / 2) + 16px)`;
  const top = (px: number) => `calc(${px}px + env(safe-area-inset-top, 0px))`;
  return `<style>
      .boot-picture { position: absolute; margin: 0; object-fit: cover; aspect-ratio: 12 / 5; height: auto; background: var(--color-surface-2); }
      /* /home: the first trailer poster, below the row's heading. */
      .boot-picture[data-picture='trailer'] { top: ${top(120)}; left: 16px; width: 240px; border-radius: var(--radius-m); }
      /* /tournament: the banner at the top of the details card (its 1 px border and 16 px padding), in the
         tournament page's at most 880 px, centred (tournament.module.css). */
      .boot-picture[data-picture='tournament-banner'] {
        top: ${top(89)}; left: calc(max(0px, (100% - 880px) / 2) + 33px); width: calc(min(100%, 880px) - 66px);
        aspect-ratio: 8 / 3; border-radius: var(--radius-m);
      }
      /* A game page: the banner, full width on a phone, three fifths of the page beside the details from 840 px. */
      .boot-picture[data-picture='banner'] { top: ${top(72)}; left: 16px; width: calc(100% - 32px); border-radius: var(--radius-l); }
      /* A genre page: the grid's first card, below the page's heading (font size, line height 1.25 and
         0.67em margins of every h1), in a grid of the genre grid's columns and gaps (game-grid.module.css). */
      .boot-grid {
        position: absolute; top: calc(${top(72)} + 2.59em); left: 16px; width: calc(100% - 32px);
        font-size: clamp(1.5rem, 1.2rem + 1.5vw, 2.25rem);
        display: grid; grid-template-columns: repeat(auto-fill, minmax(148px, 1fr)); column-gap: 12px;
      }
      /* Contained as the grid's cards are (content-visibility): the browser then measures the clipped
         picture as it will in React's card, and React's is no larger second candidate. */
      .boot-thumb { display: block; min-width: 0; contain: paint; overflow: hidden; aspect-ratio: 4 / 3; border-radius: var(--radius-m); }
      .boot-picture[data-picture='card'] { position: static; width: 100%; height: 100%; }
      /* /home: the hero's Play control over the poster's top-right corner, as the trailer card draws it. */
      .boot-play { position: absolute; top: ${top(120)}; left: calc(16px + 240px - 44px); width: 44px; height: 44px; display: grid; place-items: center; color: var(--color-on-accent); border-radius: 50%; }
      .boot-play::before { content: ''; position: absolute; inset: 5px; border-radius: 50%; background: var(--color-accent); box-shadow: 0 2px 8px rgb(0 0 0 / 0.4); }
      .boot-play svg { position: relative; margin-left: 2px; }
      @media (min-width: 600px) {
        .boot-picture[data-picture='trailer'] { top: ${top(128)}; width: 260px; }
        .boot-play { top: ${top(128)}; left: calc(16px + 260px - 44px); }
      }
      @media (min-width: 840px) { .boot-picture[data-picture='banner'] { left: ${side(0)}; width: calc((min(100%, 1200px) - 56px) * 3 / 5); } }
      @media (min-width: 1024px) {
        .boot-picture[data-picture='trailer'] { left: ${side(232)}; width: 320px; }
        .boot-play { left: calc(${side(232)} + 320px - 44px); }
        .boot-picture[data-picture='banner'] { left: ${side(232)}; width: calc((min(100% - 232px, 1200px) - 56px) * 3 / 5); }
        .boot-picture[data-picture='tournament-banner'] {
          left: calc(232px + max(0px, (100% - 232px - 880px) / 2) + 33px); width: calc(min(100% - 232px, 880px) - 66px);
        }
        .boot-grid { left: ${side(232)}; width: calc(min(100% - 232px, 1200px) - 32px); grid-template-columns: repeat(auto-fill, minmax(184px, 1fr)); }
      }
    </style>\n    `;
}

type BundleFiles = Record<string, { type: string; fileName: string; facadeModuleId?: string | null }> | undefined;

/** A catalogue of each language (`<folder>/<locale>.po`): its file in this build's bundle. */
function catalogueFiles(bundle: BundleFiles, folder: string): Record<string, string> {
  const words: Record<string, string> = {};
  for (const locale of LOCALES) {
    const chunk = Object.values(bundle ?? {}).find(
      (file) => file.type === 'chunk' && file.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${folder}/${locale}.po`),
    );
    if (chunk) words[locale] = `/${chunk.fileName}`;
  }
  return words;
}

/** The shell's catalogue of each language (src/ui/i18n/locales/<locale>.po): its file in this build's bundle. */
export const shellWords = (bundle: BundleFiles) => catalogueFiles(bundle, 'src/ui/i18n/locales');

/** The lazy screens' catalogue of each language (src/ui/i18n/lazy-screen-locales/<locale>.po). */
export const screenWordsFiles = (bundle: BundleFiles) => catalogueFiles(bundle, 'src/ui/i18n/lazy-screen-locales');

/**
 * Writes the boot script and its picture's style into index.html's head, in place of Vite's
 * script tag for the entry (and without the entry's modulepreload): the boot script starts the
 * entry itself, after the page's largest picture. Before the stylesheet, as an inline script after
 * a stylesheet would wait for it. The portal server and the host configuration allow the script by
 * its hash (src/composition/server/security-headers.ts). `configFile` is this build's config.json.
 */
export function bootEarlyAnswer(configFile: string): Plugin {
  return {
    name: 'portal-boot-early-answer',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const tag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!tag) throw new Error('boot-script: no module script in index.html');
        const entry = tag[1]!;
        const config = JSON.parse(readFileSync(configFile, 'utf8')) as { apiBaseUrl?: unknown };
        const configFields = Object.fromEntries(
          configFieldsOf(EARLY_CALLS).flatMap((name) => {
            const value = configText(config, name);
            return value === undefined ? [] : [[name, value]];
          }),
        );
        const start: BootStart = {
          entry,
          sameOriginApi: config.apiBaseUrl === '',
          configFields,
          holdMs: PICTURE_HOLD_MS,
          play: bootPlay(),
          words: shellWords(context?.bundle),
          screenWords: screenWordsFiles(context?.bundle),
        };
        const script = bootPictureStyle() + `<script>${bootScript(start)}</script>\n    `;
        return html
          .replace(tag[0], script)
          .replace(
            new RegExp(`<link rel="modulepreload" crossorigin href="${entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\s*/?>\\s*`),
            '',
          );
      },
    },
  };
}
