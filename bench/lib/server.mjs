// Starts the built app (api/dist/main.js) as a child process on 127.0.0.1 and waits until it answers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// BENCH_APP_MAIN: another build's entry point, for an A/B run on one machine (e.g. a copy of api/dist beside it).
export async function startApp({ databaseUrl, port, env = {}, nodeArgs = [], main = process.env.BENCH_APP_MAIN ?? path.join(root, 'api/dist/main.js') }) {
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test', SEED_DEMO: 'true', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < Number(process.env.BENCH_START_SECONDS ?? 20) * 10; i++) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child, stop: () => stopChild(child) };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('app did not start');
}

export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

export async function signIn(base, email, password = 'waypost-demo') {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers.get('set-cookie').split(';')[0];
}

export const shipmentPayload = (i = 0) => ({
  fromAddress: { name: 'Bench Shipper', address: 'Friedrichstr. 1', city: 'Berlin', country: 'Germany', postalCode: '10117' },
  toAddress: { name: 'Bench Receiver', address: '5th Ave 1', city: 'New York', country: 'United States', postalCode: '10001' },
  itemDetails: { description: `Bench parcel ${i}`, weight: 1.5, value: 120, dimensions: { length: 30, width: 20, height: 15 } },
  status: 'pending',
});
