// Registers Roque's service worker (sw.js, next to index.html) and, when a new
// version of the app has been installed behind the open page, offers a reload
// in a small banner. Nothing reloads by itself: a game in progress stays
// untouched until the player chooses to reload.
//
// A plain script (no module, no inline code: the page's Content-Security-Policy
// allows only files and hashed inline scripts), loaded with `defer`.
(() => {
  'use strict';

  // A service worker needs a secure context (https, or http on localhost) and
  // cannot serve file:// pages: there the app runs from its files as they are.
  if (!('serviceWorker' in navigator) || !window.isSecureContext || location.protocol === 'file:') return;

  // An embedded board (index.html?embed, in a tutorial page's iframe) leaves
  // the worker and its update banner to the app itself.
  if (new URLSearchParams(location.search).has('embed')) return;

  // Relative to the page, so the app works from any sub-path (/roque/...).
  const workerUrl = new URL('sw.js', document.baseURI);

  // The build's post_build hook marks development builds (`make serve`) with
  // this meta: no worker there, and a worker left by an earlier build is
  // removed, so that every rebuild shows at once.
  const switchMeta = document.querySelector('meta[name="roque-service-worker"]');
  if (switchMeta && switchMeta.content === 'off') {
    navigator.serviceWorker
      .getRegistration(workerUrl.href)
      .then((registration) => registration && registration.unregister())
      .catch(() => {});
    return;
  }

  const WORDS = {
    fr: {
      label: 'Mise à jour',
      text: 'Une nouvelle version de Roque est prête.',
      reload: 'Recharger',
      later: 'Plus tard',
    },
    en: {
      label: 'Update',
      text: 'A new version of Roque is ready.',
      reload: 'Reload',
      later: 'Later',
    },
  };

  // The app sets <html lang> to the interface's language.
  const words = () => ((document.documentElement.lang || '').startsWith('en') ? WORDS.en : WORDS.fr);

  let banner = null;
  let reloadAccepted = false;

  /**
   * Shows the banner offering to switch to the `waiting` worker, or, when the
   * switch already happened (accepted in another tab), simply to reload.
   */
  function offerReload(waiting) {
    if (banner) return;
    const w = words();
    banner = document.createElement('aside');
    banner.className = 'update-banner';
    banner.setAttribute('aria-label', w.label);
    banner.setAttribute('aria-live', 'polite');
    banner.dataset.update = 'ready';

    const text = document.createElement('span');
    text.textContent = w.text;
    const reload = document.createElement('button');
    reload.type = 'button';
    reload.className = 'button primary update-reload';
    reload.textContent = w.reload;
    const later = document.createElement('button');
    later.type = 'button';
    later.className = 'button ghost update-later';
    later.textContent = w.later;

    reload.addEventListener('click', () => {
      reloadAccepted = true;
      reload.disabled = true;
      // Still waiting: it takes over, and `controllerchange` reloads. Already
      // active (accepted in another tab): nothing to wait for.
      if (waiting && waiting.state === 'installed') waiting.postMessage('skip-waiting');
      else location.reload();
    });
    later.addEventListener('click', () => {
      banner.remove();
      banner = null;
    });

    banner.append(text, reload, later);
    document.body.append(banner);
  }

  /** Offers the reload once `worker` has installed, if a page is already served by an older one. */
  function watch(worker) {
    const check = () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offerReload(worker);
    };
    check();
    worker.addEventListener('statechange', check);
  }

  // Whether this page was served by a worker (then a new controller is a new version).
  const hadController = navigator.serviceWorker.controller !== null;

  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // Only a reload the player asked for reloads.
    if (reloadAccepted) location.reload();
    // The player accepted the new version in another tab: this page still runs
    // the old one, whose files are gone from the cache (the engine's worker
    // would now start from the new version's files). Offer the reload here too.
    // (On a first visit, the new worker claiming the page changes nothing.)
    else if (hadController) offerReload(null);
  });

  async function register() {
    try {
      const registration = await navigator.serviceWorker.register(workerUrl.href, { scope: new URL('./', workerUrl).href });
      if (registration.waiting) watch(registration.waiting);
      if (registration.installing) watch(registration.installing);
      registration.addEventListener('updatefound', () => {
        if (registration.installing) watch(registration.installing);
      });
      // A page left open for days still learns of a new version when the
      // player comes back to it.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') registration.update().catch(() => {});
      });
    } catch (error) {
      // No worker (private mode, storage refused...): the app works online
      // as before. Not an error worth alarming anyone.
      console.warn('Roque: service worker not registered:', error);
    }
  }

  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
})();
