/**
 * Stands in for rc-util's `React/render` (ReactDOM.render with a React 18 fallback), which
 * antd-mobile imports only as the default of `unstableSetRender`. This app always sets its own
 * React 19 renderer first (antdRender.ts), so that code never runs; aliased here (vite.config.ts)
 * it stops costing every first download its Babel async helpers (about 3 kB gzip).
 */
export function render(): never {
  throw new Error('antd-mobile rendered before lib/antdRender.ts set the React 19 renderer');
}

export async function unmount(): Promise<void> {}
