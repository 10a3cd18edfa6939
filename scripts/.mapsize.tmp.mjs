import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { gzipSync } from 'node:zlib';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const c = new SourceMapConsumer(map);
const lines = code.split('\n');
const sizes = new Map();
// attribute each segment's generated range to its source
const segs = [];
c.eachMapping((m) => segs.push(m));
segs.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
for (let i = 0; i < segs.length; i++) {
  const s = segs[i], n = segs[i + 1];
  let len;
  if (n && n.generatedLine === s.generatedLine) len = n.generatedColumn - s.generatedColumn;
  else len = lines[s.generatedLine - 1].length - s.generatedColumn;
  const key = (s.source || '?').replace(/.*node_modules\//, 'nm/');
  sizes.set(key, (sizes.get(key) || 0) + len);
}
const total = code.length;
console.log(file, 'raw', total, 'gzip', gzipSync(code, { level: 9 }).length);
[...sizes].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] || 40)).forEach(([k, v]) => console.log(String(v).padStart(8), (100 * v / total).toFixed(1).padStart(5) + '%', k));
