// `npm run dev`: the API with reload on change (tsx watch, port API_PORT) and Vite with hot
// module reload on port 5000, proxying /api to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '5001';
const env = { ...process.env, API_PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5000' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit', env: { ...env, PORT: apiPort } }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
