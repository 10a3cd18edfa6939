import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const s = JSON.parse(readFileSync('src/generated/settings.schema.json','utf8'));
function strip(n:any):any{ if(Array.isArray(n))return n.map(strip); if(typeof n!=='object'||!n)return n; return Object.fromEntries(Object.entries(n).filter(([k,v])=>!((k==='description'||k==='title'||k==='$comment')&&typeof v==='string')&&!['examples','default','enumDescriptions','x-enumNames','enumNames'].includes(k)).map(([k,v])=>[k, (k==='properties'||k==='definitions')?Object.fromEntries(Object.entries(v as any).map(([a,b])=>[a,strip(b)])):strip(v)])); }
for (const allErrors of [true,false]) {
  const ajv = new Ajv({ allowUnionTypes: true, allErrors, verbose: false, messages: false, strict: false, inlineRefs: false, code: { source: true, esm: true, lines: false, optimize: true } });
  addFormats(ajv);
  ajv.addSchema(strip(s));
  const code = standaloneCode(ajv);
  console.log('allErrors', allErrors, code.length, gzipSync(code,{level:9}).length);
}
