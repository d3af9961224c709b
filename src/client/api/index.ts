import { generatedApi } from './generated/api';

/**
 * The generated endpoints with what codegen cannot know: cache invalidation between tags and
 * hand-written overrides (multipart uploads, per ARCHITECTURE). Components import hooks from here.
 */
export const api = generatedApi.enhanceEndpoints({
  endpoints: {},
});

export * from './generated/api';
