// How a classic or light script loads a part's chunk (parts.ts). Only those builds import this
// module: scripts/widget-chunks.ts turns each `import()` in the widgets' sources into
// `loadChunk('<path>', runtime)`, with the chunk's path from the script's folder (e.g.
// `chunks/working-steps-1a2b3c4d.js`) and what the chunk imports from React's entry points.
//
// A chunk is an ES module whose default export is a factory: given `require`, it returns the part's
// exports. Each script carries its own React (or our light React over Preact), and a component must
// render with the runtime of the tree it is in, so the script hands the chunk its own. The browser
// fetches and evaluates a chunk once per page, however many scripts load it (one module per URL);
// each script makes its own instance of it.

/** What a chunk imports, by module, from the script that loads it. */
type Runtime = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

type ChunkFactory = (require: (name: string) => unknown) => unknown;

// The script's own address, read while it runs: chunks sit beside it, wherever it is served from
// (our host, a partner's copy of dist/widgets/, a tag manager's injection).
const script = document.currentScript;
const scriptUrl = script instanceof HTMLScriptElement ? script.src : undefined;

const instances = new Map<string, Promise<unknown>>();
const failures = new Map<string, number>();

/** The chunk at `path` from the script's folder, as this script's instance of its module. */
export function loadChunk(path: string, runtime: Runtime): Promise<unknown> {
  let instance = instances.get(path);
  if (!instance) {
    if (!scriptUrl) return Promise.reject(new Error('The widget script cannot tell where it is'));
    const url = new URL(path, scriptUrl);
    // After a failure a browser may keep the failed module under its URL: a retry asks for the
    // same file under another.
    const failed = failures.get(path);
    if (failed) url.searchParams.set('retry', String(failed));
    instance = import(/* @vite-ignore */ url.href).then(
      (chunk: { default: ChunkFactory }) =>
        chunk.default((name) => {
          const module = runtime[name];
          if (!module) throw new Error(`A widget chunk asked for ${name}`);
          return module;
        }),
      (error: unknown) => {
        failures.set(path, (failed ?? 0) + 1);
        instances.delete(path);
        throw error;
      },
    );
    instances.set(path, instance);
  }
  return instance;
}
