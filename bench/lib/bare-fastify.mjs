// The baseline: a bare Fastify hello-world, started in its own process by the benches.
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.post('/', async (request) => ({ received: typeof request.body }));
await app.listen({ port: Number(process.argv[2] ?? 3312), host: '127.0.0.1' });
console.log('ready');
