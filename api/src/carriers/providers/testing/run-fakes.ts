import { startFakeFleet } from './fake-fleet';

// ── Runs the six provider fakes as one process (end-to-end runs, the kill -9 test, trying it by hand) ──
// Usage: node api/dist/carriers/providers/testing/run-fakes.js [basePort=4700]
// Prints one line of JSON with the app configuration that points at them, then serves until SIGTERM/SIGINT. Each
// tracking request moves a bought parcel one step on, so a journey completes without a hand on the fakes.

async function main(): Promise<void> {
  const basePort = Number(process.argv[2] ?? process.env.FAKES_BASE_PORT ?? 4700);
  if (!Number.isInteger(basePort) || basePort < 1024 || basePort > 65_000) throw new Error(`base port must be an integer from 1024 to 65000, not ${process.argv[2]}`);
  const fleet = await startFakeFleet({ basePort, autoAdvance: true });
  process.stdout.write(`${JSON.stringify({ fakes: fleet.urls, env: fleet.env })}\n`);
  const stop = () => void fleet.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`provider fakes: ${(error as Error).message}\n`);
  process.exit(1);
});
