import { readFileSync } from 'node:fs';
import { readProof } from '../src/server/proofs/read';
import { closeOcr } from '../src/server/proofs/ocr';
async function main() {
  for (const f of process.argv.slice(2)) {
    const t = Date.now();
    const r = await readProof(readFileSync(f));
    console.log(f, r.readBy, Date.now() - t);
    for (const l of r.lines) console.log('  ' + l.cells.map((c) => `[${Math.round(c.x0)}-${Math.round(c.x1)}] ${c.text}`).join(' | '));
  }
  await closeOcr();
}
void main();
