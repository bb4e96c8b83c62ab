// The inline script vite-session-preload.ts writes into index.html (its own module: the client's tests run it).

/**
 * The session script. With a session (its readable claims cookie; the token itself is HttpOnly and the browser
 * sends it), on a landing page: its first queries sent with the session's cookie and CSRF header, their answers
 * kept in window.portalEarlyRequests for the client's earlyAnswerLink (src/api/early-answers.ts) to take instead
 * of asking again, then a modulepreload for each of its chunks. The order is the order of need: over HTTP/1.1 a
 * page has six connections, and what is asked for first is sent first. The queries (small, but the server's time)
 * go first, then the entry and React (`files` starts with them: nothing runs before they are in, and the loader at
 * the end of the body would ask for them only after every preload here), then the page's chunks, largest first.
 */
export function sessionScript(pages: Record<string, { files: string[]; queries: { name: string; query: string; claims: string[] }[] }>): string {
  return `(function () {
  var cookie = /(?:^|;\\s*)session_claims=([^;]*)/.exec(document.cookie);
  var csrf = /(?:^|;\\s*)csrf=([^;]*)/.exec(document.cookie);
  var page = cookie && ${JSON.stringify(pages)}[location.pathname.replace(/\\/+$/, '')];
  if (!page) return;
  var session = decodeURIComponent(cookie[1]);
  var claims;
  try {
    claims = JSON.parse(atob(session.replace(/-/g, '+').replace(/_/g, '/')));
  } catch (error) {
    claims = null;
  }
  var early = (window.portalEarlyRequests = []);
  if (claims) page.queries.forEach(function (q) {
    var variables = {};
    for (var i = 0; i < q.claims.length; i++) {
      var value = claims[q.claims[i]];
      if (value == null || value === '') return;
      variables[q.claims[i]] = String(value);
    }
    early.push({
      operationName: q.name,
      variables: JSON.stringify(variables),
      query: q.query,
      session: session,
      sentAt: performance.now(),
      answer: fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json,application/json;q=0.9',
          'apollo-require-preflight': 'true',
          'x-csrf-token': csrf ? decodeURIComponent(csrf[1]) : ''
        },
        body: JSON.stringify({ operationName: q.name, variables: variables, query: q.query })
      })
        .then(function (response) {
          return response.ok ? response.json() : null;
        })
        .catch(function () {
          return null;
        })
    });
  });
  page.files.forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
})();`;
}
