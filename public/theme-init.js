// Paints the saved or system theme before the app loads, so there is no flash of the wrong one.
// index.html loads it as a classic script in <head>, which runs before the first paint; it lives in a
// file of its own so that the content security policy allows no inline script.
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
})();
