// Inlined at the end of a prerendered page (scripts/prerender.ts), whose content shows before any of
// the app's code has run; the code makes it work. It is asked for once the page has painted, so on a
// slow connection it does not take the bandwidth the first paint needs. The build lists the app's
// module scripts in data-modules: the entry first, then what it imports (preloaded, so they are not
// found one by one).
(function () {
  var modules = (document.currentScript.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    modules.slice(1).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = modules[0];
    document.head.appendChild(entry);
  }
  // After the next frame; a hidden tab draws no frames, so a timer starts it there.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
