// Paints the saved or system theme before the app loads, so there is no flash of the wrong one.
// index.html loads it as a classic script in <head>, which runs before the first paint; it lives in a
// file of its own so that the content security policy allows no inline script.
(function () {
  var saved = null;
  try {
    saved = window.localStorage.getItem('theme');
  } catch {
    // Storage can be blocked; the system preference decides then.
  }
  var mode = saved === 'light' || saved === 'dark' ? saved
    : window.matchMedia ? (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : 'dark';
  document.documentElement.classList.add(mode);
})();
