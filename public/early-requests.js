// A member page's first reads, sent before the app arrives: src/shared/supabase/early-requests.ts.
// Most loads download this file, so its reasons are told there.
(function () {
  if (window.ascendEarlyResponses) return;
  var NOTES = 'ascend-early-requests';
  var FRESH_FOR_MS = 120000;
  var session = null;
  var pages;
  try {
    for (var i = 0; i < localStorage.length; i++) {
      var key = localStorage.key(i) || '';
      if (/^sb-.+-auth-token$/.test(key)) session = JSON.parse(localStorage.getItem(key) || 'null');
    }
    pages = JSON.parse(localStorage.getItem(NOTES) || 'null');
  } catch {
    return;
  }
  var page = pages && pages[location.pathname];
  if (!session || !page || typeof session.access_token !== 'string' || !Array.isArray(page.requests)) return;
  var claims;
  try {
    claims = JSON.parse(atob(session.access_token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return;
  }
  if (!claims || claims.sub !== page.user || !(claims.exp * 1000 - Date.now() > FRESH_FOR_MS)) return;
  var authorization = 'Bearer ' + session.access_token;
  window.ascendEarlyResponses = page.requests.map(function (request) {
    var headers = Object.assign({}, request.headers, { authorization: authorization });
    var response = fetch(request.url, { method: request.method, headers: headers, body: request.body });
    response.catch(function () {});
    return {
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: request.body || '',
      authorization: authorization,
      response: response,
    };
  });
})();
