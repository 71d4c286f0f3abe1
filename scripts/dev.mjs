// `npm run dev`: Vite with hot reload, /api proxied (vite.config.ts) to the reference server started here,
// or to any server implementing the contract when API_PROXY_TARGET is set (then no local server is started).
import { spawn } from 'node:child_process';

const children = [];
const run = (command, args, env) => {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  return child;
};

const apiPort = process.env.API_PORT ?? '3000';
if (!process.env.API_PROXY_TARGET) {
  // The dev server serves the app itself, so the API server need not build or serve the bundle.
  run('npx', ['tsx', 'server/src/main.ts'], { PORT: apiPort, SKIP_CLIENT_BUILD: '1' });
}
run('npx', ['vite'], { API_PORT: apiPort });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
