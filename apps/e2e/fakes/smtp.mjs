// The e2e run's mail server: a real SMTP server (nodemailer's smtp-server) the run's API sends
// to (SMTP_URL), with an HTTP side for the specs to read what arrived and to take SMTP down
// and bring it back, as an outage would.
//   GET /messages       every message accepted, oldest first (JSON: message_id, to, subject, text, html)
//   POST /down          stops accepting: the SMTP port refuses connections
//   POST /up            accepts again
//   GET /healthz
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SMTP_PORT ?? 4160);
const httpPort = Number(process.env.PORT ?? 4161);

/** @type {{ message_id: string | undefined; to: string[]; subject: string | undefined; text: string | undefined; html: string | false; at: number }[]} */
const messages = [];

/** @type {SMTPServer | null} */
let smtp = null;

function listen() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            message_id: mail.messageId,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            at: Date.now(),
          });
          callback();
        })
        .catch(callback);
    },
  });
  return new Promise((resolve) => server.listen(smtpPort, '127.0.0.1', () => resolve(server)));
}

/** @param {SMTPServer} server */
const close = (server) => new Promise((resolve) => server.close(() => resolve(undefined)));

smtp = await listen();

http
  .createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${httpPort}`);
    const route = `${req.method} ${url.pathname}`;
    if (route === 'POST /down' && smtp) {
      const server = smtp;
      smtp = null;
      await close(server);
    } else if (route === 'POST /up' && !smtp) {
      smtp = await listen();
    } else if (route === 'GET /healthz') {
      res.end('ok');
      return;
    } else if (route !== 'GET /messages' && route !== 'POST /down' && route !== 'POST /up') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(route === 'GET /messages' ? messages : { accepting: smtp !== null }));
  })
  .listen(httpPort, '127.0.0.1');
