import { TabbedPage } from '../../components/TabbedPage.tsx';
import { AboutTab, FaqTab, NoticesTab } from '../../features/texts/ArticlesTabs.tsx';
import { BannersTab } from '../../features/texts/BannersTab.tsx';
import { DictTab, NicknamesTab, TagsTab, VideosTab } from '../../features/texts/ListsTabs.tsx';

const TABS = {
  banners: BannersTab,
  notices: NoticesTab,
  faq: FaqTab,
  about: AboutTab,
  videos: VideosTab,
  nicknames: NicknamesTab,
  dict: DictTab,
  tags: TagsTab,
} as const;

/**
 * Everything the school writes for families besides products, books and legal texts (docs/design/school-texts.md
 * §9), each in Chinese and English (`?tab=notices`).
 */
export default function TextsPage() {
  return <TabbedPage area="texts" tabs={TABS} filters={['position', 'q']} />;
}
