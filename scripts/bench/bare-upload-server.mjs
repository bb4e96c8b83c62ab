// What the bare upload servers of `npm run bench:auth` (the floors) share: a node:http server that hands each request
// to `store` and answers 201 with what it resolves (as JSON) once it has, or 500 with its error; on a free loopback
// port, told to the parent over fork's channel; stopping on SIGTERM or when the parent goes.
import http from 'node:http';

/** `store(req)`: streams the request's body somewhere and resolves once it is stored. */
export function serveUploads(store) {
  const server = http.createServer((req, res) => {
    store(req).then(
      (answer) => {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      },
      (err) => {
        res.writeHead(500);
        res.end(String(err));
      },
    );
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
}
