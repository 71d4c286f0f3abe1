// The end-to-end tests' server: the real API server (`tsx server/src/main.ts`), with its mail going by SMTP to a
// small sink on loopback instead of nowhere. The sink accepts every message except those to addresses at
// `undeliverable.test`, which it refuses as a real mail server refuses an unknown mailbox (550), so a spec can see
// what the app does when mail cannot be delivered, end to end (issue 15: a failed send leaves the quote unsent).
// Environment: as the server's, plus E2E_SMTP_PORT (default PORT + 1000).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const UNDELIVERABLE_DOMAIN = 'undeliverable.test';

const port = Number(process.env.PORT ?? 3199);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000);

/** One SMTP conversation (RFC 5321's few commands nodemailer uses); every line is answered in order. */
const converse = (socket) => {
  let buffered = '';
  let inData = false;
  const reply = (line) => socket.write(`${line}\r\n`);
  reply('220 bottega-e2e-sink ESMTP');
  socket.on('data', (chunk) => {
    buffered += chunk.toString('utf8');
    for (;;) {
      if (inData) {
        const end = buffered.indexOf('\r\n.\r\n');
        if (end === -1) return;
        buffered = buffered.slice(end + 5);
        inData = false;
        reply('250 2.0.0 Accepted');
        continue;
      }
      const newline = buffered.indexOf('\r\n');
      if (newline === -1) return;
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 2);
      const command = line.slice(0, 4).toUpperCase();
      if (command === 'EHLO') {
        reply('250-bottega-e2e-sink');
        reply('250 8BITMIME');
      } else if (command === 'HELO' || command === 'MAIL' || command === 'RSET' || command === 'NOOP') reply('250 2.0.0 OK');
      else if (command === 'RCPT') reply(line.toLowerCase().includes(`@${UNDELIVERABLE_DOMAIN}>`) ? '550 5.1.1 Mailbox unavailable' : '250 2.1.5 OK');
      else if (command === 'DATA') {
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (command === 'QUIT') {
        reply('221 2.0.0 Bye');
        socket.end();
        return;
      } else reply('502 5.5.2 Command not implemented');
    }
  });
  socket.on('error', () => socket.destroy());
};

const sink = createServer(converse);
sink.listen(smtpPort, '127.0.0.1', () => {
  const server = spawn('npx', ['tsx', 'server/src/main.ts'], {
    env: { ...process.env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
    stdio: 'inherit',
  });
  const stop = (signal) => server.kill(signal);
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  server.on('exit', (code) => {
    sink.close();
    process.exit(code ?? 0);
  });
});
