/**
 * Where a page's main-thread time goes: a CPU profile recorded through CDP's Profiler, its
 * samples mapped back to source files with the production build's source maps
 * (dist/client/assets/*.js.map). `npm run inp -- --profile` prints one per measured step.
 */
import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

interface Profile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }>;
  samples: number[];
  timeDeltas: number[];
}

export async function startProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}

export async function stopProfile(cdp: CDPSession): Promise<Profile> {
  const { profile } = await cdp.send('Profiler.stop');
  return profile as Profile;
}

/** Where a generated line and column of a build's script come from, by its source map. */
class SourceFiles {
  private readonly consumer: SourceMapConsumer;
  constructor(map: RawSourceMap) {
    this.consumer = new SourceMapConsumer(map);
  }

  /** The source file and its 1-based line of a 0-based generated line and column, or null. */
  sourceAt(line: number, column: number): { file: string; line: number } | null {
    const found = this.consumer.originalPositionFor({ line: line + 1, column });
    return found.source ? { file: found.source, line: found.line } : null;
  }
}

const SPECIAL = new Set(['(program)', '(garbage collector)', '(idle)', '(root)']);

/**
 * Milliseconds of samples: by the function running (self: its file, the line where it starts and
 * its minified name) and by every file and package on its stack (inclusive), the longest first.
 * `dist` is the build's client folder.
 */
export function attribute(profile: Profile, dist: string, top = 25): string {
  const maps = new Map<string, SourceFiles | null>();
  const where = new Map<string, { file: string; fn: string }>();
  const locate = (frame: Profile['nodes'][number]['callFrame']) => {
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}`;
    const known = where.get(key);
    if (known) return known;
    const asset = /\/assets\/([^/?#]+\.js)$/.exec(frame.url)?.[1];
    if (asset && !maps.has(asset)) {
      const file = resolve(dist, 'assets', `${asset}.map`);
      const map = existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap)
        : null;
      maps.set(asset, map ? new SourceFiles(map) : null);
    }
    const source = asset ? maps.get(asset)?.sourceAt(frame.lineNumber, frame.columnNumber) : null;
    const file = source
      ? source.file.replace(/^webpack:\/\/[^/]*\//, '').replace(/^.*node_modules\//, 'npm:')
      : frame.url.replace(/^.*\//, '') || '(native)';
    const found = {
      file,
      fn: `${file}${source ? `:${source.line}` : ''} ${frame.functionName || '(anonymous)'}`,
    };
    where.set(key, found);
    return found;
  };
  const packageOf = (file: string) => file.replace(/^(npm:(@[^/]+\/)?[^/]+).*/, '$1');

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    let node = byId.get(profile.samples[i]!);
    if (!node) continue;
    const fn = node.callFrame.functionName;
    if (fn === '(idle)') continue;
    busy += ms;
    add(
      self,
      SPECIAL.has(fn) || !node.callFrame.url ? fn || '(native)' : locate(node.callFrame).fn,
      ms,
    );
    const seen = new Set<string>();
    for (; node; node = byId.get(parent.get(node.id) ?? -1)) {
      if (!node.callFrame.url) continue;
      const { file } = locate(node.callFrame);
      for (const k of [file, packageOf(file)]) {
        if (seen.has(k)) continue;
        seen.add(k);
        add(inclusive, k, ms);
      }
    }
  }
  const list = (m: Map<string, number>, n = top) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${v.toFixed(0).padStart(6)} ms  ${k}`)
      .join('\n');
  return (
    `  busy ${busy.toFixed(0)} ms (samples not idle)\n  self time, by function:\n${list(self)}\n` +
    `  inclusive (file or package on the stack):\n${list(inclusive)}\n` +
    `  inclusive, the project's own files:\n${list(
      new Map([...inclusive].filter(([k]) => k.startsWith('./src/'))),
    )}`
  );
}
