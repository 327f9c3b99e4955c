// A local stand-in for every third-party service the shops can load (tag manager, retargeting,
// recommendations, affiliate, bot protection): the theme servers' and the API's *_ORIGIN
// variables point here in the e2e run. It answers what each service's scripts and endpoints
// would, and records every request so a spec can assert what the shopper's browser (or the API)
// sent. No request of the run leaves this machine.
//   GET /__received                the recorded requests (JSON)
//   DELETE /__received             forgets them
// It also answers on GA_PORT (PORT + 1), another origin: Google Analytics' collection host, which
// the theme servers' GA_ORIGIN points at, so the hits of the container's GA4 tag cross the page's
// Content-Security-Policy as the real ones do (each request records the port it came to).
import http from 'node:http';

const port = Number(process.env.PORT ?? 4150);
const gaPort = Number(process.env.GA_PORT ?? port + 1);
const gaOrigin = `http://127.0.0.1:${gaPort}`;
/**
 * @typedef {{ method: string; path: string; id: string | null; query: Record<string, string>;
 *   body: string; at: number; port: number }} Received
 * @typedef {(request: Received) => { status?: number; type: string; body: string }} Handler
 */
/** @type {Received[]} */
let received = [];

const script = (/** @type {string} */ body) => ({ type: 'text/javascript', body });

