import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './adapters/config/load-config';
import { createContainerInSteps } from './composition/container';
import { RestoreSession } from './application/use-cases/session/restore-session';
import { ReportError } from './application/use-cases/diagnostics/report-error';
import { installErrorCapture } from './adapters/browser/error-capture';
import { AppRoot } from './ui/app-root';
import { preloadScreen, screenReady } from './ui/routes';
import { startFirstData } from './ui/first-data';
import './ui/styles/global.css';

const SCREEN_WAIT_MS = 3000;

/** The browser's composition root: configuration, container, router, then React. */
async function start(): Promise<void> {
  // The screen's code downloads while the configuration is fetched.
  preloadScreen(window.location.pathname);
  const config = await loadConfig();
  const { resolver, navigation, features } = await createContainerInSteps({
    config,
    storage: browserStorage(),
    location: window.location,
    fetch: window.fetch.bind(window),
    newId: () => crypto.randomUUID(),
    random: Math.random,
    agentDetails: navigator.userAgent,
    origin: window.location.origin,
  }, nextTask);
  resolver.get(RestoreSession).execute();
  startFirstData(window.location.pathname, resolver);
  // The page's first call is out; the rest of the start-up runs in a task of its own (TBT).
  await nextTask();
  // Spec §7 Diagnostics: console errors, warnings, unhandled errors and rejections go to the error log;
  // what a previous visit could not deliver goes out now (spec §4).
  const reportError = resolver.get(ReportError);
  installErrorCapture(window, (entry) => void reportError.execute(entry));
  void reportError.sendPending();
  document.title = config.productName;
  // The first screen's code is on its way (preloadScreen above); React renders once it is here,
  // or after SCREEN_WAIT_MS on a very slow line (then the screen's placeholder shows meanwhile).
  await Promise.race([screenReady(window.location.pathname, features), new Promise((resolve) => setTimeout(resolve, SCREEN_WAIT_MS))]);
  const onRouter = (router: Parameters<typeof navigation.attach>[0]) => navigation.attach(router);
  // A transition lets React render the first screen in short slices, yielding to the browser
  // between them, instead of one long task on a slow phone (issue 7: Total Blocking Time).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<AppRoot resolver={resolver} features={features} onRouter={onRouter} />));
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
