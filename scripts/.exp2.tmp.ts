import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { gzipSync } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
const s = JSON.parse(readFileSync('src/generated/settings.schema.json','utf8'));
function strip(n:any):any{ if(Array.isArray(n))return n.map(strip); if(typeof n!=='object'||!n)return n; return Object.fromEntries(Object.entries(n).filter(([k,v])=>!((k==='description'||k==='title'||k==='$comment')&&typeof v==='string')&&!['examples','default','enumDescriptions','x-enumNames','enumNames'].includes(k)).map(([k,v])=>[k, (k==='properties'||k==='definitions')?Object.fromEntries(Object.entries(v as any).map(([a,b])=>[a,strip(b)])):strip(v)])); }
const size=(code:string)=>{ const m=transformSync(code,{minify:true,format:'esm',loader:'js'}).code; return `${m.length} raw, ${gzipSync(m,{level:9}).length} gz`; };
console.log('current', size(readFileSync('src/generated/settings.validator.js','utf8')));
for (const [allErrors, inlineRefs, messages] of [[true,true,true],[true,false,false],[true,true,false],[false,false,false]] as const) {
  const ajv = new Ajv({ allowUnionTypes: true, allErrors, inlineRefs, verbose: false, messages, strict: false, code: { source: true, esm: true, lines: false, optimize: true } });
  addFormats(ajv);
  ajv.addSchema(strip(s));
  const code = standaloneCode(ajv);
  console.log({allErrors, inlineRefs, messages}, size(code));
}
