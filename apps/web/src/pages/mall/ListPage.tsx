import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import { ProductList } from '../../features/mall/components/ProductList.tsx';
import { kindParam } from '../../features/mall/rules.ts';
import { usePageQuery } from '../../lib/usePageQuery.ts';

/** /pages/mall/list?type=card|pack: every product of one kind. */
export default function ListPage() {
  const { t } = useTranslation();
  const kind = kindParam(usePageQuery().type);
  return (
    <Page title={t(`mall.${kind}`)}>
      <ProductList kind={kind} />
    </Page>
  );
}
