// Inlined at the end of a prerendered page (scripts/prerender.ts), whose content shows before any of
// the app's code has run; the code makes it work. It is asked for once the page has painted, so on a
// slow connection it does not take the bandwidth the first paint needs. The build lists the app's
// module scripts in data-modules: the entry first, then what it imports (preloaded, so they are not
// found one by one).
(function () {
  var modules = (document.currentScript.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  // Each preload costs the main thread a few milliseconds on a phone, and a page asks for about fifty:
  // a few at a time, one batch per task, so no task is long enough to hold up a tap.
  var PRELOADS_PER_TASK = 8;
  var started = false;
  function append(element, href) {
    element.crossOrigin = '';
    if (element.tagName === 'SCRIPT') element.src = href;
    else element.href = href;
    document.head.appendChild(element);
  }
  function preload(from) {
    modules.slice(from, from + PRELOADS_PER_TASK).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      append(link, href);
    });
    if (from + PRELOADS_PER_TASK < modules.length) setTimeout(preload, 0, from + PRELOADS_PER_TASK);
  }
  function start() {
    if (started) return;
    started = true;
    var entry = document.createElement('script');
    entry.type = 'module';
    append(entry, modules[0]);
    preload(1);
  }
  // After the next frame; a hidden tab draws no frames, so a timer starts it there.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
