export { compareSchemaFiles, type SchemaComparison } from './compare';
export { readSchemaFiles, SCHEMAS_DIR, type SchemaFile } from './files';
export { migrationSql } from './migration-sql';
