import { HashRouter } from 'react-router';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  );
}
