// `npm run check-config -- FILE...`: validates brokerage settings files exactly as the runtime does,
// and the texts in another language beside each (hosting/preview-texts.ts).
// Exit 0 when every file is valid (unknown keys are warnings), 1 when any has errors, 2 on misuse.
import { checkConfigFile, checkTextsBeside, reportLines } from './check-config-report.ts';

const files = process.argv.slice(2).filter((arg) => arg !== '--');
if (files.length === 0 || files.includes('--help')) {
  console.log('Usage: npm run check-config -- FILE...\n  Prints `FILE: /json/pointer: message` per error; exit 1 when any file has errors.');
  process.exit(files.includes('--help') ? 0 : 2);
}

let failed = false;
// Each settings file, then its texts in another language beside it (`<folder>/<language>/<name>.json`).
for (const report of files.flatMap((file) => [checkConfigFile(file), ...checkTextsBeside(file)])) {
  for (const line of reportLines(report)) console.log(line);
  if (report.errors.length === 0) console.log(`${report.file}: ok`);
  failed ||= report.errors.length > 0;
}
process.exit(failed ? 1 : 0);