/** What each service answers, by method and path. */
/** @type {Record<string, Handler>} */
const HANDLERS = {
  // Google Tag Manager: a container with a GA4 tag and a custom HTML tag. What it does first is
  // mark itself loaded in the data layer; then it works off the data layer (what is there and
  // every later push, as GTM takes over push). On `purchase` the GA4 tag sends its hit from the
  // page to the collection host (POST /g/collect?v=2&tid=...&en=purchase&ep.transaction_id=...
  // &epn.value=...&cu=..., as gtag.js does), and the custom HTML tag adds an inline script that
  // runs only by the nonce the container passes on, as GTM does: it pushes
  // {event:'custom_html', transaction_id} back. Either one blocked by the CSP is reported as a
  // securitypolicyviolation and leaves its trace out.
  'GET /gtm.js': (request) =>
    script(
      '(function(){var nonce=document.currentScript&&document.currentScript.nonce;' +
        `var collect=${JSON.stringify(`${gaOrigin}/g/collect`)},tid="G-"+${JSON.stringify(request.id ?? '')}.replace(/^GTM-/,"");` +
        'function purchase(e){var c=e.ecommerce||{};' +
        'var q=new URLSearchParams({v:"2",tid:tid,en:"purchase","ep.transaction_id":String(c.transaction_id),' +
        '"epn.value":String(c.value),cu:String(c.currency)});' +
        'fetch(collect+"?"+q,{method:"POST",mode:"no-cors",keepalive:true});' +
        'var s=document.createElement("script");if(nonce)s.setAttribute("nonce",nonce);' +
        's.text="window.dataLayer.push({event:\'custom_html\',transaction_id:"+JSON.stringify(String(c.transaction_id))+"})";' +
        'document.head.appendChild(s)}' +
        'function take(e){if(e&&e.event==="purchase")purchase(e)}' +
        'var layer=window.dataLayer=window.dataLayer||[],push=layer.push;' +
        'layer.push=function(){var n=push.apply(layer,arguments);' +
        'for(var i=0;i<arguments.length;i++)take(arguments[i]);return n};' +
        'for(var i=0;i<layer.length;i++)take(layer[i]);' +
        "layer.push({event:'gtm.load'})})();",
    ),
  // Google Analytics 4's collection endpoint (on GA_PORT).
  'POST /g/collect': () => ({ status: 204, type: 'text/plain', body: '' }),
  'GET /ns.html': () => ({ type: 'text/html', body: '<!doctype html><title>tag manager</title>' }),
  // Criteo OneTag: the loader takes over window.criteo_q as Criteo's does and sends each event
  // (not the setAccount/setSiteType around it) as a beacon: /event?a=ACCOUNT&t=SITE_TYPE&e=NAME
  // &p=the event as JSON.
  'GET /js/ld/ld.js': () =>
    script(
      '(function(){var src=new URL(document.currentScript.src),a="",t="";' +
        'function take(e){if(!e)return;if(e.event==="setAccount"){a=String(e.account);return}' +
        'if(e.event==="setSiteType"){t=e.type;return}' +
        'fetch(src.origin+"/event?"+new URLSearchParams({a:a,t:t,e:e.event,p:JSON.stringify(e)}),' +
        '{mode:"no-cors",keepalive:true})}' +
        'var queued=window.criteo_q||[];window.criteo_q={push:function(){' +
        'for(var i=0;i<arguments.length;i++)take(arguments[i]);return 0}};' +
        'for(var i=0;i<queued.length;i++)take(queued[i])})();',
    ),
  'GET /event': () => ({ status: 204, type: 'image/gif', body: '' }),
  // ValueCommerce: the landing script (nothing to do here) and the conversion beacon.
  'GET /vclp.js': () => script('window.vcLanding=true;'),
  'GET /vccv': () => ({ status: 204, type: 'image/gif', body: '' }),
  // NaviPlus: views are recorded; /recommend answers the products viewed before on the same
  // site (latest first, not the one asked about), as a "viewed together" recommender would. A
  // site id starting with E2E-DOWN fails (a spec checks the page's fallback that way).
  'GET /view': () => ({ status: 204, type: 'image/gif', body: '' }),
  'GET /recommend': (request) => {
    if (request.query.site?.startsWith('E2E-DOWN'))
      return { status: 503, type: 'application/json', body: '{"error":"unavailable"}' };
    const ids = [];
    for (const seen of [...received].reverse()) {
      const id = seen.query.item;
      if (seen.path !== '/view' || seen.query.site !== request.query.site) continue;
      if (id && id !== request.query.item && !ids.includes(id)) ids.push(id);
    }
    const limit = Number(request.query.limit ?? 8);
    const items = ids.slice(0, limit).map((id) => ({ id }));
    return { type: 'application/json', body: JSON.stringify({ items }) };
  },
  // Bot protection. The scripts hand out tokens `fake:<action>:<score>`: the score is 0.9 unless
  // the page set window.fakeCaptchaScore (a spec plays a bot that way); the verify endpoints
  // read the token back and answer as the real ones do (reCAPTCHA: success, score, action;
  // Turnstile: success and action, a pass when the score is 0.5 or more).
  'GET /recaptcha/api.js': () =>
    script(
      'window.grecaptcha={ready:function(f){setTimeout(f,0)},execute:function(key,o){' +
        "return Promise.resolve('fake:'+o.action+':'+(window.fakeCaptchaScore==null?0.9:window.fakeCaptchaScore))}};",
    ),
  'POST /recaptcha/api/siteverify': (request) => {
    const [, action, score] = (new URLSearchParams(request.body).get('response') ?? '').split(':');
    const valid = action !== undefined && score !== undefined;
    return {
      type: 'application/json',
      body: JSON.stringify(
        valid
          ? { success: true, score: Number(score), action, hostname: '127.0.0.1' }
          : { success: false, 'error-codes': ['invalid-input-response'] },
      ),
    };
  },
  'GET /turnstile/v0/api.js': () =>
    script(
      'window.turnstile={widgets:{},render:function(el,o){var id="w"+Object.keys(this.widgets).length;' +
        'this.widgets[id]=o;el.setAttribute("data-fake-turnstile",o.sitekey);return id},' +
        'execute:function(id){var o=this.widgets[id];setTimeout(function(){o.callback("fake:"+o.action+":"+' +
        '(window.fakeCaptchaScore==null?0.9:window.fakeCaptchaScore))},0)},reset:function(){},' +
        'remove:function(id){delete this.widgets[id]}};',
    ),
  'POST /turnstile/v0/siteverify': (request) => {
    const [, action, score] = (new URLSearchParams(request.body).get('response') ?? '').split(':');
    const pass = action !== undefined && Number(score) >= 0.5;
    return {
      type: 'application/json',
      body: JSON.stringify(
        pass
          ? { success: true, action }
          : { success: false, 'error-codes': ['invalid-input-response'] },
      ),
    };
  },
};

/** @type {http.RequestListener} */
const listener = (req, res) => {
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
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    /** @type {Received} */
    const request = {
      method: req.method ?? 'GET',
      path: url.pathname,
      id: url.searchParams.get('id'),
      query: Object.fromEntries(url.searchParams),
      body: Buffer.concat(chunks).toString('utf8'),
      at: Date.now(),
      port: req.socket.localPort ?? port,
    };
    received.push(request);
    const handler = HANDLERS[`${request.method} ${request.path}`];
    if (!handler) {
      res.writeHead(404, { 'access-control-allow-origin': '*' });
      res.end();
      return;
    }
    const answer = handler(request);
    res.writeHead(answer.status ?? 200, {
      'content-type': answer.type,
      'cache-control': 'no-store',
      // Beacons and API calls come from the shops' pages (other origins).
      'access-control-allow-origin': '*',
    });
    res.end(answer.body);
  });
};

http.createServer(listener).listen(port, '127.0.0.1');
http.createServer(listener).listen(gaPort, '127.0.0.1');
