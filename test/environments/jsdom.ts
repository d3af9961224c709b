/**
 * The jest environment of the client tests: jest's own jsdom environment on a newer jsdom, with
 * Node's own fetch and web streams as jest-fixed-jsdom gave them.
 *
 * Why a newer jsdom: jest-environment-jsdom pins jsdom 26, whose selector engine (nwsapi) runs a
 * regular expression over the whole selector on every querySelectorAll; Testing Library's role
 * queries build selectors of a hundred alternatives, and a profile of a screen test spent a
 * quarter of its time there. jsdom 29 matches with @asamuzakjp/dom-selector, which caches.
 */
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import BaseJSDOMEnvironment from '@jest/environment-jsdom-abstract';
import * as jsdom from 'jsdom';

export default class JsdomEnvironment extends BaseJSDOMEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context, jsdom);
    // Node's default of 10 frames instead of jest's 100: React's development build captures a
    // stack for every element it creates (its owner stacks), and 100 frames deep cost the screen
    // tests 7 % of their CPU time. A failing test's stack still shows where it failed.
    this.global.Error.stackTraceLimit = 10;
    // Packages resolve as in Node, not to their browser builds (as jest-fixed-jsdom).
    this.customExportConditions = [''];
    // Node's own web APIs, which RTK Query's fetchBaseQuery and the tests' fetch handlers use.
    Object.assign(this.global, {
      TextDecoder,
      TextEncoder,
      TextDecoderStream,
      TextEncoderStream,
      ReadableStream,
      WritableStream,
      TransformStream,
      Blob,
      Headers,
      FormData,
      Request,
      Response,
      fetch,
      AbortController,
      AbortSignal,
      structuredClone,
      URL,
      URLSearchParams,
      BroadcastChannel,
    });
    // jsdom's File has arrayBuffer() but no stream(): Node's fetch takes it for a Blob and asks
    // for its stream (a claim photo is sent as the request body, as the browser sends it).
    const blobPrototype = Object.getPrototypeOf(this.global.File.prototype) as Blob;
    if (!('stream' in blobPrototype)) {
      Object.defineProperty(blobPrototype, 'stream', {
        configurable: true,
        writable: true,
        value(this: Blob) {
          return new ReadableStream<Uint8Array>({
            start: async (controller) => {
              controller.enqueue(new Uint8Array(await this.arrayBuffer()));
              controller.close();
            },
          });
        },
      });
    }
  }
}
