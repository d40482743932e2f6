// Chunks by the pages that load them (issue 22, docs/performance.md).
//
// The bundler splits shared code by dynamic entry: a module goes into a chunk with every other module that exactly
// the same entries load. It cannot know that the signed-in shell's chunk is loaded with every signed-in page, so
// each module the shell shares with some pages became a chunk of its own: the bookings list loaded 75 scripts, ~45
// of them under 1 KB, and every script read from the worker's cache on an offline reopen costs the page's main
// thread a few tasks of its own whatever its size.
//
// The build therefore runs twice. The first pass is the bundler's own split; from its chunks, `planPageChunks`
// groups the shared chunks again, counting an entry that runs only inside the shell (a route under it, or code only
// such entries load lazily) as loading what the shell loads. Shared chunks loaded by the same widened set of
// entries become one chunk in the second pass. Every page still loads exactly the modules it loaded before, in
// fewer files; `pageLoadProblems` checks that on the second pass's output and the build fails if it does not hold.
//
// With `PlanOptions` (vite.config.ts asks for it), the small groups that remain (most under 1 KB) go into the group
// of the closest larger set of entries that loads them and everything they import; the other entries of that set
// then load those few bytes unused, within a bound per entry. The plan's expected loads include them, so the same
// check still fails the build on any other change.
import { createHash } from 'node:crypto';

/** One chunk of a build's output (the fields of Rolldown's `OutputChunk` the plan reads). */
export type BuiltChunk = {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
  /** The chunk's code, in bytes (unknown: never counted as small). */
  size?: number;
};

export type ShellRoutes = {
  /** The shell's own entry (the signed-in layout route's component), by its module id. */
  shell: (moduleId: string) => boolean;
  /** Entries that run only inside the shell (the routes under it), by module id. */
  underShell: (moduleId: string) => boolean;
};

export type PageChunkPlan = {
  /** Module id → the name of the chunk it goes into (modules not listed are left to the bundler). */
  groups: Record<string, string>;
  /** Entry module id → every module (outside the start-up code) loaded when that entry is, sorted. */
  loads: Record<string, string[]>;
  /** Chunk name → the entries that load it (the shell's set widened), for reading the plan. */
  loadedBy: Record<string, string[]>;
  /** Entry module id → bytes of code it loads only because small chunks were merged (see `PlanOptions`). */
  extraBytes: Record<string, number>;
};

/**
 * Small shared chunks: a group of modules under `smallChunkBytes` (without CSS, whose order between files matters)
 * goes into the group of the closest strict superset of the entries that load it. The entries that load it keep
 * their modules and load one file fewer; the others in that superset load its few bytes without needing them, at
 * most `maxExtraBytes` per entry in all. Off (0) unless asked for.
 */
export type PlanOptions = { smallChunkBytes?: number; maxExtraBytes?: number };

type Graph = {
  byFile: Map<string, BuiltChunk>;
  start: Set<string>;
  entries: BuiltChunk[];
  /** Entry file → the chunk files it loads statically (itself included, the start-up chunks excluded). */
  loadOf: Map<string, Set<string>>;
  /** Chunk file → the entry files that load it. */
  loadedBy: Map<string, Set<string>>;
  shell: BuiltChunk | undefined;
  /** Entry files that run only while the shell is loaded (the shell's included). */
  inShell: Set<string>;
};

function closure(byFile: Map<string, BuiltChunk>, from: readonly string[], skip: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file) || skip.has(file)) continue;
    const chunk = byFile.get(file);
    if (!chunk) continue;
    seen.add(file);
    stack.push(...chunk.imports);
  }
  return seen;
}

