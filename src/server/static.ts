import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PATH = /^\/(v2|version|sandbox)(\/|$|\?)/;

/**
 * Serves the built single-page client. Hashed assets are cached for a year; index.html never,
 * so a deploy is picked up on the next load. Unknown non-API paths get index.html and the
 * client's router decides (SPEC §2.1/§2.2 redirects happen there).
 */
export async function serveClient(app: FastifyInstance, clientDir: string | null): Promise<void> {
  const index = clientDir ? join(clientDir, 'index.html') : null;
  const hasClient = index !== null && existsSync(index);
  if (hasClient && clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      // Our own Cache-Control below; `send`'s default (max-age=0) would overwrite it.
      cacheControl: false,
      setHeaders(res, path) {
        const immutable = /\.[0-9a-f]{8,}\./.test(path);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !API_PATH.test(request.url);
    if (hasClient && wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });
}
