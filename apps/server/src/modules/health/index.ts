/**
 * The health module's face: the only file another module imports (docs/architecture.md#modules).
 * No other module needs anything of it: its routes are registered by name in app.ts.
 */
export {};
