// The API contract, shared by api and web. Isomorphic: zod only, no Node or DOM imports.
//
// The schemas the web runs (the answers it validates) are written with zod/mini, whose code the
// browser downloads in a few kilobytes; the ones only the API runs (requests, the model's output,
// site content) use zod's classic API. Both are zod v4 schemas. The web takes from here only the
// modules it uses (the package declares no side effects), so keep each module to one audience:
// a classic schema added to a module the web imports would ship all of classic zod to the browser.
export * from './limits.ts';
export * from './session.ts';
export * from './chat.ts';
export * from './requests.ts';
export * from './reply-draft.ts';
export * from './templates.ts';
export * from './errors.ts';
export * from './sse.ts';
export * from './content.ts';
export * from './privacy.ts';
