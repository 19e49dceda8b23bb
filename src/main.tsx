import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './adapters/config/load-config';
import { createContainerInSteps, type Composition } from './composition/container';
import { runPhase } from './composition/start-up-phases';
import { RestoreSession } from './application/use-cases/session/restore-session';
import { RestoreLocale } from './application/use-cases/locale/restore-locale';
import { activateLocale } from './ui/i18n/catalogue';
import { ReportError } from './application/use-cases/diagnostics/report-error';
import { installErrorCapture } from './adapters/browser/error-capture';
import { AppRoot } from './ui/app-root';
import type { RouterHandle } from './ui/router-bridge';
import { preloadScreen, screenReady } from './ui/routes';
import { startFirstData } from './ui/first-data';
import { LoadSavedGames } from './application/use-cases/offline/load-saved-games';
import { adoptEarlyAnswers, EARLY_ANSWERS_GLOBAL, type EarlyAnswers } from './adapters/http/early-answer';
import { releaseBootPicture } from './ui/hooks/use-boot-picture';
import './ui/styles/global.css';

/** How long the first render waits for the first screen's code on a very slow line. */
const SCREEN_WAIT_MS = 3000;

/**
 * The browser's composition root: the portal starts in named phases, each marked in the
 * performance timeline as `portal:<phase>` (src/composition/start-up-phases.ts).
 */
async function start(): Promise<void> {
  const pathname = window.location.pathname;
  // The calls index.html's boot script started: config.json is answered from there, once, and the
  // page's first API call is the first attempt of the HTTP client's (decision 0053).
  const fetch = window.fetch.bind(window);
  const earlyAnswers = (window as { [EARLY_ANSWERS_GLOBAL]?: EarlyAnswers })[EARLY_ANSWERS_GLOBAL];
  const config = await runPhase('configuration', () => {
    // The screen's code downloads while the configuration is fetched.
    preloadScreen(pathname);
    return loadConfig(adoptEarlyAnswers(fetch, earlyAnswers));
  });
  const app = await runPhase('container', () =>
    createContainerInSteps(
      {
        config,
        storage: browserStorage(),
        location: window.location,
        fetch,
        earlyAnswers,
        newId: () => crypto.randomUUID(),
        random: Math.random,
        agentDetails: navigator.userAgent,
        origin: window.location.origin,
      },
      nextTask,
    ),
  );
  // Only the active language's catalogue is downloaded; it travels while the first data is fetched.
  const catalogue = activateLocale(app.resolver.get(RestoreLocale).execute(navigator.languages));
  await nextTask();
  await runPhase('first data', () => {
    app.resolver.get(RestoreSession).execute();
    startFirstData(pathname, app.resolver);
    // The bundled games' download sizes (one small file): every card shows one, so when they
    // arrive after the first render, every card renders again. Asked for now, they are usually
    // here first; the cards show without them until then.
    void app.resolver.get(LoadSavedGames).loadSizes();
  });
  // The page's first call is out; the rest runs in tasks of their own, so no one task blocks input.
  await nextTask();
  await runPhase('diagnostics', () => {
    // Spec §7 Diagnostics: console errors, warnings, unhandled errors and rejections go to the error
    // log; what a previous visit could not deliver goes out now (spec §4).
    const reportError = app.resolver.get(ReportError);
    installErrorCapture(window, (entry) => void reportError.execute(entry));
    void reportError.sendPending();
  });
  // React renders once the first screen's code is here, so the screen shows without a placeholder;
  // on a very slow line it renders after SCREEN_WAIT_MS, and the placeholder shows meanwhile.
  // The catalogue is always waited for: without it a screen would have no words.
  await runPhase('first screen', () =>
    Promise.all([
      catalogue,
      Promise.race([screenReady(pathname, app.features), new Promise((resolve) => setTimeout(resolve, SCREEN_WAIT_MS))]),
    ]),
  );
  await runPhase('render', () => {
    document.title = config.productName;
    return render(app);
  });
  releaseBootPicture();
}

/**
 * Renders the portal, and resolves once React has committed the first screen (the router is handed
 * over then). A transition lets React render it in short slices, yielding to the browser between
 * them, instead of one long task on a slow phone.
 */
function render({ resolver, features, navigation }: Composition): Promise<void> {
  return new Promise((committed) => {
    const onRouter = (router: RouterHandle) => {
      navigation.attach(router);
      committed();
    };
    const root = createRoot(document.getElementById('root')!);
    startTransition(() => root.render(<AppRoot resolver={resolver} features={features} onRouter={onRouter} />));
  });
}

/** Lets the browser run what is waiting (input, paint) before start-up goes on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** localStorage, unless the browser forbids it (then the session lasts for this tab only). */
function browserStorage(): Storage {
  try {
    window.localStorage.setItem('__probe', '1');
    window.localStorage.removeItem('__probe');
    return window.localStorage;
  } catch {
    return window.sessionStorage;
  }
}

void start();
