// The part of jsdom's API the tests use (the package ships no types; tests normally get jsdom's
// window through Vitest's environment, index.html's scripts need a page of their own).
declare module 'jsdom' {
  export interface ConstructorOptions {
    url?: string;
    runScripts?: 'dangerously' | 'outside-only';
    pretendToBeVisual?: boolean;
    beforeParse?: (window: Window) => void;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