function graphOf(chunks: readonly BuiltChunk[], routes: ShellRoutes): Graph {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const start = closure(
    byFile,
    chunks.filter((c) => c.isEntry).map((c) => c.fileName),
    new Set(),
  );
  const entries = chunks
    .filter((c) => c.isDynamicEntry && c.facadeModuleId !== null && !start.has(c.fileName))
    .sort((a, b) => (a.facadeModuleId as string).localeCompare(b.facadeModuleId as string));
  const loadOf = new Map<string, Set<string>>();
  const loadedBy = new Map<string, Set<string>>();
  for (const entry of entries) {
    const files = closure(byFile, [entry.fileName], start);
    loadOf.set(entry.fileName, files);
    for (const file of files) {
      const by = loadedBy.get(file) ?? new Set<string>();
      by.add(entry.fileName);
      loadedBy.set(file, by);
    }
  }
  const shell = entries.find((e) => routes.shell(e.facadeModuleId as string));
  const inShell = new Set<string>();
  if (shell) {
    // The shell and the routes under it, and lazy code no other code can import: start from every lazy entry the
    // start-up code does not import itself, then drop each one some importer of which is loaded outside the shell,
    // until nothing changes (lazy entries may import each other, so this starts from all and removes).
    const importersOf = new Map(
      entries.map((e) => [e.fileName, chunks.filter((c) => c.dynamicImports.includes(e.fileName))]),
    );
    const fixed = (e: BuiltChunk) => e === shell || routes.underShell(e.facadeModuleId as string);
    for (const e of entries) {
      const importers = importersOf.get(e.fileName) as BuiltChunk[];
      if (fixed(e) || (importers.length > 0 && importers.every((c) => !start.has(c.fileName)))) inShell.add(e.fileName);
    }
    for (let changed = true; changed; ) {
      changed = false;
      for (const e of entries) {
        if (!inShell.has(e.fileName) || fixed(e)) continue;
        const outside = (importersOf.get(e.fileName) as BuiltChunk[]).some((importer) =>
          [...(loadedBy.get(importer.fileName) ?? [])].some((file) => !inShell.has(file)),
        );
        if (outside) {
          inShell.delete(e.fileName);
          changed = true;
        }
      }
    }
  }
  return { byFile, start, entries, loadOf, loadedBy, shell, inShell };
}

/** Every module each entry loads (with the shell's, for an entry that runs inside it), sorted, by entry module. */
function loadsOf(graph: Graph): Record<string, string[]> {
  const modules = (files: Iterable<string>) =>
    [...files].flatMap((file) => (graph.byFile.get(file) as BuiltChunk).moduleIds);
  const shellModules = graph.shell ? modules(graph.loadOf.get(graph.shell.fileName) as Set<string>) : [];
  const loads: Record<string, string[]> = {};
  for (const entry of graph.entries) {
    const own = modules(graph.loadOf.get(entry.fileName) as Set<string>);
    const all = graph.inShell.has(entry.fileName) ? [...own, ...shellModules] : own;
    loads[entry.facadeModuleId as string] = [...new Set(all)].sort();
  }
  return loads;
}

type Group = {
  by: Set<string>;
  moduleIds: string[];
  size: number;
  css: boolean;
  /** The first pass's chunks in this group, and the chunks they import. */
  files: Set<string>;
  imports: Set<string>;
};

const contains = (big: Set<string>, small: Set<string>) => [...small].every((e) => big.has(e));
const isStrictSubset = (small: Set<string>, big: Set<string>) => small.size < big.size && contains(big, small);

/** Merges small groups into the closest strict superset (see `PlanOptions`); returns the groups that remain. */
function mergeSmallGroups(
  groups: Group[],
  /** The entries that load a chunk of the first pass (the shell's set widened); null for start-up code. */
  loadersOf: (file: string) => Set<string> | null,
  options: Required<PlanOptions>,
): { kept: Group[]; extra: Map<string, number> } {
  const extra = new Map<string, number>();
  const merged = new Set<Group>();
  // What a merged group imports must already load with every entry of its new group: else those entries would load
  // that code too (a phone-number library behind a 300-byte helper).
  const importsLoadedBy = (group: Group, by: Set<string>) =>
    [...group.imports].every((file) => {
      if (group.files.has(file)) return true;
      const loaders = loadersOf(file);
      return loaders === null || contains(loaders, by);
    });
  const small = groups.filter((g) => g.size < options.smallChunkBytes && !g.css).sort((a, b) => a.size - b.size);
  for (const group of small) {
    const target = groups
      .filter((t) => t !== group && !merged.has(t) && isStrictSubset(group.by, t.by) && importsLoadedBy(group, t.by))
      .sort((a, b) => a.by.size - b.by.size || b.size - a.size)[0];
    if (!target) continue;
    const gaining = [...target.by].filter((e) => !group.by.has(e));
    if (gaining.some((e) => (extra.get(e) ?? 0) + group.size > options.maxExtraBytes)) continue;
    for (const e of gaining) extra.set(e, (extra.get(e) ?? 0) + group.size);
    target.moduleIds.push(...group.moduleIds);
    target.size += group.size;
    for (const file of group.files) target.files.add(file);
    for (const file of group.imports) target.imports.add(file);
    merged.add(group);
  }
  return { kept: groups.filter((g) => !merged.has(g)), extra };
}

/**
 * The plan for the second pass, from the first pass's chunks (see the top of this file): shared chunks loaded by the
 * same entries (the shell's set widened) become one.
 */
