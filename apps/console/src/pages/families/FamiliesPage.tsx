import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Spin } from 'antd';
import FamilyListView from './FamilyListView.tsx';

const FamilyView = lazy(() => import('./FamilyView.tsx'));

/** Families (docs/design/console.md §7): the list at `#/families`, a family's page at `#/families/<id>`. */
export default function FamiliesPage() {
  return (
    <Suspense fallback={<Spin />}>
      <Routes>
        <Route index element={<FamilyListView />} />
        <Route path=":id" element={<FamilyView />} />
      </Routes>
    </Suspense>
  );
}
