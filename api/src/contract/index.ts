// The API contract, shared by api and web. Isomorphic: zod only, no Node or DOM imports.
export * from './chat.ts';
export * from './templates.ts';
export * from './errors.ts';
export * from './sse.ts';
export * from './content.ts';