export function planPageChunks(
  chunks: readonly BuiltChunk[],
  routes: ShellRoutes,
  options: PlanOptions = {},
): PageChunkPlan {
  const graph = graphOf(chunks, routes);
  const entryFiles = new Set(graph.entries.map((e) => e.fileName));
  const shellFile = graph.shell?.fileName;
  const facade = (file: string) => graph.byFile.get(file)?.facadeModuleId ?? file;
  const keyOf = (by: Set<string>) => [...by].sort().join('\n');

  const widened = (loaders: Set<string>) =>
    shellFile !== undefined && loaders.has(shellFile) ? new Set([...loaders, ...graph.inShell]) : loaders;
  const loadersOf = (file: string) => (graph.start.has(file) ? null : widened(graph.loadedBy.get(file) ?? new Set()));

  // Shared chunks by the (widened) set of entries that load them.
  const byKey = new Map<string, Group>();
  for (const [file, loaders] of graph.loadedBy) {
    // Entries keep their chunks (their modules are what the router or `lazy()` imports); shared chunks regroup.
    if (entryFiles.has(file)) continue;
    const by = widened(loaders);
    const chunk = graph.byFile.get(file) as BuiltChunk;
    const key = keyOf(by);
    const group = byKey.get(key) ?? {
      by: new Set(by),
      moduleIds: [],
      size: 0,
      css: false,
      files: new Set<string>(),
      imports: new Set<string>(),
    };
    group.moduleIds.push(...chunk.moduleIds);
    group.files.add(file);
    for (const imported of chunk.imports) group.imports.add(imported);
    group.size += chunk.size ?? Number.POSITIVE_INFINITY;
    group.css ||= chunk.moduleIds.some((id) => /\.css($|\?)/.test(id));
    byKey.set(key, group);
  }
  const { kept, extra } = mergeSmallGroups([...byKey.values()], loadersOf, {
    smallChunkBytes: options.smallChunkBytes ?? 0,
    maxExtraBytes: options.maxExtraBytes ?? 0,
  });

  // Names: `shell` for what every signed-in page loads and nothing else does, a hash of the entries otherwise.
  // Grouping by the loading entries changes no entry's modules: the second pass must load what this one did, plus
  // the small groups merged into a group it loads.
  const loads = loadsOf(graph);
  for (const group of kept) {
    for (const file of group.by) {
      const id = facade(file);
      loads[id] = [...new Set([...(loads[id] ?? []), ...group.moduleIds])].sort();
    }
  }
  const extraBytes = Object.fromEntries([...extra].map(([file, bytes]) => [facade(file), bytes]));
  const plan: PageChunkPlan = { groups: {}, loads, loadedBy: {}, extraBytes };
  for (const group of kept) {
    const entries = [...group.by].map(facade).sort();
    const hash = createHash('sha1').update(entries.join('\n')).digest('hex').slice(0, 6);
    const withShell = shellFile !== undefined && group.by.has(shellFile);
    const insideShell = [...group.by].every((e) => graph.inShell.has(e));
    const name = withShell && insideShell ? 'shell' : `${withShell ? 'shell-shared' : 'shared'}-${hash}`;
    for (const id of group.moduleIds) plan.groups[id] = name;
    plan.loadedBy[name] = entries;
  }
  return plan;
}

/** Where a build loads other modules for some entry than the plan's first pass did (empty when none). */
export function pageLoadProblems(plan: PageChunkPlan, chunks: readonly BuiltChunk[], routes: ShellRoutes): string[] {
  const after = loadsOf(graphOf(chunks, routes));
  const problems: string[] = [];
  const entries = new Set([...Object.keys(plan.loads), ...Object.keys(after)]);
  for (const entry of [...entries].sort()) {
    const was = new Set(plan.loads[entry] ?? []);
    const now = new Set(after[entry] ?? []);
    const added = [...now].filter((id) => !was.has(id));
    const lost = [...was].filter((id) => !now.has(id));
    if (plan.loads[entry] === undefined || after[entry] === undefined)
      problems.push(`${entry}: ${plan.loads[entry] === undefined ? 'new entry' : 'entry gone'}`);
    else if (added.length || lost.length)
      problems.push(
        `${entry}: ${added.length} modules more (${added.slice(0, 3).join(', ')}), ${lost.length} fewer (${lost.slice(0, 3).join(', ')})`,
      );
  }
  return problems;
}

/** The chunks of a Rolldown output bundle. */
export function builtChunks(
  bundle: Record<string, { type: string; code?: string } & Partial<BuiltChunk>>,
): BuiltChunk[] {
  return Object.values(bundle)
    .filter((file) => file.type === 'chunk')
    .map((c) => ({
      fileName: c.fileName as string,
      isEntry: c.isEntry ?? false,
      isDynamicEntry: c.isDynamicEntry ?? false,
      facadeModuleId: c.facadeModuleId ?? null,
      moduleIds: c.moduleIds ?? [],
      imports: c.imports ?? [],
      dynamicImports: c.dynamicImports ?? [],
      size: typeof c.code === 'string' ? c.code.length : undefined,
    }));
}
