/** A built chunk as the route preload needs it (a subset of Rollup's OutputChunk). */
export interface BuiltChunk {
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
}

/** What a route needs beyond the entry: these modules' chunks and everything they import statically. */
export interface RouteModules {
  /** A path ('/login') or a prefix ending in '/' ('/profile/'). */
  path: string;
  modules: string[];
}

/** The chunks a route needs that the entry does not already load, as URLs, dependencies first. */
export function routeFiles(chunks: BuiltChunk[], moduleIds: string[], base = '/'): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedByEntry = new Set<string>();
  const visit = (fileName: string, into: Set<string>, order: string[]) => {
    const chunk = byFile.get(fileName);
    if (!chunk || into.has(fileName)) return;
    into.add(fileName);
    chunk.imports.forEach((imported) => visit(imported, into, order));
    order.push(fileName);
  };
  chunks.filter((chunk) => chunk.isEntry).forEach((entry) => visit(entry.fileName, loadedByEntry, []));

  const wanted = new Set<string>(loadedByEntry);
  const order: string[] = [];
  for (const id of moduleIds) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(id));
    if (!chunk) throw new Error(`route preload: no chunk for ${id} (is it still loaded lazily?)`);
    visit(chunk.fileName, wanted, order);
  }
  return order.map((fileName) => `${base}${fileName}`);
}
