// `npm run replay -- FILE`: the local server hands the /replay page that one
// diagnostics snapshot file, cleaned by the same allow-list as a sent one. Only when REPLAY_FILE
// is set, which no deployment does.
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { cleanSnapshot } from '../domain/diagnostics/snapshot';

export function serveReplayFile(app: FastifyInstance, file: string): void {
  app.get('/replay/snapshot.json', async (_request, reply) => {
    const text = await readFile(file, 'utf8');
    return reply.header('cache-control', 'no-store').send(cleanSnapshot(JSON.parse(text)));
  });
}
