import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from '../log.ts';
import type { CommandContext, CommandOutput, ExitCode } from './context.ts';

// On PGlite only one process may open the data folder (db/lockfile.ts), and the running server holds it. The
// operator's commands then run inside the server: the CLI connects to a unix socket in DATA_DIR (mode 0600, so
// only the account that runs the server can use it; nothing listens on the network), sends its command line, and
// prints the lines the server sends back. Same commands, same code, whether the server runs or not.

export const SOCKET_NAME = 'admin.sock';
export const socketPath = (dataDir: string): string => path.join(dataDir, SOCKET_NAME);

export type ChannelRequest = { readonly tool: 'tenant' | 'backup' | 'import'; readonly argv: readonly string[] };
type ChannelMessage = { readonly line: string } | { readonly error: string } | { readonly exit: ExitCode };

export type Runner = (request: ChannelRequest, out: CommandOutput) => Promise<ExitCode>;

export type AdminChannel = { close(): Promise<void> };

/** Server side: run each request on the server's own database. One request at a time (they are rare and heavy). */
export function startAdminChannel(dataDir: string, run: Runner, log: Logger): Promise<AdminChannel> {
  const file = socketPath(dataDir);
  // We hold the data folder's lock: a socket file left here is from a server that is gone.
  fs.rmSync(file, { force: true });
  let queue: Promise<unknown> = Promise.resolve();
  const server = net.createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('error', () => undefined);
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      const send = (m: ChannelMessage): void => {
        if (!socket.destroyed) socket.write(JSON.stringify(m) + '\n');
      };
      let request: ChannelRequest;
      try {
        request = JSON.parse(buffer.slice(0, end)) as ChannelRequest;
      } catch {
        send({ error: 'Malformed request.' });
        send({ exit: 2 });
        socket.end();
        return;
      }
      buffer = '';
      log.info(`admin channel: ${request.tool} ${request.argv.join(' ')}`);
      queue = queue.then(async () => {
        const code = await run(request, { line: (line) => send({ line }), error: (error) => send({ error }) }).catch((e: unknown) => {
          send({ error: `Failed: ${e instanceof Error ? e.message : String(e)}` });
          return 1 as const;
        });
        send({ exit: code });
        socket.end();
      });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      fs.chmodSync(file, 0o600);
      resolve({
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            fs.rmSync(file, { force: true });
          }),
      });
    });
  });
}

/** CLI side: the server's answer, line by line, and its exit status; null when no server listens. */
export function askServer(dataDir: string, request: ChannelRequest, out: CommandOutput): Promise<ExitCode | null> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath(dataDir));
    let buffer = '';
    let exit: ExitCode | null = null;
    let connected = false;
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
      socket.write(JSON.stringify(request) + '\n');
    });
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n')) >= 0) {
        const m = JSON.parse(buffer.slice(0, end)) as ChannelMessage;
        buffer = buffer.slice(end + 1);
        if ('line' in m) out.line(m.line);
        else if ('error' in m) out.error(m.error);
        else exit = m.exit;
      }
    });
    socket.on('error', () => resolve(connected ? 1 : null));
    socket.on('close', () => resolve(connected ? (exit ?? 1) : null));
  });
}

/** The context maker the server gives the channel (main.ts). */
export type ContextFor = (out: CommandOutput) => CommandContext;
