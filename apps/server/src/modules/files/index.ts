/**
 * The files module's face: the only file another module imports (docs/architecture.md#modules).
 * Its routes are registered by name in app.ts; other modules show a file's head beside their rows through it.
 */
export { fileHeadSql, fileNameOf } from './file-heads.js';
