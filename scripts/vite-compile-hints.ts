// Every chunk the build ships starts with V8's explicit compile hint. A chunk loads when its code is
// about to run, so V8 may compile the whole file eagerly, on a background thread while it
// downloads, instead of function by function on the main thread at first call
// (docs/adr/0069-compile-hints.md). Other engines read a comment.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The code with the hint as its first line, unchanged when it has it. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

/** The source map of that code, its generated lines moved down by the hint's line. */
export function mapWithCompileHint(map: string): string {
  const parsed = JSON.parse(map) as { mappings: string };
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
}

export function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    // Last: the hint must be the file's first line, and Vite writes its preload map above the code
    // while the bundle is generated.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file.code.startsWith(COMPILE_HINT)) continue;
          file.code = withCompileHint(file.code);
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset') map.source = mapWithCompileHint(String(map.source));
        }
      },
    },
  };
}
