// A local stand-in for the tag manager (GTM_ORIGIN of the theme servers in the e2e run): it
// answers the container script and the noscript frame, and records every request so a spec can
// assert what the shopper's browser asked for. No request of the run leaves this machine.
//   GET /gtm.js?id=…, GET /ns.html?id=…   answered and recorded
//   GET /__received                          the recorded requests (JSON)
//   DELETE /__received                       forgets them
import http from 'node:http';

const port = Number(process.env.PORT ?? 4150);
/** @type {{ path: string; id: string | null; at: number }[]} */
let received = [];

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname === '/__received') {
      if (req.method === 'DELETE') received = [];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(received));
      return;
    }
    if (url.pathname === '/healthz') {
      res.end('ok');
      return;
    }
    received.push({ path: url.pathname, id: url.searchParams.get('id'), at: Date.now() });
    if (url.pathname === '/gtm.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      // What a container does first: mark itself loaded in the data layer.
      res.end("window.dataLayer=window.dataLayer||[];window.dataLayer.push({event:'gtm.load'});");
      return;
    }
    if (url.pathname === '/ns.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>tag manager</title>');
      return;
    }
    res.writeHead(404);
    res.end();
  })
  .listen(port, '127.0.0.1');
