// Deep import: only the registration hook, not the whole library, so the entry stays small.
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 renders its imperative components (Toast, Dialog) with ReactDOM.render, which React
 * 19 removed. This shim gives it createRoot. It must be imported before anything shows a toast:
 * first in main.tsx and in the test setup.
 */
type Container = (Element | DocumentFragment) & { __schoolRoot?: Root };

unstableSetRender((node, container: Container) => {
  container.__schoolRoot ??= createRoot(container);
  const root = container.__schoolRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete container.__schoolRoot;
  };
});
