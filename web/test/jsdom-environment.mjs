import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom without the web platform pieces it lacks but browsers (and Node) have: the data router
 * builds Request objects, and stream/encoding helpers are used by React Router and RTK.
 */
export default class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'Request',
      'Response',
      'Headers',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'structuredClone',
    ]) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
    // Node's Request accepts only Node's AbortSignal, so the pair must come from the same place.
    this.global.AbortController = globalThis.AbortController;
    this.global.AbortSignal = globalThis.AbortSignal;
  }
}
