/**
 * The yardstick of `npm run bench`: Fastify with one route and nothing else (no logger, no
 * plugins, no schema), on PORT. What the portal's calls are compared with.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
void app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
