// Paints the saved or system theme before the app loads, so there is no flash of the wrong one, and
// tells a prerendered visitor page whether a member is looking.
// index.html loads it as a classic script in <head>, which runs before the first paint; the build
// inlines it there (scripts/prerender.ts) and the server's policy allows it by its hash.
// It decides as src/shared/theme/theme-mode.ts does (SPEC §4): the saved choice, else the system's
// stated colour scheme, else dark. theme-init-parity.test.ts holds the two to the same answers.
(function () {
  var saved = null;
  try {
    saved = window.localStorage.getItem('theme');
  } catch {
    // Storage can be blocked; the system preference decides then.
  }
  var prefers = function (scheme) {
    return Boolean(window.matchMedia) && window.matchMedia('(prefers-color-scheme: ' + scheme + ')').matches;
  };
  // A system that states no preference matches neither query: dark then, as when matchMedia is missing.
  var mode = saved === 'light' || saved === 'dark' ? saved : prefers('light') ? 'light' : 'dark';
  document.documentElement.classList.add(mode);

  // A page prerendered for visitors (scripts/prerender.ts) is not what a member will see: the app sends
  // her home, or draws her own header. With a session stored (supabase-js's key, whose name holds the
  // API's host) the splash shows instead, until the app has drawn her page (styles.css); /route-preload.js
  // reads the same mark.
  var sessionStored = false;
  try {
    for (var i = 0; i < window.localStorage.length; i++) {
      if (/^sb-.+-auth-token$/.test(window.localStorage.key(i) || '')) sessionStored = true;
    }
  } catch {
    // Blocked storage holds no session.
  }
  if (sessionStored) document.documentElement.classList.add('session-stored');

  // Such a page leaves out the scripts only a member's load uses (her first reads, the preload of her
  // page's code) and names them here, to be added when a session is stored.
  var script = document.currentScript;
  var memberScripts = (script && script.getAttribute('data-member-scripts')) || '';
  if (sessionStored && memberScripts) {
    memberScripts.split(' ').forEach(function (src) {
      var tag = document.createElement('script');
      tag.src = src;
      document.head.appendChild(tag);
    });
  }
})();
