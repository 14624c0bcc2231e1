// Jest's runtime with V8's code cache kept per worker. Jest compiles every module anew for each test
// file (each file has its own module registry), so React DOM, MUI, supabase-js or PGlite's glue are
// parsed and compiled again for each of hundreds of files: about a tenth of the suite's CPU in a
// profile (docs/testing.md, "Where the suite's time goes"). The code cache lets V8 skip that work for a
// module it has compiled before in this worker; the module still runs anew, in the file's own
// context, so no state is shared. CommonJS because Jest loads `runtime` with a plain require.
const { compileFunction } = require('node:vm');
const Runtime = require('jest-runtime').default;

/** @type {Map<string, { source: string, cachedData: Buffer }>} filename → its code and V8's cache of it */
const compiled = new Map();

/**
 * Jest's ModuleExecutor#compile (jest-runtime/build/index.js) with `cachedData` given and produced. Node's
 * own modules, and code that does not compile, take Jest's path, which names them and words the error.
 * So does code with a dynamic `import()`: compiled from the cache, Node 20 loses its import callback
 * ("A dynamic import callback was not specified", server/db/open-database.test.ts showed it).
 */
function compileWithCache(jestCompile, source, filename) {
  const vmContext = this.environment.getVmContext();
  if (vmContext == null || this.resolution.isCoreModule(filename) || source.includes('import(')) {
    return jestCompile.call(this, source, filename);
  }
  const known = compiled.get(filename);
  // A file changed by a watch-mode edit (or mapped twice) gets its cache made again.
  const cachedData = known?.source === source ? known.cachedData : undefined;
  let fn;
  try {
    fn = compileFunction(source, this.injectedModuleParameters, {
      filename,
      parsingContext: vmContext,
      cachedData,
      produceCachedData: cachedData === undefined,
      importModuleDynamically: (specifier, _fn, attributes, phase) =>
        this.dynamicImport(specifier, filename, vmContext, attributes, phase),
    });
  } catch {
    return jestCompile.call(this, source, filename);
  }
  if (fn.cachedData) compiled.set(filename, { source, cachedData: fn.cachedData });
  else if (fn.cachedDataRejected) compiled.delete(filename);
  return fn;
}

class CodeCacheRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    const { executor } = this;
    executor.compile = compileWithCache.bind(executor, executor.compile);
  }
}

module.exports = CodeCacheRuntime;
