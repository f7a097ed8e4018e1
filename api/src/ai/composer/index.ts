// Public face of the built-in composer: the pure writer and the AI SDK model around it.
export { compose } from './compose.ts';
export type { ComposerInput, ComposerTurn } from './compose.ts';
export { COMPOSER_ENGINE_NAME, createComposerModel } from './composer-model.ts';
export type { ComposerModelOptions } from './composer-model.ts';
