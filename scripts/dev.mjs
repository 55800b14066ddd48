// `npm run dev`: the API with reload on change (tsx watch) and Vite with hot reload, side by side.
// Vite proxies /api to the server, so open the Vite address it prints.
import { spawn } from 'node:child_process';

// The server's output goes through a pipe (prefixed below), so it cannot see the terminal itself:
// readable log lines (LOG_FORMAT=pretty) when this script's own output is a terminal.
const env = {
  ...process.env,
  LOG_FORMAT: process.env.LOG_FORMAT || (process.stdout.isTTY ? 'pretty' : 'auto'),
};

const procs = [
  ['server', ['run', 'dev', '-w', '@school/server']],
  ['web', ['run', 'dev', '-w', '@school/web']],
].map(([name, args]) => {
  const p = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${name}] ${l}`)
      .join('\n') + '\n';
  p.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  p.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  p.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    stop();
  });
  return p;
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  for (const p of procs) p.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
